package variants_test

import (
	"reflect"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// An engine's proven move is written to PGN as the mate it is: the
// board said "Eval #-2 (White)" after Black's Qe1 and the PGN wrote
// [%eval -12.00], the clamp of a sure result, which lichess reads as
// twelve pawns. The rows' proofs go to the table as proof= (a key older
// readers skip) and come back, and the [%eval #-2] is dropped again on
// reading, as the table gives it. The mate is the position's after the
// move, as lichess counts it: Qe1 is the first move of a mate in 2, so
// its [%eval] is #-1 (it read #-2, the mate before the move); a file
// written so reads back the same.
func TestProvenMoveEvalIsAMate(t *testing.T) {
	r, err := variants.NewRecord(chess.Variant, "k7/8/8/8/8/1q6/7K/3q4 b - - 1 1")
	if err != nil {
		t.Fatal(err)
	}
	pos := r.Position()
	qe1, err := pos.DecodeMove("Qe1")
	if err != nil {
		t.Fatal(err)
	}
	kb8, _ := pos.DecodeMove("Kb8")
	table := &variants.Table{Player: "default", Rollouts: 785, Stopped: "proven", Chosen: qe1, Rows: []variants.Row{
		{Move: kb8, Text: "Kb8", Rollouts: 20, Wins: 20, Net: 20, Mean: 0.99997},
		{Move: qe1, Text: "Qe1", Rollouts: 18, Wins: 18, Net: 18, Mean: 0.99998, Note: "proven win", Proof: 3},
	}}
	if err := r.Play(qe1, "", table); err != nil {
		t.Fatal(err)
	}
	comment := r.AnnotatedComments()[0]
	if !strings.Contains(comment, "[%eval #-1]") || strings.Contains(comment, "12.00") || !strings.Contains(comment, " proof=0/3 ") {
		t.Fatalf("comment %q: want [%%eval #-1] and proof=0/3", comment)
	}
	back, _ := variants.NewRecord(chess.Variant, "k7/8/8/8/8/1q6/7K/3q4 b - - 1 1")
	if err := back.PlayAnnotated("Qe1", comment); err != nil {
		t.Fatal(err)
	}
	if got := back.Turn(0).Table; !reflect.DeepEqual(got, table) {
		t.Fatalf("read back %+v\nwant %+v", got, table)
	}
	if c := back.Turn(0).Comment; c != "" {
		t.Errorf("the [%%eval] stayed in the comment read back: %q", c)
	}
	old, _ := variants.NewRecord(chess.Variant, "k7/8/8/8/8/1q6/7K/3q4 b - - 1 1")
	if err := old.PlayAnnotated("Qe1", strings.Replace(comment, "#-1", "#-2", 1)); err != nil {
		t.Fatal(err)
	}
	if c := old.Turn(0).Comment; c != "" {
		t.Errorf("a file's [%%eval #-2] by the rule before stayed in the comment read back: %q", c)
	}
	row := " a8a7:10:5:0:5:0:0:0:0:0:0:]"
	for _, c := range []string{"[%rollout best=a8a7 proof=3/4" + row, "[%rollout best=a8a7 proof=x" + row,
		"[%rollout best=a8a7 proof=" + row, "[%rollout best=a8a7 proof=10001" + row} {
		bad, _ := variants.NewRecord(chess.Variant, "k7/8/8/8/8/1q6/7K/3q4 b - - 1 1")
		if err := bad.PlayAnnotated("Ka7", c); err == nil || bad.Len() != 0 || !strings.Contains(err.Error(), "proof=") {
			t.Errorf("%q: error %v, %d plies", c, err, bad.Len())
		}
	}
}

func TestProofMate(t *testing.T) {
	for proof, want := range map[int]int{0: 0, 1: 1, 3: 2, 5: 3, -2: -1, -4: -2} {
		if got := variants.ProofMate(proof); got != want {
			t.Errorf("ProofMate(%d) = %d, want %d", proof, got, want)
		}
	}
}

// ProofMateAfter counts the winner's moves left along the proven line:
// a mate in 3 (5 plies) played reads 2, and 2 again after the reply; a
// mating move leaves 0; a loss in 4 plies (mated in 2) keeps 2 after
// the move and 1 after the winner's.
func TestProofMateAfter(t *testing.T) {
	for _, c := range []struct{ proof, plies, want int }{
		{0, 1, 0}, {1, 0, 1}, {1, 1, 0}, {3, 1, 1}, {5, 0, 3}, {5, 1, 2}, {5, 2, 2}, {5, 3, 1}, {5, 5, 0},
		{-2, 0, -1}, {-2, 1, -1}, {-2, 2, 0}, {-4, 1, -2}, {-4, 2, -1}, {-4, 9, 0},
	} {
		if got := variants.ProofMateAfter(c.proof, c.plies); got != c.want {
			t.Errorf("ProofMateAfter(%d, %d) = %d, want %d", c.proof, c.plies, got, c.want)
		}
	}
}
