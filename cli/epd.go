package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"epd", "run an EPD test suite (bm/am) and print each result and the solved count", runEPD})
}

// epdRecord is one position of a suite file, with its line number.
type epdRecord struct {
	line int
	epd  chess.EPD
}

// runEPD runs a test suite: for each EPD record of -file it searches the
// position with the player and budget given and says whether the move
// played is one of the record's best moves (bm) and none of its moves to
// avoid (am). One line per position on stdout, then the solved count.
// Lines that are empty or start with # are skipped, so a suite may carry
// its source and generation command in a header.
func runEPD(env *Env, args []string) error {
	fs := newFlagSet(env, "epd", "rollout epd -file F [-variant chess] [-player P] [-time D | -rollouts N | -target-se X] [-seed S] [-workers W] [-from N] [-limit N]")
	variant := fs.String("variant", "chess", "game of the suite: EPD suites are chess positions")
	file := fs.String("file", "", "the EPD suite file")
	var s searchFlags
	fs.StringVar(&s.player, "player", engine.DefaultPlayer, "engine player (see 'rollout -h' for the list)")
	s.registerBudget(fs, "")
	seed := registerSeed(fs)
	first := fs.Int("from", 1, "the first record to run, from 1 (-first is the TUI's side)")
	limit := fs.Int("limit", 0, "run at most this many records; 0: all")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *variant != "chess" {
		return usagef("epd: -variant %s: EPD suites are chess positions", *variant)
	}
	if *file == "" {
		return usagef("epd: -file is required")
	}
	if *first < 1 {
		return usagef("epd: -from %d: counts from 1", *first)
	}
	if *limit < 0 {
		return usagef("epd: -limit %d: must not be negative (0: all)", *limit)
	}
	records, err := readEPD(*file)
	if err != nil {
		return fileError("-file", *file, err)
	}
	if *first > len(records) {
		return usagef("epd: -from %d: -file %s holds %d records", *first, *file, len(records))
	}
	records = records[*first-1:]
	if *limit > 0 {
		records = records[:min(*limit, len(records))]
	}
	cfg, err := s.config(chess.Variant)
	if err != nil {
		return err
	}
	defer closePlayers()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	solved, run := 0, 0
	label := cfg.ForGame(records[0].epd.Position).LabelFor(records[0].epd.Position)
	// One player per side to move, as a game has (each side's seed is
	// its own, engine.PlayerSeed); a uct player's tree does not carry
	// from one position to the next, whose root it cannot find.
	var players [2]engine.Player
	for _, r := range records {
		pos := r.epd.Position
		player := players[pos.ToMove()]
		if player == nil {
			c := cfg.ForGame(pos)
			c.Seed = engine.PlayerSeed(*seed, pos.ToMove())
			if player, err = newPlayer(c); err != nil {
				return usageError{err}
			}
			players[pos.ToMove()] = player
		}
		res, err := player.Search(ctx, pos.Clone(), nil)
		if ctx.Err() != nil {
			// Interrupted: the search cut short is not counted, and no
			// later position is searched (each would answer at once).
			break
		}
		if err != nil {
			return fmt.Errorf("epd: %s line %d: %w", *file, r.line, err)
		}
		ok := epdSolved(pos, res.Move, r.epd)
		run++
		mark := "--"
		if ok {
			solved++
			mark = "ok"
		}
		id := r.epd.ID()
		if id == "" {
			id = fmt.Sprintf("line %d", r.line)
		}
		if _, err := fmt.Fprintf(env.Stdout, "%-10s %s %-8s %s\n", id, mark, pos.EncodeMove(res.Move, variants.Display), epdWant(r.epd)); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(env.Stdout, "solved %d/%d (%.1f%%) by %s, %s a position\n", solved, run, 100*float64(solved)/float64(max(run, 1)), label, budgetText(cfg)); err != nil {
		return err
	}
	if ctx.Err() != nil && run < len(records) {
		return fmt.Errorf("epd: interrupted after %d of %d positions; the one being searched is not counted", run, len(records))
	}
	return nil
}

// budgetText names cfg's budget for the summary line: "1s", "2000
// rollouts"; an external engine's count is go nodes, so "2000 nodes".
func budgetText(cfg engine.Config) string {
	b := cfg.Budget
	var parts []string
	if b.Time > 0 {
		parts = append(parts, b.Time.String())
	}
	if b.Rollouts > 0 {
		unit := "rollouts"
		if engine.IsExternal(cfg.Player) {
			unit = "nodes"
		}
		parts = append(parts, fmt.Sprintf("%d %s", b.Rollouts, unit))
	}
	if b.TargetSE > 0 {
		parts = append(parts, fmt.Sprintf("target SE %g", b.TargetSE))
	}
	return strings.Join(parts, " or ")
}

// readEPD reads a suite file's records; a malformed record is an error
// naming the line (the caller names the file).
func readEPD(path string) ([]epdRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []epdRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := chess.ParseEPD(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if len(e.Ops["bm"]) == 0 && len(e.Ops["am"]) == 0 {
			return nil, fmt.Errorf("line %d: no bm or am operation to judge the move by", n)
		}
		for _, op := range []string{"bm", "am"} {
			for _, m := range e.Ops[op] {
				if _, err := e.Position.DecodeMove(m); err != nil {
					return nil, fmt.Errorf("line %d: %s %s: %w", n, op, m, err)
				}
			}
		}
		out = append(out, epdRecord{line: n, epd: e})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("holds no records")
	}
	return out, nil
}

// epdSolved reports whether move m solves record e: one of its best
// moves, if it names any, and none of its moves to avoid.
func epdSolved(pos *chess.Position, m variants.Move, e chess.EPD) bool {
	decoded := func(texts []string) []variants.Move {
		var ms []variants.Move
		for _, t := range texts {
			if d, err := pos.DecodeMove(t); err == nil {
				ms = append(ms, d)
			}
		}
		return ms
	}
	if bm := decoded(e.Ops["bm"]); len(bm) > 0 && !slices.Contains(bm, m) {
		return false
	}
	return !slices.Contains(decoded(e.Ops["am"]), m)
}

// epdWant is what record e asks for: "bm Qg6 Qh5", "am Be3".
func epdWant(e chess.EPD) string {
	var parts []string
	for _, op := range []string{"bm", "am"} {
		if ms := e.Ops[op]; len(ms) > 0 {
			parts = append(parts, op+" "+strings.Join(ms, " "))
		}
	}
	return strings.Join(parts, "; ")
}
