package connect4_test

import (
	"fmt"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
)

// A game read from its position text, a move typed as a column digit, and
// the solver's verdict, proven within a time limit.
func Example() {
	p, err := connect4.Parse("7/7/7/7/1ooo3/1xxx3 x")
	if err != nil {
		fmt.Println(err)
		return
	}
	if v, proven := p.SolveWithin(time.Minute); proven {
		fmt.Println("value for X:", v)
	}
	m, err := p.DecodeMove("5") // column e
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("X plays", p.EncodeMove(m, variants.Canonical))
	p.Play(m)
	fmt.Print(p)
	fmt.Println(p.Encode())
	_, err = p.DecodeMove("a")
	fmt.Println(err)
	// Output:
	// value for X: 1
	// X plays e
	// 6 . . . . . . .
	// 5 . . . . . . .
	// 4 . . . . . . .
	// 3 . . . . . . .
	// 2 . o o o . . .
	// 1 . x x x x . .
	//   a b c d e f g  first wins by four in a row
	// 7/7/7/7/1ooo3/1xxxx2 o
	// connect4: the game is over
}
