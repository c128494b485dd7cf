package chess

import (
	"testing"

	"rollout/variants"
)

// FuzzReadPGN: any text either reads or is an error, never a panic, and a
// game that reads writes back as PGN that reads to the same moves.
func FuzzReadPGN(f *testing.F) {
	f.Add(otherToolsPGN, 1)
	f.Add(otherToolsPGN, 2)
	f.Add("1. e4 {[%rollout player=flat n=2 stop=rollouts best=e2e4 vr=0 e2e4:1:1:0:0:1:0:1:0:0:0:]} e5 *", 1)
	f.Add("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 (1. e3 {x} (1. Kd1)) Kd7 $2 ; c\n%e\n1-0", 1)
	f.Fuzz(func(t *testing.T, text string, game int) {
		rec, _, err := ReadPGN(text, game)
		if err != nil {
			return
		}
		out, err := rec.PGN(nil)
		if err != nil {
			t.Fatalf("a game that read does not write: %v", err)
		}
		back, _, err := ReadPGN(out, 1)
		if err != nil {
			t.Fatalf("our own PGN does not read back: %v\n%s", err, out)
		}
		if back.Len() != rec.Len() || back.StartText() != rec.StartText() {
			t.Fatalf("read back %d moves from %s, want %d from %s\n%s", back.Len(), back.StartText(), rec.Len(), rec.StartText(), out)
		}
		for i := range rec.Len() {
			if back.Turn(i).Move != rec.Turn(i).Move {
				t.Fatalf("ply %d differs\n%s", i+1, out)
			}
		}
		_ = variants.ResultText(rec.Outcome())
	})
}
