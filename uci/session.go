package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/chess"
)

// Name is what the engine calls itself in "id name".
const Name = "rollout"

// DefaultPlayer is the player a session starts with: the engine's
// default player, chess's strongest measured configuration (uct with the
// eval estimator, implicit minimax and priors; docs/strength.md). Player
// uct is pure Monte Carlo tree search.
const DefaultPlayer = engine.DefaultPlayer

// quitGrace is how long quit and the end of input wait for a running
// search to print its bestmove before the session ends regardless.
const quitGrace = 2 * time.Second

// Session is one UCI conversation: the options set so far, the game (start
// text and moves), the player kept for it and the running search, if any.
type Session struct {
	out     *bufio.Writer
	outMu   sync.Mutex
	outErr  error
	version string

	cfg     engine.Config // the options; each go brings its budget
	showWDL bool
	verbose bool
	// multiPV is the MultiPV option: how many root moves get an info
	// line each (1: the chosen move's alone).
	multiPV int

	start string   // the game's start position text ("" for startpos)
	moves []string // the moves played from it
	pos   variants.Position

	// player is kept between the go commands of one game (uct keeps its
	// tree); nil after ucinewgame, a setoption or a new game.
	player engine.Player

	// lastClock is the last clocked search, lag the lag the session plans
	// its clocked searches with (uci/clock.go): kept across games, since
	// it measures the machine, and decaying a move at a time.
	lastClock *clockedGo
	lag       time.Duration
	// moveLag is how late past their time the last go movetime searches
	// answered, from go's arrival to bestmove (engine.NextLag over them):
	// the next one searches that much less (movetimeBudget).
	moveLag time.Duration

	cancel context.CancelFunc
	done   chan struct{} // closed once the running search has printed bestmove

	// ponder is the running go ponder's (nil when the search is not a
	// ponder): the go to run on ponderhit and the flag that tells the
	// pondering search to end without a bestmove (uci/ponder.go).
	ponder *ponderGo

	// maxRollouts, when positive, caps every search at that many rollouts
	// and no time limit: tests and fuzzing get quick, deterministic gos.
	maxRollouts int64
	// level is the Level option: a level of play (engine.SkillLevel)
	// the searches play, 0 for none.
	level int
	// limitStrength and elo are UCI_LimitStrength and UCI_Elo: while
	// limitStrength is on, the level played is the one elo names
	// (playedLevel), whatever level says.
	limitStrength bool
	elo           int
	// onResult, when set, sees every finished search (tests).
	onResult func(engine.Result)
	// debug is UCI's debug mode (debug on): each search's time plan
	// (go movetime's split, the clock's allotment) is said in an info
	// string. Off by default, since an adapter such as polyglot shows
	// every info string in a GUI's thinking output as a line of depth 1.
	debug bool
}

// setDebug reads debug's argument: on or off; debug alone is on.
func (s *Session) setDebug(args []string) {
	switch {
	case len(args) == 0 || len(args) == 1 && args[0] == "on":
		s.debug = true
	case len(args) == 1 && args[0] == "off":
		s.debug = false
	default:
		s.printf("info string debug takes on or off, not %s; unchanged", clip.Quote(strings.Join(args, " ")))
	}
}

// NewSession returns a session that writes to out, with the default player
// and the start position.
func NewSession(out io.Writer, version string) *Session {
	s := &Session{
		out:     bufio.NewWriter(out),
		version: version,
		cfg:     engine.Config{Player: DefaultPlayer, Seed: 1},
		showWDL: true,
		multiPV: 1,
		pos:     chess.Variant.Start(),
	}
	_, s.elo = eloRange()
	return s
}

// Run reads commands from in until quit or the end of input, and returns
// the first error writing the output (nil on a clean end). An input line
// over MaxLine is skipped with an info string; a read error other than
// the end of input is reported in an info string before the session ends.
func Run(in io.Reader, out io.Writer, version string) error {
	s := NewSession(out, version)
	lr := newLineReader(in)
	for {
		line, err := lr.next()
		var long errLineTooLong
		switch {
		case errors.As(err, &long):
			s.printf("info string %v", err)
			continue
		case errors.Is(err, io.EOF):
			return s.quit()
		case err != nil:
			s.printf("info string reading input: %v; ending the session", err)
			return s.quit()
		}
		if !s.Handle(line) {
			return s.quit()
		}
		if err := s.writeErr(); err != nil {
			s.quit()
			return err
		}
	}
}

// printf writes one protocol line and flushes it: a GUI waits for each.
func (s *Session) printf(format string, args ...any) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	if s.outErr != nil {
		return
	}
	fmt.Fprintf(s.out, format+"\n", args...)
	s.outErr = s.out.Flush()
}

func (s *Session) writeErr() error {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	return s.outErr
}

// Handle executes one command line and reports whether the session goes on.
func (s *Session) Handle(line string) bool {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return true
	}
	switch fields[0] {
	case "uci":
		s.printf("id name %s %s", Name, s.version)
		s.printf("id author the rollout team")
		for _, o := range options {
			s.printf("option name %s %s", o.name, o.decl())
		}
		s.printf("uciok")
	case "isready":
		s.printf("readyok")
	case "setoption":
		s.stop()
		s.setOption(fields[1:])
	case "ucinewgame":
		s.stop()
		s.start, s.moves, s.pos, s.player = "", nil, chess.Variant.Start(), nil
	case "position":
		s.stop()
		s.position(fields[1:])
	case "go":
		s.stop()
		s.goSearch(fields[1:])
	case "stop":
		s.stop()
	case "quit":
		return false
	case "ponderhit":
		s.ponderhit()
	case "d":
		// Stockfish's debugging command: the board, its FEN and whether a
		// rule has ended the game, so a person or a test can see what
		// position the session holds.
		for _, l := range strings.Split(strings.TrimRight(s.pos.String(), "\n"), "\n") {
			s.printf("%s", l)
		}
		s.printf("Fen: %s", s.pos.Encode())
		outcome := "ongoing"
		if o := s.pos.Outcome(); o.Over() {
			outcome = chess.Variant.OutcomeText(o)
		}
		s.printf("Outcome: %s", outcome)
	case "debug":
		s.setDebug(fields[1:])
	case "register":
		// Accepted and ignored: nothing to register.
	default:
		s.printf("info string unknown command %s", clip.Quote(fields[0]))
	}
	return true
}

// stop cancels the running search and waits until it has printed bestmove.
func (s *Session) stop() {
	if s.cancel == nil {
		return
	}
	s.cancel()
	<-s.done
	s.cancel, s.done, s.ponder = nil, nil, nil
}

// errEnded marks the output of a session that has ended: a search that
// outlives quit writes nothing more.
var errEnded = errors.New("uci: the session has ended")

// quit cancels the running search and gives it quitGrace to print its
// bestmove: the session ends promptly whatever the search does. It closes
// the output to later writes and returns the first write error, if any.
func (s *Session) quit() error {
	if s.cancel != nil {
		s.cancel()
		select {
		case <-s.done:
		case <-time.After(quitGrace):
		}
		s.cancel, s.done = nil, nil
	}
	s.outMu.Lock()
	defer s.outMu.Unlock()
	err := s.outErr
	if err == nil {
		s.outErr = errEnded
	}
	return err
}
