package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"rollout/cli"
	"rollout/engine"
	"rollout/internal/figures"
	"rollout/variants/tictactoe"
)

// run runs a headless command in process and returns its stdout and
// stderr, failing the test on an exit status other than 0.
func run(t *testing.T, args ...string) (string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	env := &cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs}
	if code := cli.Main(env, args); code != 0 {
		t.Fatalf("rollout %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String(), errs.String()
}

// definedFigures are the figures docs/figures.md and the study glossary
// define.
func definedFigures(t *testing.T) map[string]bool {
	t.Helper()
	set, err := figures.Defined(".")
	if err != nil {
		t.Fatal(err)
	}
	return set
}

var (
	// number is a figure's value on a status line, the labels after it.
	number = regexp.MustCompile(`^[+-]?[0-9][0-9.]*[kMG]? (.+)$`)
	// trees is the count's "over 2 trees", defined as "over N trees".
	trees = regexp.MustCompile(` over [0-9]+ trees$`)
	// summary is analyze's last line but one: "uct: 500 iterations,
	// stopped by rollouts".
	summary = regexp.MustCompile(`^\S+: [0-9]+ (\S+), (stopped by) ([^,;(]+)`)
)

// statusLabels checks the labels of a status line ("0.22 s | 2.00 kr |
// 9.07 kr/s | g5 | light policy"): the unit of each figure before the
// best move.
func statusLabels(t *testing.T, defined map[string]bool, line string) {
	t.Helper()
	fields := strings.Split(line, " | ")
	for _, f := range fields[:max(0, len(fields)-1)] {
		m := number.FindStringSubmatch(f)
		if m == nil {
			continue // the best move, the parts
		}
		unit := m[1]
		if trees.MatchString(unit) {
			unit = trees.ReplaceAllString(unit, "")
			if !defined["over N trees"] {
				t.Errorf("status line %q: \"over N trees\" is not defined in docs/figures.md", line)
			}
		}
		if !defined[unit] {
			t.Errorf("status line %q: %q is not defined in docs/figures.md", line, unit)
		}
	}
}

// TestFiguresDefined holds what the headless commands print to
// docs/figures.md: every column heading of analyze's table for every
// player, its summary's count and stop, every unit of the status line
// (analyze's stderr, the play screen's line), every stop reason, and
// the labels of bench and match. A figure printed without a definition
// fails here; the play screen's table is held by the panel's
// TestTableHeadsDefined.
func TestFiguresDefined(t *testing.T) {
	defined := definedFigures(t)
	need := func(where, label string) {
		t.Helper()
		if !defined[label] {
			t.Errorf("%s: %q is not defined in docs/figures.md", where, label)
		}
	}
	for _, args := range [][]string{
		{"-player", "flat"}, {"-player", "roulette"}, {"-player", "uct"}, {"-player", "uct-roulette"},
		{"-player", "default", "-workers", "2"}, {"-player", "alphabeta"}, {"-player", "random"}, {"-player", "searchlight"},
		{"-player", "perfect", "-variant", "tictactoe"}, {"-player", "flat", "-variant", "tictactoe", "-estimator", "rb"},
		{"-player", "uct", "-variant", "connect4"},
	} {
		where := "analyze " + strings.Join(args, " ")
		out, errs := run(t, append([]string{"analyze", "-rollouts", "300", "-seed", "1"}, args...)...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		// Cells two spaces or more apart; a heading of two words ("+- se").
		for _, h := range regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(lines[0]), -1) {
			need(where+" column", h)
		}
		if len(lines) < 3 {
			t.Fatalf("%s: no summary:\n%s", where, out)
		}
		m := summary.FindStringSubmatch(lines[len(lines)-2])
		if m == nil {
			t.Fatalf("%s: summary %q", where, lines[len(lines)-2])
		}
		need(where+" summary", m[1])
		need(where+" summary", m[2])
		need(where+" summary", "("+strings.TrimSpace(m[3])+")")
		if strings.Contains(lines[len(lines)-2], "variance ratio plain/rb") {
			need(where+" summary", "variance ratio plain/rb")
		}
		need(where, strings.Fields(lines[len(lines)-1])[0])
		for _, l := range strings.Split(errs, "\n") {
			if strings.Contains(l, " | ") {
				statusLabels(t, defined, l)
			}
		}
	}

	// The status line of every kind of count, as the play screen shows it.
	for _, s := range []engine.Snapshot{
		{Player: "flat", Rollouts: 500, Rate: 1000},
		{Player: "flat", Rollouts: 5000, Rate: 10000},
		{Player: "uct", Rollouts: 500, Rate: 1000},
		{Player: "default", Rollouts: 5000, Rate: 10000, Trees: 2},
		{Player: "alphabeta", Rollouts: 5000, Rate: 10000},
		{Player: "uci:stockfish", Rollouts: 5000, Rate: 10000},
	} {
		s.Elapsed, s.BestText = time.Second, "e4"
		statusLabels(t, defined, s.StatusLine())
	}
	for _, r := range []engine.StopReason{engine.StopRollouts, engine.StopTime, engine.StopTargetSE,
		engine.StopSeparation, engine.StopProven, engine.StopSettled, engine.StopOneMoveWin, engine.StopClock,
		engine.StopCancelled, engine.StopForced, engine.StopInstant, engine.StopAnswered} {
		need("stop reason", "("+string(r)+")")
	}

	// bench: "tictactoe/uct: 306382 iterations/s on 1 worker, 417510
	// iterations/s on 2 workers (x1.36); per CPU-second ...".
	out, _ := run(t, "bench", "-variant", "tictactoe", "-player", "flat,uct", "-time", "10ms", "-workers", "2")
	rate := regexp.MustCompile(`[0-9]+ (\S+/s) (on 1 worker), [0-9]+ \S+/s (on [0-9]+ workers) \(x[0-9.]+\)(; per CPU-second)?`)
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		m := rate.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("bench: line %q", l)
			continue
		}
		need("bench", m[1])
		need("bench", m[2])
		need("bench", strings.Replace(m[3], "2", "N", 1))
		if m[4] != "" {
			need("bench", "per CPU-second")
		}
	}

	// match: the table's columns and the labels of the lines under it.
	out, _ = run(t, "match", "-variant", "tictactoe", "-a", "uct", "-b", "flat", "-games", "4", "-rollouts", "50", "-seed", "1", "-sprt", "0,50")
	var head string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "player ") {
			head = l
		}
	}
	if head == "" {
		t.Fatalf("match: no table:\n%s", out)
	}
	for _, h := range regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(head), -1) {
		need("match column", h)
	}
	for _, label := range []string{"plies", "score of", "95% confidence interval", "(Wilson)", "Elo difference",
		"SPRT", "H0", "H1", "alpha", "beta", "trinomial", "LLR", "bounds"} {
		if !strings.Contains(out, label) {
			t.Errorf("match: no %q in its output (renamed? then in docs/figures.md too):\n%s", label, out)
		}
		need("match", label)
	}

	// endings: the table's columns (a number read as N) and the
	// summary's labels, on a game of match's.
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	run(t, "match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "1", "-seed", "1", "-pgn-out", pgn)
	out, _ = run(t, "endings", "-pgn", pgn, "-player", "a")
	lines := strings.Split(out, "\n")
	digits := regexp.MustCompile(`[0-9]+`)
	for _, h := range regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(lines[0]), -1) {
		need("endings column", digits.ReplaceAllString(h, "N"))
	}
	for _, l := range lines[1:] {
		if label, _, ok := strings.Cut(l, ": "); ok && !strings.HasPrefix(l, "a: ") {
			need("endings summary", label)
		}
		if strings.HasPrefix(l, "a: ") {
			need("endings summary", "W/D/L")
		}
	}

	// epd: a mark a position, and the count solved.
	out, _ = run(t, "epd", "-file", "testdata/mate1.epd", "-player", "flat", "-rollouts", "100", "-limit", "2")
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(l)
		if f[0] == "solved" {
			need("epd", "solved N/M")
			continue
		}
		need("epd mark", f[1])
		need("epd", f[3])
	}
}

// TestKnowledgePartsDefined holds the parts of knowledge a status line,
// a table's header and analyze's summary name (engine.Config.Knowledge),
// and the parts of a match's label (engine.Config.LabelFor), to
// docs/figures.md: with every part switched on, each part, its numbers
// read as N and its named values as NAME, is a figure there.
func TestKnowledgePartsDefined(t *testing.T) {
	defined := definedFigures(t)
	all := engine.Config{Policy: engine.Light, Estimator: engine.Eval, EvalPlies: 2, Minimax: 0.5,
		MinimaxChildren: 4, Prior: 1, Widen: 1.5, Eval: "king", EvalScale: 300, QuietOrder: "pst", QSearch: "see",
		Select: engine.SelectPUCT, PUCT: 2, PUCTTemperature: 0.2, FPU: 0.3, RootExploration: 0.7,
		History: 1, HistoryShrink: 4, HistoryKiller: 0.1, HistoryLate: true, ABCheck: 0.2, ABCheckMargin: 50,
		LeafDepth: 1, LeafChecks: true, RootDepth: 2, Mate: 2, MateExpand: 3, MateVisits: 10,
		Tactics: 2, TacticsRoot: 3, TacticsProve: true, TacticsThreats: true, TacticsLine: 4, TacticsHold: true,
		Tactical: engine.TacticalAuto, Draws: engine.DrawsAll, EvalCache: true, Temperature: 0.5, TemperatureMargin: 0.1,
		Workers: 2, WorkerSpread: 0.5, Settle: engine.SettleOff}
	shared := engine.Config{Player: engine.DefaultPlayer, Workers: 2, Parallel: engine.ParallelTree, Settle: engine.SettleOn}
	num := regexp.MustCompile(`[0-9]+(\.[0-9]+)?`)
	named := regexp.MustCompile(`^(evaluation|quiet moves|capture search) [^ 0-9]\S*$`)
	// The match label names the same parts: "+mm0.5" is "+mmN".
	valued := regexp.MustCompile(`^(ev|qo|qs|abp)-.*$`)
	levelled := all
	levelled.Player, levelled.Level, levelled.Exploration = engine.DefaultPlayer, 3, 0.3
	for _, cfg := range []engine.Config{all, shared, levelled, {Player: engine.AlphaBetaPlayer, ABPrune: "null"}} {
		for i, part := range strings.Split(cfg.LabelFor(tictactoe.Variant.Start()), "+") {
			if i == 0 {
				if lv, _, ok := strings.Cut(part, ":"); ok {
					need := num.ReplaceAllString(lv, "N") + ":"
					if !defined[need] {
						t.Errorf("label %q: %q is not defined in docs/figures.md", cfg.Label(), need)
					}
				}
				continue // the player
			}
			part = "+" + num.ReplaceAllString(valued.ReplaceAllString(part, "$1-NAME"), "N")
			if !defined[part] {
				t.Errorf("label part %q (of %q) is not defined in docs/figures.md", part, cfg.Label())
			}
		}
	}
	for _, cfg := range []engine.Config{all, shared} {
		parts := strings.Split(cfg.Knowledge(), ", ")
		for i := 0; i < len(parts); i++ {
			part := parts[i]
			if i+1 < len(parts) && strings.HasPrefix(parts[i+1], "margin ") {
				i++ // "alpha-beta check 0.2 of the think, margin 50 cp" is one part
				part += ", " + parts[i]
			}
			if m := named.FindStringSubmatch(part); m != nil {
				part = m[1] + " NAME"
			}
			part = num.ReplaceAllString(part, "N")
			if !defined[part] {
				t.Errorf("part %q (of %q) is not defined in docs/figures.md", part, cfg.Knowledge())
			}
		}
	}
}

// TestOneNameForWDL holds wins, draws and losses to one name and one
// spelling, W/D/L with the counts joined by slashes: match's table and
// result line, endings' summary, and every doc (docs/figures.md says
// so). W-D-L and wins-draws-losses were written beside it; UCI's wdl is
// the protocol's word and stays.
func TestOneNameForWDL(t *testing.T) {
	bad := regexp.MustCompile(`W-D-L|wins-draws-losses|wins/draws/losses`)
	out, _ := run(t, "match", "-variant", "tictactoe", "-a", "random", "-b", "random", "-games", "2", "-seed", "1")
	if m := bad.FindString(out); m != "" {
		t.Errorf("match writes %q:\n%s", m, out)
	}
	if !regexp.MustCompile(`(?m)^player +as first W/D/L +as second W/D/L +total W/D/L`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^result: random [0-9]+/[0-9]+/[0-9]+ vs random$`).MatchString(out) {
		t.Errorf("match: want its table and result line in W/D/L:\n%s", out)
	}
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	run(t, "match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "1", "-seed", "1", "-pgn-out", pgn)
	out, _ = run(t, "endings", "-pgn", pgn, "-player", "a")
	if !regexp.MustCompile(`W/D/L [0-9]+/[0-9]+/[0-9]+`).MatchString(out) || bad.MatchString(out) {
		t.Errorf("endings: want its summary in W/D/L:\n%s", out)
	}
	docs, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append(docs, "README.md") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if m := bad.FindString(l); m != "" {
				t.Errorf("%s:%d: %q where the one name is W/D/L (docs/figures.md)", f, i+1, m)
			}
		}
	}
}
