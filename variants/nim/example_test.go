package nim_test

import (
	"fmt"

	"rollout/variants"
	"rollout/variants/nim"
)

// The default game, one move typed as heap:count, and the nim-sum verdict.
func Example() {
	p := nim.Start()
	fmt.Println(p.Encode(), "value:", p.Value())
	m, err := p.DecodeMove("4:2")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("first plays", p.EncodeMove(m, variants.Canonical))
	p.Play(m)
	fmt.Println(p.Encode(), "value:", p.Value(), "heaps:", p.Heaps())
	_, err = p.DecodeMove("1:2")
	fmt.Println(err)
	// Output:
	// 1/3/5/7 1 value: -1
	// first plays 4:2
	// 1/3/5/5 2 value: 1 heaps: [1 3 5 5]
	// nim: bad move "1:2": heap 1 has only 1 object
}
