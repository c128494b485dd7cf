package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"rollout/uci/client"
	"rollout/variants"
	"rollout/variants/chess"
)

// mateCE is the ce of a mate in the labels written: a mate in n moves
// is ±(mateCE-n), beyond any material count, as EPD writes a mate.
const mateCE = 30000

// gamePosition is a position and the number of its game (from 1, across
// the files read).
type gamePosition struct {
	pos  *chess.Position
	game int
	// id is the position's game as an EPD id, when it has one of its
	// own (a leaf keeps its start position's): "" writes "g" and game.
	id string
}

// quietPositions are the positions of the games of the PGN files that a
// tuner labels: from ply skip on, not in check, not over, quiet (capture
// resolution changes the standard value by at most quiet centipawns),
// each once (by the FEN's first four fields), at most most of them.
func quietPositions(files []string, skip, quiet, most int) ([]gamePosition, int, error) {
	var out []gamePosition
	seen := map[string]bool{}
	games, err := eachGamePosition(files, skip, nil, func(cp *chess.Position, _ map[string]string, game int) bool {
		if u := cp.Unquiet(); u > quiet || u < -quiet {
			return true
		}
		if key := epdFields(cp); !seen[key] {
			seen[key] = true
			out = append(out, gamePosition{pos: cp, game: game})
		}
		return len(out) < most
	})
	return out, games, err
}

// relabelPositions are the positions of the labelled EPD files (each
// with its id), at most most of them, for label to score again: leaves
// labelled by a static evaluation, labelled by a search.
func relabelPositions(files []string, most int) ([]gamePosition, error) {
	var out []gamePosition
	for _, path := range files {
		set, err := readLabelFileAs(path, math.MaxInt, "king-fit")
		if err != nil {
			return nil, fmt.Errorf("tune: -relabel %v", err)
		}
		for _, t := range set {
			if len(out) == most {
				return out, nil
			}
			out = append(out, gamePosition{pos: t.pos, id: t.id})
		}
	}
	return out, nil
}

// eachGamePosition calls fn with each position of the PGN files' games
// from ply skip on that is neither in check nor over, with its game's
// tags and number (from 1, across the files), until fn returns false.
// A game whose tags keep refuses (nil: every game) is passed over and
// not counted. It returns the number of games read.
func eachGamePosition(files []string, skip int, keep func(tags map[string]string) bool, fn func(cp *chess.Position, tags map[string]string, game int) bool) (int, error) {
	games, more := 0, true
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			return games, fileError("", path, err)
		}
		err = chess.EachPGNFrom(f, func(_ int, rec *variants.Record, tags map[string]string) error {
			if !more || keep != nil && !keep(tags) {
				return nil
			}
			games++
			for ply := skip; ply < rec.Len() && more; ply++ {
				p, err := rec.PositionAt(ply)
				if err != nil {
					return err
				}
				cp := p.(*chess.Position)
				if !cp.InCheck() && !cp.Outcome().Over() {
					more = fn(cp, tags, games)
				}
			}
			return nil
		})
		f.Close()
		if err != nil {
			return games, fileError("", path, err)
		}
	}
	return games, nil
}

// epdFields is p's FEN without its move counters: EPD's four fields.
func epdFields(p *chess.Position) string {
	f := strings.Fields(p.Encode())
	return strings.Join(f[:min(4, len(f))], " ")
}

// label asks the engine of spec for each position's score at depth (or
// nodes) and writes the positions to path as EPD with the ce opcode
// (centipawns from the side to move's view; a mate as ±(mateCE-n)) and
// the id "gN" of the position's game, which keeps the held-out share a
// set of whole games (positions of one game are alike). It
// prints its rate to stderr as it goes; an interrupt stops it, keeping
// the lines written.
//
// With static, the score is the engine's static evaluation (its "eval"
// command, Stockfish's), not a search's: instant, so hundreds of
// thousands of positions are labelled in minutes.
func label(env *Env, set []gamePosition, spec string, depth int, nodes int64, static bool, path, source string) error {
	sp, err := client.ParseSpec(spec)
	if err != nil {
		return usagef("tune: %v", err)
	}
	out, err := os.Create(path)
	if err != nil {
		return fileError("-save", path, err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	eng, err := client.Start(sp)
	if err != nil {
		return fmt.Errorf("tune: %v", err)
	}
	defer eng.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	how := fmt.Sprintf("at depth %d nodes %d", depth, nodes)
	if static {
		how = "by its static evaluation (eval)"
	}
	fmt.Fprintf(w, "# %d positions %s, labelled by %s (%s) %s: ce is its score, centipawns for the side to move\n",
		len(set), source, spec, eng.Name(), how)
	began := time.Now()
	done := 0
	for _, gp := range set {
		if ctx.Err() != nil {
			break
		}
		p := gp.pos
		var ce int
		bm := ""
		if static {
			ce, err = eng.StaticEval(epdFields(p) + " 0 1")
		} else {
			ce, bm, err = engineScore(ctx, eng, epdFields(p)+" 0 1", client.GoParams{Depth: depth, Nodes: nodes})
		}
		if err != nil {
			if ctx.Err() != nil {
				break
			}
			return fmt.Errorf("tune: %v", err)
		}
		id := gp.id
		if id == "" {
			id = fmt.Sprintf("g%d", gp.game)
		}
		if san := bestSAN(p, bm); san != "" {
			fmt.Fprintf(w, "%s bm %s; ce %d; id %q;\n", epdFields(p), san, ce, id)
		} else {
			fmt.Fprintf(w, "%s ce %d; id %q;\n", epdFields(p), ce, id)
		}
		done++
		if done%10000 == 0 {
			el := time.Since(began).Seconds()
			fmt.Fprintf(env.Stderr, "labelled %d of %d, %.1f a second\n", done, len(set), float64(done)/el)
		}
	}
	el := time.Since(began).Seconds()
	fmt.Fprintf(env.Stdout, "labelled %d of %d positions in %.0f s (%.1f a second) into %s\n", done, len(set), el, float64(done)/max(el, 1e-9), path)
	return nil
}

// bestSAN is the engine's best move uci (long algebraic) on p in SAN,
// for the label's bm: "" when there is none or it is not legal there.
func bestSAN(p *chess.Position, uci string) string {
	if uci == "" {
		return ""
	}
	m, err := p.DecodeMove(uci)
	if err != nil {
		return ""
	}
	return p.EncodeMove(m, variants.Display)
}

// engineScore is the engine's score of the position fen at the search's
// end, its last exact score of the principal variation (a mate as
// ±(mateCE-n)), and its best move in long algebraic notation.
func engineScore(ctx context.Context, eng *client.Engine, fen string, g client.GoParams) (int, string, error) {
	if err := eng.Position(fen); err != nil {
		return 0, "", err
	}
	var last client.Info
	seen := false
	res, err := eng.Go(ctx, g, func(in client.Info) {
		if in.MultiPV <= 1 && in.Bound == "" && (in.Has["cp"] || in.Has["mate"]) {
			last, seen = in, true
		}
	})
	if err != nil {
		return 0, "", err
	}
	if !seen {
		return 0, "", fmt.Errorf("%s gave no score for %s", eng.Name(), fen)
	}
	if last.Has["mate"] {
		if last.Mate < 0 {
			return -mateCE - last.Mate, res.BestMove, nil
		}
		return mateCE - last.Mate, res.BestMove, nil
	}
	return last.Score, res.BestMove, nil
}

// scanLabels calls fn with each position of an EPD file of labelled
// positions (lines "FEN ce N;", blank lines and #-comments skipped),
// in order, set to evaluate by eval, with its ce and id, and stops at
// the first error, a line's or fn's: a reader that keeps no position
// whole (tune -net's) passes over the file so.
func scanLabels(r io.Reader, eval string, fn func(p *chess.Position, ce int, id string) error) error {
	return scanEPD(r, func(n int, e chess.EPD) error {
		ce := e.Ops["ce"]
		var v int
		if len(ce) != 1 {
			return fmt.Errorf("line %d: no ce operation", n)
		}
		if _, err := fmt.Sscanf(ce[0], "%d", &v); err != nil {
			return fmt.Errorf("line %d: ce %q is not a whole number", n, ce[0])
		}
		if err := e.Position.SetEval(eval); err != nil {
			return err
		}
		return fn(e.Position, v, e.ID())
	})
}

// scanEPD calls fn with each record of an EPD file and its line number
// (from 1), blank lines and #-comments skipped, in order, and stops at
// the first error, a line's ("line N: ...") or fn's, which it returns.
func scanEPD(r io.Reader, fn func(line int, e chess.EPD) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		e, err := chess.ParseEPD(line)
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		if err := fn(n, e); err != nil {
			return err
		}
	}
	return sc.Err()
}
