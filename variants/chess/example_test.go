package chess_test

import (
	"fmt"

	"rollout/variants"
	"rollout/variants/chess"
)

// A position from FEN, a move from SAN, its UCI and SAN texts, the outcome
// and a perft count.
func Example() {
	p, err := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"f3", "e7e5", "g4", "Qh4#"} {
		m, err := p.DecodeMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(p.EncodeMove(m, variants.Canonical), p.EncodeMove(m, variants.Display))
		p.Play(m)
	}
	fmt.Println(p.Outcome())
	_, err = p.DecodeMove("e2e4")
	fmt.Println(err)
	fmt.Println(chess.NewPosition().Perft(4))
	// Output:
	// f2f3 f3
	// e7e5 e5
	// g2g4 g4
	// d8h4 Qh4#
	// second wins by checkmate
	// chess: illegal move "e2e4": not a legal move here
	// 197281
}
