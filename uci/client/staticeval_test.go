package client

import (
	"os"
	"strings"
	"testing"
)

// StaticEval reads Stockfish's "Final evaluation" line, in pawns from
// White's side, as centipawns for the side to move; an engine without
// the eval command is an error.
func TestStaticEval(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"good", "illegal"} {
		t.Setenv(fakeEnv, mode)
		spec, err := ParseSpec("uci:" + self + ",timeout=60s")
		if err != nil {
			t.Fatal(err)
		}
		e, err := Start(spec)
		if err != nil {
			t.Fatal(err)
		}
		white, errW := e.StaticEval("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1")
		black, errB := e.StaticEval("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
		e.Close()
		if mode == "illegal" {
			if errW == nil || !strings.Contains(errW.Error(), "no static evaluation") {
				t.Fatalf("an engine without eval: %d, %v", white, errW)
			}
			continue
		}
		if errW != nil || errB != nil || white != 35 || black != -35 {
			t.Fatalf("StaticEval: %d %v, %d %v; want 35 and -35", white, errW, black, errB)
		}
	}
}
