package match

import (
	"context"
	"fmt"
	"io"

	"rollout/engine"
	"rollout/variants"
)

// Match describes a series of games between two configured players.
type Match struct {
	// A and B configure the two players; their Seed fields are ignored:
	// every game's seeds derive from the match seed (see Play).
	A, B engine.Config
	// Games is the number of games of the whole match; with the default
	// Order A moves first in the even-numbered ones (counting from 0), B
	// in the odd ones.
	Games int
	// Shard, if set, plays only this shard's share of the games.
	Shard Shard
	// Order says who moves first: alternately (the default), or always
	// the same player, as in studies that report each order separately.
	Order Order
	// Seed is the match seed: game i is played with the game seed
	// engine.GameSeed(Seed, i), each side with engine.PlayerSeed of it.
	Seed uint64
	// Start is the position every game begins from, unless Openings are
	// given.
	Start variants.Position
	// Openings, if set, are the start positions instead of Start: games
	// 2k and 2k+1 (a pair) both begin from opening k (cycling through
	// them when the match has more pairs than openings), A moving first
	// in one and second in the other, so neither player keeps the better
	// side of an unbalanced opening. Order must be Alternate.
	Openings []variants.Position
	// SPRT, if set, is tested after every game (every pair with
	// Openings): the match stops, short of Games, once it decides.
	SPRT *SPRT
	// OnGame, if set, is called after each game.
	OnGame func(Game)
	// NewPlayer builds the players; nil means engine.New. The cli passes
	// one that also knows external UCI engines ("uci:stockfish"). A player
	// that is an io.Closer (an engine process) is closed after its game.
	NewPlayer func(engine.Config) (engine.Player, error)
}

// Game is one finished game of a match.
type Game struct {
	// Index is the game's number in the whole match, from 0.
	Index int
	// Seed is the game seed: `rollout analyze` or the TUI given -seed Seed
	// and the same players and budgets replay the game.
	Seed uint64
	// ASide is the side A played (First: White, X), AFirst whether A
	// moved first: A moves first as Black after "-moves e2e4".
	ASide  variants.Side
	AFirst bool
	// Players are the players' names by side (Players[First] is White).
	Players [2]string
	// Record is the game, with each engine turn's table.
	Record *variants.Record
	// Tally is the match's tally with this game counted.
	Tally Tally
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
	return Alternate, fmt.Errorf("match: unknown move order %q (want alternate, a or b)", s)
}

// AMovesFirst reports whether A moves first in game i.
func (o Order) AMovesFirst(i int) bool {
	return o == AFirst || o == Alternate && i%2 == 0
}

// ASide is the side A plays in game i when every game starts with toMove
// to move: that side when A moves first, else the other. It is the one
// rule for it: the match, its JSON lines and PGN tags, and a series
// watched in the TUI (ui/game.Series) all take A's side from here, so a
// series replays headless with the same seed.
func (o Order) ASide(i int, toMove variants.Side) variants.Side {
	if o.AMovesFirst(i) {
		return toMove
	}
	return toMove.Other()
}

// Play plays the match (or its shard) and returns its tally. Each game
// gets freshly built players (so uct's tree reuse stays within a game).
//
// With Openings the tally also counts the game pairs (Tally.Pairs), and
// with an SPRT the match ends once the test decides: after any game when
// games are the samples, after a complete pair when pairs are.
func (m Match) Play(ctx context.Context) (Tally, error) {
	var mt Tally
	mt.Paired = len(m.Openings) > 0
	if mt.Paired && m.Order != Alternate {
		return mt, fmt.Errorf("match: openings are played in pairs, A first in one game and second in the other: the order must alternate")
	}
	lo, hi := m.Shard.Range(m.Games)
	var first float64 // A's score in the pair's first game
	for i := lo; i < hi; i++ {
		g, err := m.play(ctx, i)
		if err != nil {
			return mt, err
		}
		o := g.Record.Outcome()
		mt.Add(o, g.ASide, g.AFirst)
		score := (float64(o.ScoreFor(g.ASide)) + 1) / 2
		pairDone := false
		if mt.Paired {
			if i%2 == 0 {
				first = score
			} else if i > lo { // a shard starting mid-pair has no first half
				mt.Pairs.Add(first, score)
				pairDone = true
			}
		}
		g.Tally = mt
		if m.OnGame != nil {
			m.OnGame(g)
		}
		if m.SPRT != nil && (pairDone || !mt.Paired) && m.SPRT.Verdict(m.SPRT.LLR(mt)) != Continue {
			break
		}
	}
	return mt, nil
}

// play plays game i.
func (m Match) play(ctx context.Context, i int) (Game, error) {
	start := m.StartOf(i)
	g := Game{Index: i, Seed: engine.GameSeed(m.Seed, i), AFirst: m.Order.AMovesFirst(i), ASide: m.Order.ASide(i, start.ToMove())}
	var cfgs [2]engine.Config
	cfgs[g.ASide], cfgs[g.ASide.Other()] = m.A, m.B
	newPlayer := m.NewPlayer
	if newPlayer == nil {
		newPlayer = engine.New
	}
	var players [2]engine.Player
	defer func() {
		for _, p := range players {
			if c, ok := p.(io.Closer); ok {
				c.Close()
			}
		}
	}()
	for s, cfg := range cfgs {
		cfg.Seed = engine.PlayerSeed(g.Seed, variants.Side(s))
		p, err := newPlayer(cfg.ForGame(start))
		if err != nil {
			return g, err
		}
		players[s] = p
		g.Players[s] = p.Name()
	}
	rec, err := engine.PlayGame(ctx, start, players)
	g.Record = rec
	if err != nil {
		return g, fmt.Errorf("game %d: %w", i+1, err)
	}
	return g, nil
}

// StartOf is the position game i begins from: Start, or with Openings
// the opening of the pair i/2.
func (m Match) StartOf(i int) variants.Position {
	if len(m.Openings) == 0 {
		return m.Start
	}
	return m.Openings[(i/2)%len(m.Openings)]
}
