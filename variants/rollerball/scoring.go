package rollerball

import "rollout/variants"

// Scores returns the two end-of-game scores of RULES.md, indexed by side
// (White first), as the course graded a game:
//
//   - margin: the value of each side's remaining pieces, bishop 5, rook 3,
//     pawn 1, king 0 (13 at the start);
//   - victory: with n = winnerMoves, the moves the winner played, the winner
//     gets 100 - (5*floor(n/20) + min(10, n)) and the loser 100 minus that;
//     a draw gives 40 each; an ongoing game gives 0 each.
//
// The winner's move count comes from the game record; MovesBy derives it
// from a ply count for a game played from the start.
func Scores(p *Position, o variants.Outcome, winnerMoves int) (margin, victory [2]int) {
	var value = [...]int{king: 0, rook: 3, bishop: 5, pawn: 1}
	for _, c := range p.b.mail {
		if c != empty {
			margin[colourOf(c)] += value[kindOf(c)]
		}
	}
	switch o.Result {
	case variants.Draw:
		victory = [2]int{40, 40}
	case variants.FirstWins, variants.SecondWins:
		w, _ := o.Winner()
		n := max(winnerMoves, 0)
		win := 100 - (5*(n/20) + min(10, n))
		victory[w] = win
		victory[w.Other()] = 100 - win
	}
	return margin, victory
}

// MovesBy returns how many moves side s has played after ply plies of a
// game that White started.
func MovesBy(ply int, s variants.Side) int {
	if s == variants.First {
		return (ply + 1) / 2
	}
	return ply / 2
}
