package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file a flag names that cannot be read is said one way in every
// command, the flag and the path first and then what is wrong: a
// directory and a missing file alike (they read "/tmp: pgn: read /tmp:
// is a directory" beside "-pgn: open /x: no such file or directory"),
// and a bad EPD record names its FEN once (it read "chess: EPD: chess:
// bad FEN").
func TestFileErrorsOneForm(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none")
	bad := filepath.Join(dir, "bad.epd")
	if err := os.WriteFile(bad, []byte("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - bm e4;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-pgn", dir}, "analyze: -pgn " + dir + ": is a directory"},
		{[]string{"analyze", "-pgn", missing}, "analyze: -pgn " + missing + ": no such file or directory"},
		{[]string{"-pgn", dir}, "rollout: -pgn " + dir + ": is a directory"},
		{[]string{"perft", "-depth", "1", "-pgn", missing}, "perft: -pgn " + missing + ": no such file"},
		{[]string{"endings", "-pgn", dir, "-player", "a"}, "endings: -pgn " + dir + ": is a directory"},
		{[]string{"mates", "-pgn", missing}, "mates: -pgn " + missing + ": no such file"},
		{[]string{"epd", "-file", dir}, "epd: -file " + dir + ": is a directory"},
		{[]string{"epd", "-file", bad}, "epd: -file " + bad + ": line 1: chess: EPD: bad FEN"},
		{[]string{"match", "-variant", "chess", "-games", "1", "-openings", dir}, "match: -openings " + dir + ": is a directory"},
		{[]string{"match", "-games", "1", "-jsonl", dir}, "match: -jsonl " + dir + ": is a directory"},
		{[]string{"merge", dir}, "merge: " + dir + ": is a directory"},
		{[]string{"merge", missing}, "merge: " + missing + ": no such file"},
		{[]string{"tune", "-epd", dir}, "tune: " + dir + ": is a directory"},
		{[]string{"study", "-variant", "nim", "-iterations", "10", "-dot", dir}, "study: -dot " + dir + ": is a directory"},
	} {
		code, out, errOut := run(t, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.want) || strings.Count(errOut, dir) != 1 || strings.Contains(errOut, "EPD: chess:") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q, the path once", tc.args, code, out, errOut, tc.want)
		}
	}
}
