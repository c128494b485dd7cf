package variants

import "testing"

func TestEncodeRanks(t *testing.T) {
	board := []string{ // top rank first, '.' empty
		"r..k",
		"....",
		".P.#",
	}
	cell := func(f, r int) byte {
		c := board[len(board)-1-r][f]
		if c == '.' {
			return 0
		}
		return c
	}
	if got, want := EncodeRanks(4, 3, cell), "r2k/4/1P1#"; got != want {
		t.Fatalf("EncodeRanks = %q, want %q", got, want)
	}
	wide := func(f, r int) byte { return 0 }
	if got, want := EncodeRanks(12, 1, wide), "12"; got != want {
		t.Fatalf("a run of 12 empty squares: %q, want %q", got, want)
	}
}
