package engine

import (
	"context"

	"rollout/variants"
)

// Game is the record of one game between two players: what the match
// command prints, what a PGN is written from, and what tests inspect.
type Game struct {
	// Start is the position text the game began from.
	Start string
	// Players are the players' names, indexed by Side (Players[First]
	// moved first).
	Players [2]string
	// Moves are the moves played, MoveTexts their display texts.
	Moves     []variants.Move
	MoveTexts []string
	// Results are the searches that chose the moves, one per ply.
	Results []Result
	// Outcome is how the game ended.
	Outcome variants.Outcome
}

// Plies is the game's length.
func (g *Game) Plies() int { return len(g.Moves) }

// PlayGame plays a game from start (which it does not modify) between
// players[First] and players[Second] until the rules end it, asking each
// player in turn for a move. Cancelling ctx abandons the game with
// ctx.Err().
func PlayGame(ctx context.Context, start variants.Position, players [2]Player) (Game, error) {
	pos := start.Clone()
	g := Game{Start: start.Encode(), Players: [2]string{players[0].Name(), players[1].Name()}}
	for {
		if o := pos.Outcome(); o.Over() {
			g.Outcome = o
			return g, nil
		}
		if err := ctx.Err(); err != nil {
			return g, err
		}
		res, err := players[pos.ToMove()].Search(ctx, pos, nil)
		if err != nil {
			return g, err
		}
		if err := ctx.Err(); err != nil {
			return g, err // a cancelled search's move is not a real move
		}
		g.Moves = append(g.Moves, res.Move)
		g.MoveTexts = append(g.MoveTexts, pos.EncodeMove(res.Move, variants.Display))
		g.Results = append(g.Results, res)
		pos.Play(res.Move)
	}
}

// Match describes a series of games between two configured players.
type Match struct {
	// A and B configure the two players; their Seeds are mixed with the
	// match seed and the game number.
	A, B Config
	// Games is the number of games; with the default Order A moves first
	// in the even-numbered ones (counting from 0), B in the odd ones.
	Games int
	// Order says who moves first: alternately (the default), or always
	// the same player, as in studies that report each order separately.
	Order Order
	// Seed is the match seed, from which every game's seeds derive.
	Seed uint64
	// Start is the position every game begins from.
	Start variants.Position
	// OnGame, if set, is called after each game with its index (from 0),
	// the record and who played A's side.
	OnGame func(i int, g Game, aSide variants.Side)
}

// Order is the move order of a match's games.
type Order uint8

// The move orders.
const (
	// Alternate lets A move first in even-numbered games, B in odd ones.
	Alternate Order = iota
	// AFirst lets A move first in every game.
	AFirst
	// BFirst lets B move first in every game.
	BFirst
)

// ParseOrder reads "alternate", "a" or "b".
func ParseOrder(s string) (Order, error) {
	switch s {
	case "alternate", "":
		return Alternate, nil
	case "a":
		return AFirst, nil
	case "b":
		return BFirst, nil
	}
	return Alternate, errorf("unknown move order %q (want alternate, a or b)", s)
}

// aFirst reports whether A moves first in game i.
func (o Order) aFirst(i int) bool {
	switch o {
	case AFirst:
		return true
	case BFirst:
		return false
	}
	return i%2 == 0
}

// gameSeed derives a player's seed for game i of a match: different for
// every game and for the two players, so that random players do not
// repeat one game N times, and reproducible from the match seed.
func gameSeed(matchSeed, playerSeed uint64, game int, player uint64) uint64 {
	return splitmix64(playerSeed ^ splitmix64(matchSeed^splitmix64(uint64(game)<<1|player)))
}

// Play plays the match and returns its tally. Each game gets freshly built
// players (so uct's tree reuse stays within a game).
func (m Match) Play(ctx context.Context) (MatchTally, error) {
	var mt MatchTally
	mt.Names = [2]string{m.A.Player, m.B.Player}
	for i := range m.Games {
		a, b := m.A, m.B
		a.Seed = gameSeed(m.Seed, m.A.Seed, i, 0)
		b.Seed = gameSeed(m.Seed, m.B.Seed, i, 1)
		pa, err := New(a)
		if err != nil {
			return mt, err
		}
		pb, err := New(b)
		if err != nil {
			return mt, err
		}
		mt.Names = [2]string{pa.Name(), pb.Name()}
		players, aSide := [2]Player{pa, pb}, variants.First
		if !m.Order.aFirst(i) {
			players, aSide = [2]Player{pb, pa}, variants.Second
		}
		g, err := PlayGame(ctx, m.Start, players)
		if err != nil {
			return mt, err
		}
		mt.add(g.Outcome, aSide)
		if m.OnGame != nil {
			m.OnGame(i, g, aSide)
		}
	}
	return mt, nil
}
