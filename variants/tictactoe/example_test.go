package tictactoe_test

import (
	"fmt"

	"rollout/variants"
	"rollout/variants/tictactoe"
)

// A game read from its position text, a move typed as a keypad digit, and
// the solver's verdict.
func Example() {
	p, err := tictactoe.Parse("3/1x1/o2 x")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := p.DecodeMove("3") // top right
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("X plays", p.EncodeMove(m, variants.Canonical))
	p.Play(m)
	fmt.Print(p)
	fmt.Println(p.Encode(), "value for O:", p.Value())
	_, err = p.DecodeMove("b2")
	fmt.Println(err)
	// Output:
	// X plays c3
	// 3 . . x
	// 2 . x .
	// 1 o . .
	//   a b c  o to move
	// 2x/1x1/o2 o value for O: 0
	// tictactoe: square b2 is taken
}
