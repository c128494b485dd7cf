package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Two of match's outputs named to one file are refused before a game:
// each was created and written on its own, so the PGN and the JSON lines
// overwrote each other's bytes in one corrupt file, with status 0.
func TestMatchOutputsDistinct(t *testing.T) {
	dir := t.TempDir()
	same := filepath.Join(dir, "same.out")
	link := filepath.Join(dir, "link.out")
	if err := os.WriteFile(same, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(same, link); err != nil {
		t.Fatal(err)
	}
	base := []string{"match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "2"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-jsonl", same, "-pgn-out", same}, "-pgn-out and -jsonl name one file"},
		{[]string{"-jsonl", link, "-pgn-out", same}, "-pgn-out and -jsonl name one file"},
		{[]string{"-jsonl", filepath.Join(dir, ".", "same.out"), "-clock", "1+0", "-clock-log", same}, "-jsonl and -clock-log name one file"},
	} {
		code, out, errOut := run(t, append(base, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: status %d, stdout %.60q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	// "-" is stdout, which both may share.
	if code, _, errOut := run(t, append(base, "-jsonl", "-", "-pgn-out", "-")...); code != 0 {
		t.Errorf("-jsonl - -pgn-out -: status %d, stderr %q", code, errOut)
	}
}
