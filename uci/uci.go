// Package uci speaks the Universal Chess Interface on a pair of streams, so
// chess GUIs and tournament managers (cutechess, Arena, ...) can run the
// rollout engines. It understands uci, isready, setoption, ucinewgame,
// position, go (movetime, wtime/btime/winc/binc/movestogo, nodes,
// infinite), stop and quit; anything else is answered with an info string
// and ignored, as the protocol asks. A closed input ends the session
// cleanly; a closed output stops it without a panic.
package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// Name is what the engine calls itself in "id name".
const Name = "rollout"

// Session is one UCI conversation: the options set so far, the current
// position and the running search, if any.
type Session struct {
	out     *bufio.Writer
	outMu   sync.Mutex
	outErr  error
	version string

	cfg   engine.Config
	pos   variants.Position
	moves []string

	cancel context.CancelFunc
	done   chan struct{} // closed when the running search has printed bestmove
}

// NewSession returns a session that writes to out, with the flat player and
// the start position.
func NewSession(out io.Writer, version string) *Session {
	return &Session{
		out:     bufio.NewWriter(out),
		version: version,
		cfg:     engine.Config{Player: "flat", Seed: 1},
		pos:     chess.Variant.Start(),
	}
}

// Run reads commands from in until quit or the end of input, and returns
// the first error writing the output (nil on a clean end).
func Run(in io.Reader, out io.Writer, version string) error {
	s := NewSession(out, version)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<20) // long "position ... moves" lines
	for sc.Scan() {
		if !s.Handle(sc.Text()) {
			break
		}
		if err := s.writeErr(); err != nil {
			s.stop()
			return err
		}
	}
	s.stop()
	return s.writeErr()
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
		s.printf("option name Player type combo default flat var %s", strings.Join(rolloutPlayers(), " var "))
		s.printf("option name Threads type spin default 0 min 0 max 256")
		s.printf("option name Estimator type combo default plain var plain var rb")
		s.printf("option name Seed type spin default 1 min 0 max 2147483647")
		s.printf("option name PlyCap type spin default 450 min 1 max 10000")
		s.printf("uciok")
	case "isready":
		s.printf("readyok")
	case "setoption":
		s.setOption(fields[1:])
	case "ucinewgame":
		s.stop()
		s.pos, s.moves = chess.Variant.Start(), nil
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
	case "debug", "register", "ponderhit":
		// Accepted and ignored: the engine neither debugs nor ponders.
	default:
		s.printf("info string unknown command %q", fields[0])
	}
	return true
}

// rolloutPlayers lists the players that search (perfect cannot play chess).
func rolloutPlayers() []string {
	var names []string
	for _, n := range engine.PlayerNames() {
		if n != "perfect" {
			names = append(names, n)
		}
	}
	return names
}

func (s *Session) setOption(args []string) {
	// setoption name NAME [value VALUE]; names may contain spaces.
	text := strings.Join(args, " ")
	name, value, _ := strings.Cut(strings.TrimPrefix(text, "name "), " value ")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	switch strings.ToLower(name) {
	case "player":
		cfg := s.cfg
		cfg.Player = value
		if _, err := engine.New(cfg); err != nil || value == "perfect" {
			s.printf("info string unknown player %q", value)
			return
		}
		s.cfg = cfg
	case "threads":
		if n, err := strconv.Atoi(value); err == nil && n >= 0 {
			s.cfg.Workers = n
			return
		}
		s.printf("info string bad Threads value %q", value)
	case "estimator":
		est, err := engine.ParseEstimator(value)
		if err != nil {
			s.printf("info string %v", err)
			return
		}
		s.cfg.Estimator = est
	case "seed":
		if n, err := strconv.ParseUint(value, 10, 64); err == nil {
			s.cfg.Seed = n
			return
		}
		s.printf("info string bad Seed value %q", value)
	case "plycap":
		if n, err := strconv.Atoi(value); err == nil && n > 0 {
			s.cfg.PlyCap = n
			return
		}
		s.printf("info string bad PlyCap value %q", value)
	default:
		s.printf("info string unknown option %q", name)
	}
}

// position handles "position startpos|fen FEN [moves m1 m2 ...]". A bad
// FEN or an illegal move is reported and leaves the position unchanged.
func (s *Session) position(args []string) {
	var text string
	rest := args
	switch {
	case len(args) > 0 && args[0] == "startpos":
		rest = args[1:]
	case len(args) > 0 && args[0] == "fen":
		i := 1
		for i < len(args) && args[i] != "moves" {
			i++
		}
		text, rest = strings.Join(args[1:i], " "), args[i:]
	default:
		s.printf("info string position needs startpos or fen")
		return
	}
	var pos variants.Position
	if text == "" {
		pos = chess.Variant.Start()
	} else {
		p, err := chess.Variant.Parse(text)
		if err != nil {
			s.printf("info string %v", err)
			return
		}
		pos = p
	}
	var moves []string
	if len(rest) > 0 && rest[0] == "moves" {
		moves = rest[1:]
	}
	for i, mt := range moves {
		m, err := pos.DecodeMove(mt)
		if err != nil {
			s.printf("info string move %d: %v", i+1, err)
			return
		}
		pos.Play(m)
	}
	s.pos, s.moves = pos, moves
}

// infoEvery is how often a search prints an info line.
const infoEvery = 500 * time.Millisecond

// goSearch starts a search in the background; it prints info lines while
// it runs and "bestmove" when it ends or is stopped.
func (s *Session) goSearch(args []string) {
	cfg := s.cfg
	cfg.Budget = s.budget(args)
	cfg.Seed = engine.PlayerSeed(s.cfg.Seed, s.pos.ToMove())
	player, err := engine.New(cfg)
	if err != nil {
		s.printf("info string %v", err)
		s.printf("bestmove 0000")
		return
	}
	if o := s.pos.Outcome(); o.Over() {
		s.printf("info string the game is over (%s)", o)
		s.printf("bestmove 0000")
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	pos := s.pos.Clone()
	go func() {
		defer close(done)
		res, err := engine.Follow(ctx, player, pos, infoEvery, func(snap engine.Snapshot) { s.info(pos, snap) })
		if err != nil {
			s.printf("info string %v", err)
			s.printf("bestmove 0000")
			return
		}
		s.printf("bestmove %s", pos.EncodeMove(res.Move, variants.Canonical))
	}()
}

// info prints a snapshot as a UCI info line; nodes are rollouts, the score
// is the best move's mean turned into centipawns by the logistic curve.
func (s *Session) info(pos variants.Position, snap engine.Snapshot) {
	if snap.BestText == "" {
		return
	}
	mean := 0.0
	for _, m := range snap.Moves {
		if m.Move == snap.Best {
			mean = m.Mean
		}
	}
	s.printf("info depth 1 time %d nodes %d nps %.0f score cp %d pv %s",
		snap.Elapsed.Milliseconds(), snap.Rollouts, snap.Rate, Centipawns(mean), pos.EncodeMove(snap.Best, variants.Canonical))
}

// Centipawns maps a mean score in [-1, 1] to centipawns: the expected
// score (1+mean)/2 read on the usual logistic curve, 400*log10(p/(1-p)).
func Centipawns(mean float64) int {
	p := math.Min(math.Max((1+mean)/2, 0.001), 0.999)
	return int(math.Round(400 * math.Log10(p/(1-p))))
}

// budget reads go's limits. With a clock it spends a 30th of the remaining
// time plus half the increment, keeping a safety margin.
func (s *Session) budget(args []string) engine.Budget {
	var b engine.Budget
	var clock, inc [2]time.Duration
	movesToGo := 0
	ms := func(i int) time.Duration {
		if i+1 < len(args) {
			if n, err := strconv.Atoi(args[i+1]); err == nil && n >= 0 {
				return time.Duration(n) * time.Millisecond
			}
		}
		return 0
	}
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "movetime":
			b.Time = ms(i)
		case "wtime":
			clock[0] = ms(i)
		case "btime":
			clock[1] = ms(i)
		case "winc":
			inc[0] = ms(i)
		case "binc":
			inc[1] = ms(i)
		case "movestogo":
			movesToGo = int(ms(i) / time.Millisecond)
		case "nodes":
			if i+1 < len(args) {
				if n, err := strconv.ParseInt(args[i+1], 10, 64); err == nil && n > 0 {
					b.Rollouts = n
				}
			}
		case "infinite":
			return engine.Budget{}
		}
	}
	side := s.pos.ToMove()
	if b.Time == 0 && clock[side] > 0 {
		share := 30
		if movesToGo > 0 {
			share = movesToGo + 1
		}
		t := clock[side]/time.Duration(share) + inc[side]/2
		b.Time = max(min(t, clock[side]-50*time.Millisecond), 10*time.Millisecond)
	}
	if !b.Bounded() {
		b.Time = chess.Variant.ThinkTime
	}
	return b
}

// stop cancels the running search and waits until it has printed bestmove.
func (s *Session) stop() {
	if s.cancel == nil {
		return
	}
	s.cancel()
	<-s.done
	s.cancel, s.done = nil, nil
}
