package study

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/tree"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/variants"
)

// compareBudget is the number of rollouts (iterations) each player gets
// in the side-by-side comparison before the study has run as many: a
// comparison on a handful of rollouts shows nothing. From then on the
// budget is the study's own iterations, so the comparison's uct (the
// same seed, one worker) is the study's search and stars the move the
// status line names.
const compareBudget = 1000

// compareCap bounds the comparison's budget: after a long run at full
// speed (fourteen million Connect Four iterations in a minute and a half)
// two single-worker searches of the study's size would keep the pane
// waiting for minutes, chess's for hours; the pane then says its budget
// is not the study's.
const compareCap = 200_000

// compareResult is flat's and uct's final tables on the same position and
// budget.
type compareResult struct {
	budget int64
	// iters is the study's iterations when the comparison was asked for.
	iters int64
	flat  engine.Result
	uct   engine.Result
}

// startCompare runs flat and uct, one worker each, on a clone of the
// study's position with the same seed and rollout budget, through
// enginerun.StartSeq: off the UI goroutine, counted, built by the player
// factory, and cancelled when the study closes or starts another.
func (s *Model) startCompare() tea.Cmd {
	s.cmp.Cancel()
	s.compare = nil
	budget := compareBudgetFor(s.f.iter)
	var cfgs []engine.Config
	for _, name := range []string{"flat", "uct"} {
		cfgs = append(cfgs, engine.Config{Player: name, Budget: engine.Budget{Rollouts: budget},
			Workers: 1, Seed: s.cfg.Seed, Estimator: s.cfg.Estimator, Policy: s.cfg.Policy}.ForGame(s.root))
	}
	run, cmd := enginerun.StartSeq(s.env, cfgs, s.root)
	s.cmp, s.cmpBudget, s.cmpIters = &run, budget, s.f.iter
	return cmd
}

// compareBudgetFor is the comparison's budget after iters iterations of
// the study: the study's own count from compareBudget to compareCap.
func compareBudgetFor(iters int64) int64 {
	return min(max(iters, compareBudget), compareCap)
}

// onCompare takes the comparison's results (a stale one is dropped).
func (s *Model) onCompare(msg enginerun.SeqDoneMsg) {
	if !s.cmp.Accepts(msg.Gen) {
		return
	}
	s.cmp = nil
	if msg.Err != nil || len(msg.Res) != 2 {
		s.compare = &compareResult{}
		s.note(true, "compare: %v", msg.Err)
		return
	}
	s.compare = &compareResult{budget: s.cmpBudget, iters: s.cmpIters, flat: msg.Res[0], uct: msg.Res[1]}
	s.compareTop = 0
}

// compareStale reports whether the comparison no longer matches the
// study (it has run since), so showing the pane again runs it anew.
func (s *Model) compareStale() bool {
	return s.compare == nil || s.compare.iters != s.f.iter
}

// paneView draws the pane under the tree.
func (s Model) paneView(w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	switch s.pane {
	case paneChart, paneShares:
		share := s.pane == paneShares
		exact := s.f.exact
		series := s.hist.series(s.root, s.f.snap, 3, share, func(i int) (int8, bool) {
			v, ok := exact[s.f.snap.Moves[i].Text]
			return v, ok
		})
		head := "Convergence: mean ± se of the top moves"
		if share {
			head = "Convergence: visit share of the top moves"
		}
		if s.tree.ASCII {
			head = strings.ReplaceAll(head, "±", "+-")
		}
		c := s.chart
		c.SetSize(w, h-1)
		return s.Styles.Bold.Render(kit.FitLine(head, w)) + "\n" + c.View(series, share, float64(s.f.iter))
	case paneCompare:
		return s.compareView(w, h)
	}
	return s.tableView(w, h)
}

// tableView is the root moves' table, most visited first: visits, share
// of the root's visits, mean ± se, UCB (uct) and the exact value. When the
// moves outnumber the rows, the table shows a window of them from
// s.tableTop (pgup/pgdn), its first row saying how many are above and
// its last how many are below, so no move is left out without a word.
func (s Model) tableView(w, h int) string {
	st := s.Styles
	exact := s.f.exact
	rows := s.tableRows()
	var total int64
	for _, r := range rows {
		total += r.Rollouts
	}
	pm := "±"
	if s.tree.ASCII {
		pm = "+-"
	}
	showUCB := s.player().SelectsByUCB && !s.askingSelect()
	dec, meanW, moveW, nW := 3, 14+len(pm)-1, 6, 6
	if w < 48 {
		dec, meanW, moveW, nW = 2, 12+len(pm)-1, 5, 6
	}
	// A narrow pane leaves the share out (the visits say it) before it
	// cuts the UCB and exact columns.
	showShare := moveW+1+nW+6+1+meanW+6+6 <= w || !showUCB && len(exact) == 0
	head := fmt.Sprintf("%-*s %*s", moveW, "move", nW, "visits")
	if showShare {
		head += fmt.Sprintf(" %5s", "share")
	}
	head += fmt.Sprintf(" %*s", meanW, "mean "+pm+" se")
	if showUCB {
		head += fmt.Sprintf(" %5s", "UCB")
	}
	if len(exact) > 0 {
		head += " exact"
	}
	lines := []string{st.Header.Render(ansi.Truncate(head, w, ""))}
	top, shown := tableWindow(len(rows), h-1, s.tableTop)
	if top > 0 {
		lines = append(lines, st.Dim.Render(fmt.Sprintf("… %d above (pgup)", top)))
	}
	for _, r := range rows[top : top+shown] {
		share := 0.0
		if total > 0 {
			share = 100 * float64(r.Rollouts) / float64(total)
		}
		mean := "-"
		switch {
		case r.Rollouts > 0:
			// One result has no spread to measure: its standard error
			// is not 0 but unknown, and FormatStdErr says nothing.
			mean = fmt.Sprintf("%s %s %*s", engine.FormatMean(r.Mean, dec), pm, dec+2, engine.FormatStdErr(r.Rollouts, r.StdErr, dec))
		}
		line := fmt.Sprintf("%-*s %*d", moveW, r.Text, nW, r.Rollouts)
		if showShare {
			line += fmt.Sprintf(" %4.0f%%", share)
		}
		line += fmt.Sprintf(" %*s", meanW, mean)
		if showUCB {
			line += fmt.Sprintf(" %5s", ucbText(r))
		}
		if v, ok := exact[r.Text]; ok {
			line += " " + engine.ExactWord(int(v))
		}
		style := st.Field
		if r.Move == s.f.snap.Best && r.Rollouts > 0 {
			style = st.Chosen
		}
		lines = append(lines, style.Render(ansi.Truncate(line, w, "")))
	}
	if below := len(rows) - top - shown; below > 0 {
		lines = append(lines, st.Dim.Render(fmt.Sprintf("… %d more (pgdn)", below)))
	}
	return strings.Join(lines, "\n")
}

// tableRows are the root moves in the player's order of preference: the
// tree players play their most visited move, unless a rule chose
// another (a proven win), and that move comes first, as analyze lists
// it; the others their best mean (the moves not yet played out last).
func (s Model) tableRows() []engine.MoveStats {
	rows := append([]engine.MoveStats(nil), s.f.snap.Moves...)
	if s.player().ChoosesBy == engine.ByVisits {
		// Equal visits go as the player's choice (the status line's
		// best) and the tree rank them (engine.VisitOrder): at 9 visits
		// each the table listed e3, e4, Nf3 in legal order while best
		// said e3 for its mean.
		slices.SortStableFunc(rows, engine.CompareByVisits(s.root))
		// The move the status line calls best leads: a proven win of
		// 12 visits was the fourth row, under three draws.
		for i, r := range rows {
			if r.Move == s.f.snap.Best && r.Rollouts > 0 {
				copy(rows[1:i+1], rows[:i])
				rows[0] = r
				break
			}
		}
	} else {
		// A move not yet played out has no mean: it comes after the
		// measured ones, as on the game screen's table, not among them
		// at 0 (flat's first rollout, lost, put its move, the status
		// line's best, below eight moves never tried).
		sort.SliceStable(rows, func(i, j int) bool {
			if (rows[i].Rollouts == 0) != (rows[j].Rollouts == 0) {
				return rows[j].Rollouts == 0
			}
			return rows[i].Mean > rows[j].Mean
		})
	}
	return rows
}

// tableWindow is the part of n table rows shown in room lines, asked to
// start at top: the first row shown and how many. A window that does not
// hold every row gives a line to each "… above" and "… more" note it
// needs, so notes and rows together fit room; top is held where the
// last rows fill the window.
func tableWindow(n, room, top int) (first, shown int) {
	if n <= room {
		return 0, n
	}
	first = max(0, min(top, n-(room-1)))
	shown = room
	if first > 0 {
		shown--
	}
	if first+shown < n {
		shown--
	}
	return first, max(0, shown)
}

// scrollTable moves the table's window by d rows (pgup/pgdn), keeping it
// where rows are.
func (s *Model) scrollTable(d int) {
	room := s.layout().paneH - 1
	s.tableTop, _ = tableWindow(len(s.f.snap.Moves), room, max(0, s.tableTop+d))
}

// ucbText is a root move's UCB for the table: "inf" before its first
// visit, "proof" once uct has proven the move.
func ucbText(r engine.MoveStats) string {
	switch {
	case r.Proof != 0:
		return tree.ProofWord // proven: selection no longer compares its UCB
	case r.Rollouts == 0:
		return "inf"
	}
	return fmt.Sprintf("%.2f", r.UCB)
}

// compareView shows flat and uct side by side on the same budget: each
// root move's share of the rollouts (visits) as a number and a bar, the
// move each would play starred, and the exact value. Under the title it
// says when the budget is not the study's own (so uct's star may differ
// from the status line's best), and when flat and uct choose differently,
// which the solver sides with.
func (s Model) compareView(w, h int) string {
	st := s.Styles
	c := s.compare
	if c == nil {
		return st.Dim.Render("Running flat and uct on this position…")
	}
	exact := s.f.exact
	lines := s.compareHead(w)
	share := func(r engine.Result, text string) (float64, bool) {
		var total, n int64
		for _, m := range r.Moves {
			total += m.Rollouts
			if m.Text == text {
				n = m.Rollouts
			}
		}
		if total == 0 {
			return 0, false
		}
		return float64(n) / float64(total), r.MoveText == text
	}
	bar := "#"
	if !st.Plain {
		bar = "█"
	}
	barW := compareBarW(w)
	cell := func(x float64, chosen bool) string {
		mark := " "
		if chosen {
			mark = "*"
		}
		n := int(x*float64(barW) + 0.5)
		return fmt.Sprintf("%3.0f%%%s%-*s", 100*x, mark, barW, strings.Repeat(bar, n))
	}
	rows := c.rows(s.root)
	// A window of the rows when they do not all fit, as the table's
	// (pgup/pgdn): at 80x24 the pane held 2 of tic-tac-toe's 9.
	top, shown := tableWindow(len(rows), h-len(lines), s.compareTop)
	if top > 0 {
		lines = append(lines, st.Dim.Render(fmt.Sprintf("… %d above (pgup)", top)))
	}
	for _, r := range rows[top : top+shown] {
		fx, fc := share(c.flat, r.Text)
		ux, uc := share(c.uct, r.Text)
		line := fmt.Sprintf("%-6s %s %s", r.Text, cell(fx, fc), cell(ux, uc))
		if v, ok := exact[r.Text]; ok {
			line += " " + engine.ExactWord(int(v))
		}
		lines = append(lines, ansi.Truncate(line, w, ""))
	}
	if below := len(rows) - top - shown; below > 0 {
		lines = append(lines, st.Dim.Render(fmt.Sprintf("… %d more (pgdn)", below)))
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return strings.Join(lines, "\n")
}

// compareBarW is the width of each share bar in a w-column comparison.
func compareBarW(w int) int { return max(0, (w-6-2*6-7)/2) }

// compareHead is the comparison's lines above its rows: the title, the
// notes (compareNotes) and the column header.
func (s Model) compareHead(w int) []string {
	st, c, exact := s.Styles, s.compare, s.f.exact
	lines := []string{
		st.Bold.Render(kit.FitLine(fmt.Sprintf("flat vs uct, %d rollouts each: share", c.budget), w)),
	}
	for _, note := range s.compareNotes(c, exact) {
		for _, l := range kit.WrapLines(note, w, 0) {
			lines = append(lines, st.Dim.Render(l))
		}
	}
	barW := compareBarW(w)
	head := fmt.Sprintf("%-6s %-*s %-*s", "move", 5+barW, "flat", 5+barW, "uct")
	if len(exact) > 0 {
		head += " exact"
	}
	return append(lines, st.Header.Render(ansi.Truncate(head, w, "")))
}

// rows are the comparison's moves, uct's most visited first (equal
// visits as engine.VisitOrder ranks them at root, the position
// compared).
func (c *compareResult) rows(root variants.Position) []engine.MoveStats {
	rows := append([]engine.MoveStats(nil), c.uct.Moves...)
	slices.SortStableFunc(rows, engine.CompareByVisits(root))
	return rows
}

// scrollCompare moves the comparison's window by d rows (pgup/pgdn),
// keeping it where rows are.
func (s *Model) scrollCompare(d int) {
	if s.compare == nil {
		return
	}
	l := s.layout()
	room := l.paneH - len(s.compareHead(l.rightW))
	s.compareTop, _ = tableWindow(len(s.compare.uct.Moves), room, max(0, s.compareTop+d))
}

// compareNotes says in words what the comparison's figures alone would
// hide: a budget other than the study's iterations (the status line's
// best is the study's uct, the comparison's star its own), and flat and
// uct choosing differently, with the solver's verdict where it has one.
func (s Model) compareNotes(c *compareResult, exact map[string]int8) []string {
	var notes []string
	iters := s.f.iter
	switch {
	case c.iters != iters:
		notes = append(notes, fmt.Sprintf("Run when the study was at %d iterations; it is at %d now (g round to this pane runs it again).", c.iters, iters))
	case c.budget != iters:
		notes = append(notes, fmt.Sprintf("The study is at %d iterations, this runs %d: uct's star may not be the status line's best.", iters, c.budget))
	}
	f, u := c.flat.MoveText, c.uct.MoveText
	if f == "" || u == "" || f == u {
		return notes
	}
	fv, fok := exact[f]
	uv, uok := exact[u]
	if fok && uok && fv == uv {
		return notes // equally good moves: no lesson in the difference
	}
	verdict := "the solver has no verdict here"
	word := func(m string, v int8, ok bool) string {
		if !ok {
			return m
		}
		return m + " (" + engine.ExactWord(int(v)) + ")"
	}
	switch {
	case fok && uok && fv > uv:
		verdict = "the solver sides with flat: at this budget uct is the one fooled"
	case fok && uok && uv > fv:
		verdict = "the solver sides with uct"
	}
	return append(notes, fmt.Sprintf("They disagree: flat plays %s, uct %s; %s.", word(f, fv, fok), word(u, uv, uok), verdict))
}
