package connect4

import "testing"

// published are positions from Pascal Pons's test protocol for Connect
// Four solvers (blog.gamesolver.org, "02-test-protocol": the end, middle
// and beginning sets), each as the columns played from the empty board,
// 1 to 7, with its published score: positive when the side to move wins
// (the larger, the sooner), negative when it loses, 0 for a draw. They
// check the solver beyond what exhaustive search reaches in a test,
// including positions 4 to 14 stones from the start.
var published = []struct {
	moves string
	score int
}{
	// End of the game.
	{"2252576253462244111563365343671351441", -1},
	{"3575316255751336464276636772271112", -1},
	{"12514726155174536522772517671", -1},
	{"7422341735647741166133573473242566", 1},
	{"326615663752621323655335514271", 1},
	{"24617524315172127", 1},
	{"74425337641465475671176741236615215533", 0},
	{"34441157374153736716346556774311552222", 0},
	{"23163416124767223154467471272416755633", 0},
	{"7172212567451542223676134464437761515", 0},
	// Beginning, easy.
	{"43745416472735", -13}, {"32164625", 11}, {"6146", 18}, {"243335424257", 12},
	{"5512243243536", 13}, {"22144426444", 15}, {"265756512", -12}, {"65444437612", 13},
	{"17516442226766", 8}, {"7343363417254", 14}, {"74746315233", 15}, {"5654767662", 13},
	{"74642572132", 15}, {"51756773145177", -10}, {"165746146225", -11}, {"1562527227511", 13},
	{"42434653771434", 9}, {"1626434452343", 13}, {"6513243566177", 12}, {"43623536647361", 11},
	{"35544262", 12}, {"33375546411", -12}, {"427631264721", 10}, {"51615567", 15},
	{"543772563551", 14}, {"27534134362633", 10}, {"7234472553", 10}, {"6126741462153", 14},
	{"4737", 18}, {"7675456251", 13},
	// Beginning, medium.
	{"335662333565", -2}, {"157564142155", -5},
}

func TestValuePublished(t *testing.T) {
	for _, tt := range published {
		p := New()
		for i := range len(tt.moves) {
			m, err := p.DecodeMove(tt.moves[i : i+1])
			if err != nil {
				t.Fatalf("%s: move %d: %v", tt.moves, i+1, err)
			}
			p.Play(m)
		}
		want := 0
		switch {
		case tt.score > 0:
			want = 1
		case tt.score < 0:
			want = -1
		}
		if got := p.Value(); got != want {
			t.Errorf("%s (%s): Value = %d, published score %d", tt.moves, p.Encode(), got, tt.score)
		}
	}
}
