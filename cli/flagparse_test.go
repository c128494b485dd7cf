package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Flags are read anywhere among a command's arguments: a -h after merge's
// files printed no usage but was opened as a file, a flag after perft's
// stray argument was never read; "--" ends the flags.
func TestFlagsAfterArguments(t *testing.T) {
	code, out, errOut := run(t, "merge", "a.jsonl", "-h")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: rollout merge") {
		t.Errorf("merge a.jsonl -h: exit %d, stdout %q, stderr %q; want 0 and the usage", code, out, errOut)
	}
	code, _, errOut = run(t, "perft", "3", "-variant", "nim")
	if code != 2 || !strings.Contains(errOut, `perft: unexpected argument "3"`) {
		t.Errorf("perft 3 -variant nim: exit %d, stderr %q; want 2 and the stray argument", code, errOut)
	}
	code, out, errOut = run(t, "perft", "-variant", "nim", "-depth", "1", "-bogus", "--")
	if code != 2 || !strings.Contains(errOut, "-bogus") {
		t.Errorf("perft ... -bogus: exit %d, stdout %q, stderr %q; want 2", code, out, errOut)
	}
	// A flag after the files is read, and "--" makes what follows a file.
	dir := t.TempDir()
	code, _, errOut = run(t, "merge", filepath.Join(dir, "none.jsonl"), "-bogus")
	if code != 2 || !strings.Contains(errOut, "-bogus") || strings.Contains(errOut, "none.jsonl") {
		t.Errorf("merge FILE -bogus: exit %d, stderr %q; want the flag refused before any file is read", code, errOut)
	}
	if err := os.WriteFile(filepath.Join(dir, "-x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	code, _, errOut = run(t, "merge", "--", "-x")
	if code != 2 || !strings.Contains(errOut, "merge: no games") {
		t.Errorf("merge -- -x: exit %d, stderr %q; want the file -x read (and holding no games)", code, errOut)
	}
}

// A flag given twice is refused, naming both values: the flag package
// kept the last silently ("perft -depth 1 -depth 2" counted depth 2).
func TestFlagGivenTwice(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "-variant", "nim", "-depth", "1", "-depth", "2"},
		{"analyze", "-variant", "nim", "-rollouts", "10", "-rollouts=20"},
		{"endings", "-csv", "-csv"},
		{"-variant", "nim", "-variant", "chess"},
	} {
		code, out, errOut := run(t, args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "given twice") || strings.Count(errOut, "\n") != 2 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and the flag given twice", args, code, out, errOut)
		}
	}
}

// A value a flag's type does not read says what the flag takes, as the
// commands' own range errors do, not the flag package's "parse error".
func TestFlagValueSaysWhatItTakes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-seed", "-1"}, `analyze: -seed "-1": want a whole number from 0 to 18446744073709551615`},
		{[]string{"analyze", "-rollouts", "x"}, `analyze: -rollouts "x": want a whole number`},
		{[]string{"match", "-games", "1e3"}, `match: -games "1e3": want a whole number`},
		{[]string{"analyze", "-time", "3"}, `analyze: -time "3": want a duration such as 500ms, 2s or 1m30s`},
		{[]string{"analyze", "-c", "x"}, `analyze: -c "x": want a number`},
		{[]string{"endings", "-csv=maybe"}, `endings: -csv "maybe": want true or false`},
		{[]string{"-seed", "x"}, `rollout: -seed "x": want a whole number from 0`},
	} {
		code, _, errOut := run(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "parse error") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// A subcommand's flag error names it whole: "serve progress extra" said
// "serve: unexpected argument", naming the server, not the report.
func TestSubcommandFlagErrorNamed(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "progress", "extra"},
		{"serve", "progress", "-bogus"},
		{"serve", "progress", "-csv", "-csv"},
	} {
		code, _, errOut := run(t, args...)
		if code != 2 || !strings.HasPrefix(errOut, "rollout: serve progress: ") || !strings.Contains(errOut, "run 'rollout serve progress -h'") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and the subcommand named", args, code, errOut)
		}
	}
}
