package engine

import (
	"testing"

	"rollout/variants/tictactoe"
)

// A temperature (a level's) may play another move than the player's own
// choice, and the result says when it did (Snapshot.Drawn): a table
// whose star sits below the row its order puts first can then say why.
// The same search without a temperature grows the same tree, so its
// move is the choice the drawn move replaced.
func TestTemperedMoveIsMarkedDrawn(t *testing.T) {
	pos := tictactoe.Variant.Start()
	drawn := 0
	for seed := range uint64(20) {
		base := Config{Player: "uct", Budget: Budget{Rollouts: 300}, Workers: 1, Seed: seed + 1}.ForGame(pos)
		plain := search(t, mustPlayer(t, base), pos)
		hot := base
		hot.Temperature, hot.TemperatureMargin = 1, 1
		res := search(t, mustPlayer(t, hot), pos)
		if plain.Drawn {
			t.Errorf("seed %d: no temperature, yet the move is marked drawn", seed+1)
		}
		if res.Drawn != (res.Move != plain.Move) {
			t.Errorf("seed %d: played %s, the choice %s; Drawn %v", seed+1, res.MoveText, plain.MoveText, res.Drawn)
		}
		if res.Drawn {
			drawn++
		}
	}
	if drawn == 0 {
		t.Fatal("no seed drew another move than the choice: the test shows nothing")
	}
}
