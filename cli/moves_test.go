package cli

import (
	"strings"
	"testing"
)

// TestMovesWithNumbers: a -moves list copied from PGN, move numbers and
// all ("1. e4 e5 2.Nf3"), plays its moves; "1." was refused as a
// malformed move. Texts without a number's dot stay moves (Connect
// Four's 4, nim's 2:3).
func TestMovesWithNumbers(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "chess", "-moves", "1. e4 e5 2.Nf3"}, "Nodes searched: 29\n"},
		{[]string{"-variant", "chess", "-moves", "1.e4 1... e5 2. Nf3 2...Nc6"}, "Nodes searched: 27\n"},
		{[]string{"-variant", "connect4", "-moves", "4 4"}, "Nodes searched: 7\n"},
		{[]string{"-variant", "nim", "-moves", "1:1"}, "Nodes searched: 15\n"},
		// Commas separate moves as spaces do: "e4,e5" was one malformed move.
		{[]string{"-variant", "chess", "-moves", "e4,e5"}, "Nodes searched: 29\n"},
		{[]string{"-variant", "chess", "-moves", "1. e4, e5, 2. Nf3, Nc6"}, "Nodes searched: 27\n"},
		{[]string{"-variant", "nim", "-moves", "1:1,2:1"}, "Nodes searched: 14\n"},
	} {
		code, out, errOut := run(t, append([]string{"perft", "-depth", "1"}, c.args...)...)
		if code != 0 || out != c.want {
			t.Errorf("%q: status %d, %q, %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
	if code, _, errOut := run(t, "perft", "-variant", "chess", "-depth", "1", "-moves", "1. e4 2. zz"); code != 2 || !strings.Contains(errOut, `move 2 "zz"`) {
		t.Errorf("a bad move after numbers: status %d, %q; want move 2 named", code, errOut)
	}
}
