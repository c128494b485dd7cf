package cli

import (
	"strings"
	"testing"
)

// perft -pgn says, as analyze does, when the file's moves go on after a
// game-ending rule; and the reader's refusals reach the user (issue 20
// items 11, 15, 16).
func TestPerftPGNNotes(t *testing.T) {
	// Threefold repetition at ply 8, then two more moves.
	rep := writeTemp(t, "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 *\n")
	for _, cmd := range []string{"perft", "analyze"} {
		args := []string{cmd, "-pgn", rep, "-depth", "1"}
		if cmd == "analyze" {
			args = []string{cmd, "-pgn", rep, "-rollouts", "10"}
		}
		_, _, errOut := run(t, args...)
		if !strings.Contains(errOut, "read 8 of 10 moves") {
			t.Errorf("%s: stderr %q; want the note of the dropped moves", cmd, errOut)
		}
	}
	bom := writeTemp(t, "bom.pgn", "\ufeff1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 *\n")
	if code, out, errOut := run(t, "perft", "-pgn", bom, "-depth", "1"); code != 0 || !strings.Contains(out, "Nodes searched") {
		t.Errorf("BOM and 0-0: exit %d, %q %q", code, out, errOut)
	}
	atomic := writeTemp(t, "atomic.pgn", "[Variant \"Atomic\"]\n1. e4 e5 *\n")
	if code, _, errOut := run(t, "perft", "-pgn", atomic, "-depth", "1"); code != 2 || !strings.Contains(errOut, `variant "Atomic" is not supported`) {
		t.Errorf("Atomic: exit %d, %q", code, errOut)
	}
}
