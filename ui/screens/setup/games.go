package setup

import (
	"fmt"
	"slices"
)

// The setup screen's Games row: how many games two engines play in a
// series (the play screen's), alternating colours with match's seeds and the
// running score on screen. The row is offered in the watch mode only
// (two engines); otherwise it is hidden and a game is a single game.

// gameCounts are the row's choices; -games N from the command line joins
// them if it is not one.
var gameCounts = []int{1, 2, 4, 10, 20, 50, 100}

// gamesChoices returns the choices with n among them, in order.
func gamesChoices(n int) []int {
	out := slices.Clone(gameCounts)
	if n > 1 && !slices.Contains(out, n) {
		out = append(out, n)
		slices.Sort(out)
	}
	return out
}

// games is the number of games the screen asks for: the row's choice in
// the watch mode, else one.
func (s *Model) games() int {
	if s.mode() != "watch" {
		return 1
	}
	return s.counts[s.count]
}

// cycleGames steps the row's choice by d, wrapping around.
func (s *Model) cycleGames(d int) {
	n := len(s.counts)
	s.count = ((s.count+d)%n + n) % n
}

// gamesRow draws the Games row (the caller shows it in the watch mode
// only) and its note.
func (s Model) gamesRow(choice func(field, string) string) (value, note string) {
	n := s.counts[s.count]
	if n == 1 {
		return choice(fieldGames, "1"), "a single game"
	}
	return choice(fieldGames, fmt.Sprint(n)), "a series: colours alternate, the score on screen"
}
