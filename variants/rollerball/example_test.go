package rollerball_test

import (
	"fmt"

	"rollout/variants"
	"rollout/variants/rollerball"
)

// Play a move from its text, then count the replies.
func Example() {
	p := rollerball.Start()
	m, err := p.DecodeMove("c2b3")
	if err != nil {
		fmt.Println(err)
		return
	}
	p.Play(m)
	fmt.Println(p.Encode())
	fmt.Println(len(p.LegalMoves(nil)), "replies;", variants.Perft(p, 2), "two-ply lines")
	_, err = p.DecodeMove("c2c3")
	fmt.Println(err)
	// Output:
	// 2rbp2/2rkp2/2###2/2###2/1P###2/3KR2/2PBR2 b 1
	// 7 replies; 56 two-ply lines
	// rollerball: move "c2c3": c3 is a hole square
}
