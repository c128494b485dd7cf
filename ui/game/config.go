package game

import (
	"strings"
	"time"

	"rollout/engine"
	"rollout/match"
	"rollout/ui/autosave"
	"rollout/variants"
)

// GameConfig is what the setup screen (or the command line) decides: the
// game, its position and who plays; which screen opens on it is the
// nav.Mode beside it (nav.StartGameMsg).
type GameConfig struct {
	Variant *variants.Variant
	// Start is the parsed start position text; nil means the variant's.
	Start  variants.Position
	Moves  []string
	Sides  [2]SideOptions
	Seed   uint64
	OutDir string
	// Record, when set, is the game to continue (a PGN file, a resumed
	// save) with its engine tables; start and moves are then unused.
	Record *variants.Record
	// StateDir is the autosave directory ("" for none) and Saves the
	// queue of its writes: the program's one Saver, shared by its games
	// so their writes run in order (the root's; nil saves nothing).
	// Resumed says the game comes from the resume slot with its own seed.
	StateDir string
	Saves    *autosave.Saver
	Resumed  bool
	// ID tells this game's saves from another game's (autosaver.go): new
	// for each game, kept through a resume.
	ID string
	// Series is the running series of engine games this game belongs
	// to, or nil; pause is the speed control's pause between engine
	// moves (nil: play.autoplayPause). See ui/screens/play/series.go.
	Series *Series
	Pause  *time.Duration
	// TimeControl is the game's clock (-tc, the setup screen's Clock
	// row); the zero value is untimed. A game that has clocks already
	// (Record's, resumed) keeps them.
	TimeControl variants.TimeControl
	// Clocks, when set, are the clocks a new game opens with instead of
	// fresh ones, as the players' boards have them now: a watched
	// game's, and the invitee's (classroom.Invitation.Config: the
	// inviter's clock has run since their game began). Being the other
	// boards' own, none is held for a classmate's first move.
	Clocks *variants.ClockState
	// Games > 1 asks for a series of that many games (two engines).
	Games int
	// HidePaths keeps the machine's paths from the person (rollout
	// serve): messages name OutDir "games" and StateDir "~" (Shown).
	HidePaths bool
}

// Shown is a message as the person may see it: with HidePaths, OutDir
// and StateDir in it are replaced by the names the person knows them by,
// so a server's paths (users/ID/games/…) never reach its clients.
func (c GameConfig) Shown(text string) string {
	if !c.HidePaths {
		return text
	}
	return HidePaths(text, c.OutDir, c.StateDir)
}

// HidePaths replaces, in text, the output directory outDir by "games"
// and the state directory stateDir by "~" (either may be "": kept).
// outDir is replaced first, as it may lie inside stateDir.
func HidePaths(text, outDir, stateDir string) string {
	for _, r := range [][2]string{{outDir, "games"}, {stateDir, "~"}} {
		if dir := strings.TrimRight(r[0], "/"); dir != "" {
			text = strings.ReplaceAll(text, dir, r[1])
		}
	}
	return text
}

// Series is a running series of engine games, carried from game to game.
type Series struct {
	Games int // in all
	Index int // the game being played, from 0
	// A and B are the two engines as the series began: A played the
	// first side in game 0 and alternates.
	A, B  engine.Config
	Seed  uint64 // the series' seed; game i's is engine.GameSeed(seed, i)
	Tally match.Tally
	// Counted says the current game's result is in the tally.
	Counted bool
}

// NewSeries starts a series of n games from the configured sides.
func NewSeries(n int, sides [2]SideOptions, seed uint64) *Series {
	return &Series{Games: n, A: sides[0].Engine, B: sides[1].Engine, Seed: seed}
}

// AFirst reports whether A moves first in the current game.
func (s *Series) AFirst() bool { return match.Alternate.AMovesFirst(s.Index) }

// ASide is the side A plays in the current game, whose start has toMove
// to move: the match command's rule (match.Order.ASide), so A moves
// first as Black after 1. e4 as it does in `rollout match`.
func (s *Series) ASide(toMove variants.Side) variants.Side {
	return match.Alternate.ASide(s.Index, toMove)
}

// GameConfig is the configuration of the series' current game.
func (s *Series) GameConfig(base GameConfig) GameConfig {
	cfg := base
	cfg.Seed = engine.GameSeed(s.Seed, s.Index)
	a := s.ASide(base.ToMove())
	cfg.Sides[a], cfg.Sides[a.Other()] = SideOptions{Engine: s.A}, SideOptions{Engine: s.B}
	cfg.Series = s
	cfg.Record = nil // a fresh game
	return cfg
}

// SideOptions says who plays one side.
type SideOptions struct {
	// Human is true when a person plays this side; Engine is then unused.
	Human bool
	// Engine configures the engine that plays this side: Engine.Player
	// names the algorithm, Engine.Budget bounds each move's search.
	Engine engine.Config
}

// saved returns the series' state for the resume slot, so a game of a
// series resumes as that game of the series, with the score so far and the
// games to come, rather than as a single game; nil for no series.
func (s *Series) saved() *autosave.Series {
	if s == nil {
		return nil
	}
	return &autosave.Series{Games: s.Games, Index: s.Index, A: s.A, B: s.B, Seed: s.Seed, Tally: s.Tally}
}

// SeriesFromSave rebuilds the running series from its save, its current
// game not yet counted (a saved game is unfinished); nil for none or for a
// save that does not make sense (then the game resumes on its own).
func SeriesFromSave(ss *autosave.Series) *Series {
	if !ss.Valid() {
		return nil
	}
	return &Series{Games: ss.Games, Index: ss.Index, A: ss.A, B: ss.B, Seed: ss.Seed, Tally: ss.Tally}
}

// Snapshot builds the save of a game at now: its start, moves and
// comments, sides, seed, ID and series.
func Snapshot(rec *variants.Record, cfg GameConfig, now time.Time) autosave.Game {
	s := autosave.Game{Version: autosave.Version, Saved: now.UTC(), Variant: rec.Variant().Name, Start: rec.StartText(),
		Sides: [2]autosave.Side{autosave.Side(cfg.Sides[0]), autosave.Side(cfg.Sides[1])}, Seed: cfg.Seed, ID: cfg.ID, Series: cfg.Series.saved()}
	comments := rec.AnnotatedComments()
	for i, t := range rec.Turns() {
		s.Moves = append(s.Moves, autosave.Move{Move: t.Canonical, Comment: comments[i], NAG: t.NAG})
	}
	if c := rec.Clocks(); c != nil {
		state := c.State(now)
		s.Clock = &state
	}
	return s
}

// Line is the game the configuration describes, as a new record: a copy
// of Record when it is set, else the start position (the variant's when
// Start is nil) after Moves; a move that does not read or is illegal is
// an error naming it.
func (c GameConfig) Line() (*variants.Record, error) {
	if c.Record != nil {
		return c.Record.Clone(), nil
	}
	start := c.Start
	if start == nil {
		start = c.Variant.Start()
	}
	return NewRecord(start, c.Moves)
}

// ToMove is the side to move in the configuration's game at its start
// (after Moves): the first side when the game does not read (New then
// refuses it with the reason).
func (c GameConfig) ToMove() variants.Side {
	rec, err := c.Line()
	if err != nil {
		return variants.First
	}
	return rec.Position().ToMove()
}

// PlayerConfig is the configuration the engine of side is built with
// for a game at pos: its seed, if it has none, derived from the game's
// as analyze, match and uci derive it (one seed, one position, one
// budget give the same move everywhere), and the game's defaults
// (engine.Config.ForGame). The play screen builds its players with it,
// and the root's check of external engines (ui/handshake) starts the
// very players the game then plays.
func (c GameConfig) PlayerConfig(side variants.Side, pos variants.Position) engine.Config {
	ec := c.Sides[side].Engine
	if ec.Seed == 0 {
		ec.Seed = engine.PlayerSeed(c.Seed, side)
	}
	return ec.ForGame(pos)
}

// EngineSide is the engine whose settings a study or an analysis of the
// configuration takes: the second side's, or the first's when a person
// plays second.
func (c GameConfig) EngineSide() engine.Config {
	if c.Sides[1].Human {
		return c.Sides[0].Engine
	}
	return c.Sides[1].Engine
}
