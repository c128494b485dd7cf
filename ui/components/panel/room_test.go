package panel

import (
	"math"
	"testing"

	"rollout/ui/kit"
)

// countRoom and wdlRoom keep room for every count up to their bound,
// measured against the text kit.CountText writes for each count from 0
// to 1.2M (and W/D/L's three counts for sums up to 3,500), and are not
// wider than the widest such text by more than a character.
func TestRoomFitsEveryCount(t *testing.T) {
	const upTo = 1_200_000
	// wide[n] is the width of n's text, widest[n] the widest from 0 to n.
	wide, widest := make([]int, upTo+1), make([]int, upTo+1)
	w := 0
	for n := range int64(upTo + 1) {
		wide[n] = len(kit.CountText(n))
		w = max(w, wide[n])
		widest[n] = w
		if n == 0 {
			continue // no bound
		}
		if got := countRoom(n); got < w || got > w+1 {
			t.Fatalf("countRoom(%d) = %d; the counts up to it are at most %d wide", n, got, w)
		}
	}
	// Beyond the brute force, every count near where a format or a unit
	// begins, up to the largest int64: the room for counts up to it, and
	// the room kept without a bound, hold its text ("100.1M" had 6).
	for p := int64(1); ; p *= 10 {
		for m := int64(1); m <= 10 && m <= math.MaxInt64/p; m++ {
			for _, n := range []int64{m * p, m*p - 1, m*p - p/200, m*p - p/2000, m*p - p/20000, m*p + p/200} {
				if text := kit.CountText(n); n > 0 && (countRoom(n) < len(text) || countMost < len(text)) {
					t.Errorf("count %d: %q; countRoom %d, countMost %d", n, text, countRoom(n), countMost)
				}
			}
		}
		if p > math.MaxInt64/10 {
			break
		}
	}
	for _, most := range []int64{1, 9, 29, 30, 120, 299, 300, 999, 1000, 1049, 1050, 1200, 2000, 2100, 3000, 3500} {
		want := 0
		for a := range most + 1 {
			for b := range most - a + 1 {
				// the widest third count that keeps the sum within most
				want = max(want, wide[a]+wide[b]+widest[most-a-b]+2)
			}
		}
		if got := wdlRoom(most); got < want || got > want+1 {
			t.Errorf("wdlRoom(%d) = %d; the widest W/D/L of counts summing to at most it is %d", most, got, want)
		}
	}
	if countRoom(0) != countMost || wdlRoom(0) != 3*countMost+2 {
		t.Errorf("no bound: countRoom %d, wdlRoom %d; want the widest, %d and %d", countRoom(0), wdlRoom(0), countMost, 3*countMost+2)
	}
}
