package engine

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// Under DrawsAll a move that repeats a position of the game is a draw
// inside the tree, worth -contemptWeight·eval to a side the evaluation
// says is winning: Black, a queen up, scores Ng8 (back to a position of
// the game) about -0.5 and plays something else. Under DrawsRepetition
// the same draw is worth 0, still below the queen's lead. Without
// draws the move is an ordinary move, scored by the evaluation.
func TestDrawsRepetitionAndContempt(t *testing.T) {
	rec, err := variants.Replay(chess.Variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1",
		strings.Fields("g8f6 g1f3 f6g8 f3g1 g8f6 g1f3"))
	if err != nil {
		t.Fatal(err)
	}
	pos := rec.Position()
	back, err := pos.(*chess.Position).DecodeMove("f6g8")
	if err != nil {
		t.Fatal(err)
	}
	backStats := func(draws DrawRules) MoveStats {
		p := mustPlayer(t, Config{Player: "uct", Estimator: Eval, Minimax: 0.5, Draws: draws, Workers: 1, Seed: 3,
			Budget: Budget{Rollouts: 3000}})
		res := search(t, p, pos)
		for _, m := range res.Moves {
			if m.Move == back {
				if draws != DrawsOff && res.Move == back {
					t.Errorf("with draws the winning side repeats: %s", res.MoveText)
				}
				return m
			}
		}
		t.Fatal("f6g8 not among the root moves")
		return MoveStats{}
	}
	with := backStats(DrawsAll)
	if with.Rollouts == 0 || with.Draws != with.Rollouts || math.Abs(with.Mean+contemptWeight*0.99) > 0.05 {
		t.Fatalf("with draws: Ng8 %d visits, %d draws, mean %.3f; want all draws at about %.2f",
			with.Rollouts, with.Draws, with.Mean, -contemptWeight*0.99)
	}
	reps := backStats(DrawsRepetition)
	if reps.Rollouts == 0 || reps.Draws != reps.Rollouts || reps.Mean != 0 {
		t.Fatalf("with repetitions: Ng8 %d visits, %d draws, mean %.3f; want all draws at 0",
			reps.Rollouts, reps.Draws, reps.Mean)
	}
	without := backStats(DrawsOff)
	if without.Rollouts > 0 && without.Mean < 0 {
		t.Fatalf("without draws: Ng8 mean %.3f, want the evaluation's (Black a queen up)", without.Mean)
	}
}

// A kept subtree whose root was a repetition draw below the last root
// is searched again as a root: the game went on into the repetition.
func TestDrawsKeptTreeRootWasDraw(t *testing.T) {
	rec, err := variants.Replay(chess.Variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
		strings.Fields("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6"))
	if err != nil {
		t.Fatal(err)
	}
	p := mustPlayer(t, Config{Player: "uct", Estimator: Eval, Minimax: 0.5, Draws: DrawsAll, Workers: 1, Seed: 1,
		Budget: Budget{Rollouts: 3000}})
	if _, err := p.Search(context.Background(), rec.Position(), nil); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"f3g1"} { // the repetition: a draw leaf of the last search
		if _, err := rec.PlayText(m); err != nil {
			t.Fatal(err)
		}
		res, err := p.Search(context.Background(), rec.Position(), nil)
		if err != nil || res.Rollouts == 0 {
			t.Fatalf("after %s: %v, %d iterations", m, err, res.Rollouts)
		}
	}
}

// A side that is losing seeks the repetition: White, a queen down, finds
// Ng1 (back to a position of the game) worth about +0.5, more than any
// move the evaluation scores.
func TestDrawsSeekWhenLosing(t *testing.T) {
	rec, err := variants.Replay(chess.Variant, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
		strings.Fields("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6"))
	if err != nil {
		t.Fatal(err)
	}
	pos := rec.Position()
	p := mustPlayer(t, Config{Player: "uct", Estimator: Eval, Minimax: 0.5, Draws: DrawsAll, Workers: 1, Seed: 1,
		Budget: Budget{Rollouts: 3000}})
	res := search(t, p, pos)
	if res.MoveText != "Ng1" {
		t.Fatalf("a queen down, White played %s, want the repetition Ng1", res.MoveText)
	}
}

// The fifty-move counter fades the evaluation from fiftyFree plies on
// under DrawsAll, not under DrawsRepetition.
func TestFiftyScale(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want float64
	}{
		{"4k3/8/8/8/8/8/8/Q3K3 w - - 0 60", 1},
		{"4k3/8/8/8/8/8/8/Q3K3 w - - 20 60", 1},
		{"4k3/8/8/8/8/8/8/Q3K3 w - - 60 60", 0.5},
		{"4k3/8/8/8/8/8/8/Q3K3 w - - 99 60", 1.0 / 80},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		tr := &tree{draws: p, fifty: true}
		if got := tr.fiftyScale(); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: scale %v, want %v", c.fen, got, c.want)
		}
		// DrawsRepetition keeps the whole evaluation.
		if got := (&tree{draws: p}).fiftyScale(); got != 1 {
			t.Errorf("%s: repetitions alone: scale %v, want 1", c.fen, got)
		}
	}
	if got := (&tree{}).fiftyScale(); got != 1 {
		t.Errorf("without draws: scale %v", got)
	}
}

// The rules read by name, and as the boolean flag they were; an unknown
// name is an error that quotes at most a line of it.
func TestParseDrawRules(t *testing.T) {
	for in, want := range map[string]DrawRules{"": DrawsOff, "false": DrawsOff, "off": DrawsOff, "true": DrawsAll, "all": DrawsAll, "Repetition": DrawsRepetition} {
		if got, err := ParseDrawRules(in); err != nil || got != want {
			t.Errorf("%q: %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseDrawRules(strings.Repeat("x", 5000)); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long unknown name: %v", err)
	}
}
