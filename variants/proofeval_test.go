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
// reading, as the table gives it.
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
	if !strings.Contains(comment, "[%eval #-2]") || strings.Contains(comment, "12.00") || !strings.Contains(comment, " proof=0/3 ") {
		t.Fatalf("comment %q: want [%%eval #-2] and proof=0/3", comment)
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
