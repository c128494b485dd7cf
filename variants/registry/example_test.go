package registry_test

import (
	"fmt"

	"rollout/variants/registry"
)

// Finding a game by the name a person typed.
func ExampleLookup() {
	v, err := registry.Lookup("TicTacToe")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Title, v.Start().Encode())
	// Output:
	// Tic-tac-toe 3/3/3 x
}
