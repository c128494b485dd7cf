package study

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// phasePanel renders the study screen's phase panel: what the last phase
// did and why, in words and figures, cut to w columns and h rows. It is a
// pure function of the event, so the golden frames pin it down.
type phasePanel struct {
	styles *kit.Styles
	ascii  bool
	v      *variants.Variant
	// replay is the rollout ply shown on the board during a simulation
	// (0: the position the rollout starts from).
	replay int
	// rootSide is the side to move at the study's root, the side results
	// are scored for.
	rootSide variants.Side
	// player says how the studied player selects (a tree, UCB).
	player engine.PlayerInfo
	// estimator is how the studied player scores a simulation: under
	// eval the rollout is cut after k random moves and the static
	// evaluation scores where it stopped.
	estimator engine.Estimator
	// by is what selection compares, for the first screen's list of
	// phases: "UCB", "UCB, minimax, priors" (selectBy).
	by string
}

// selectBy names what a tree player of cfg selects by, in the first
// screen's row " 1 select    by ...", which the narrowest left column
// (36) holds whole.
func selectBy(cfg engine.Config) string {
	if strings.EqualFold(cfg.Select, engine.SelectPUCT) {
		return "PUCT (priors)"
	}
	switch {
	case cfg.Minimax > 0 && cfg.Prior > 0:
		return "UCB, minimax, priors"
	case cfg.Minimax > 0:
		return "UCB and minimax"
	case cfg.Prior > 0:
		return "UCB and priors"
	}
	return "UCB"
}

// noWrap marks a panel line that is a row of figures: cut at the width,
// never wrapped (prose lines are wrapped).
const noWrap = "\x00"

// row marks s as a row of figures.
func row(s string) string { return noWrap + s }

// phaseTitle names a phase with its number in the iteration: "2/4 expand".
func phaseTitle(p engine.Phase) string {
	return fmt.Sprintf("%d/4 %s", int(p)+1, p)
}

// View renders the panel for ev (nil before the first step, or after a
// batch of iterations run without events), wrapping prose at w columns.
func (pp phasePanel) View(ev *engine.Event, iterations int64, w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	st := pp.styles
	var lines []string
	if ev == nil && iterations > 0 {
		lines = []string{
			st.Bold.Render(fmt.Sprintf("%d iterations run", iterations)),
			"Run in a batch, without showing the phases. n or i shows the next iteration phase by phase.",
		}
	} else if ev == nil {
		lines = []string{
			st.Bold.Render("Ready: no iteration yet"),
			"Each iteration has four phases:",
			// Rows, not prose: each fits the narrowest left column (36),
			// so no word is left on a line of its own ("UCB" at 80x24).
			row(" 1 select    go down the tree by UCB"),
			row(" 2 expand    add one new node"),
			row(" 3 simulate  play a random game out"),
			row(" 4 backprop  pass the result up"),
			st.Dim.Render("n: next phase, i: next iteration"),
		}
		switch {
		case !pp.player.Tree:
			lines[2] = row(" 1 select    next root move in turn")
			lines[3] = row(" 2 expand    (no tree: skipped)")
		case !pp.player.SelectsByUCB:
			lines[2] = row(" 1 select    walk down by roulette")
		case pp.by != "" && pp.by != "UCB":
			lines[2] = row(" 1 select    by " + pp.by)
		}
		if pp.estimator == engine.Eval { // the rollout is cut and scored
			lines[4] = row(" 3 simulate  score by the evaluation")
		}
	} else {
		head := st.Bold.Render(fmt.Sprintf("Iteration %d, %s", ev.Iteration, phaseTitle(ev.Phase)))
		lines = append(lines, head)
		switch ev.Phase {
		case engine.PhaseSelect:
			lines = append(lines, pp.selectLines(ev.Select, w)...)
		case engine.PhaseExpand:
			lines = append(lines, pp.expandLines(ev.Expand)...)
		case engine.PhaseSimulate:
			lines = append(lines, pp.simulateLines(ev.Simulate, w)...)
		case engine.PhaseBackprop:
			lines = append(lines, pp.backpropLines(ev.Backprop)...)
		}
	}
	return fitPanel(st, lines, w, h)
}

// fitPanel lays the panel's lines out in w columns and h rows: prose
// wrapped, rows of figures (row) cut, and a last line saying how many
// did not fit.
func fitPanel(st *kit.Styles, lines []string, w, h int) string {
	var wrapped []string
	for _, l := range lines {
		if strings.HasPrefix(l, noWrap) {
			wrapped = append(wrapped, ansi.Truncate(l[len(noWrap):], w, "…"))
			continue
		}
		wrapped = append(wrapped, kit.WrapLines(l, w, 0)...)
	}
	if len(wrapped) > h {
		wrapped = append(wrapped[:h-1], st.Dim.Render(fmt.Sprintf("… %d more lines", len(wrapped)-h+1)))
	}
	return strings.Join(wrapped, "\n")
}

// selectLines shows each level of the walk: the side choosing, the node's
// visits, and its children's UCB values best first, the chosen one starred.
func (pp phasePanel) selectLines(e engine.SelectEvent, w int) []string {
	st := pp.styles
	var out []string
	if len(e.Levels) == 0 {
		switch e.Stop {
		case "unexpanded":
			out = append(out, "The root still has a move with no node: selection stops at the root.")
		default:
			out = append(out, "Selection stops at the root ("+e.Stop+").")
		}
		return out
	}
	rule := e.Levels[0].Rule
	switch rule {
	case "round robin":
		out = append(out, "Flat search takes each root move in turn:")
	case "roulette":
		out = append(out, "Each level draws a child by roulette wheel, with the chance shown (* the one drawn):")
	case "puct":
		out = append(out, puctRule(e.Levels[0]))
	default:
		out = append(out, selectRule(e.Levels[0]))
	}
	for _, lv := range e.Levels {
		who := pp.v.Side(lv.ToMove)
		node := "root"
		if lv.Depth > 0 {
			node = "depth " + fmt.Sprint(lv.Depth)
		}
		out = append(out, row(st.Label.Render(fmt.Sprintf("%s, %s to move, %d visits:", node, who, lv.Visits))))
		out = append(out, pp.candidates(lv, w)...)
		if lv.Rule == "ucb" && lv.Tied > 1 {
			// Level.Tied: UCB1 takes the first of equals in move order.
			fig := "UCB"
			if lv.Minimax != 0 || lv.Prior != 0 {
				fig = "value"
			}
			out = append(out, st.Dim.Render(fmt.Sprintf("tie: %d share the top %s; the first, %s, is taken",
				lv.Tied, fig, lv.Children[lv.Chosen].Move)))
		}
	}
	why := map[string]string{
		"unexpanded": "it has a move with no node yet",
		"terminal":   "the game is over there",
		"proven":     "its exact value is proven",
		"flat":       "flat search has no tree below the root",
	}[e.Stop]
	if why != "" {
		out = append(out, st.Dim.Render("stops at depth "+fmt.Sprint(e.Depth)+": "+why))
	}
	return out
}

// selectRule is the panel's first line under UCB1: the figure each
// level maximises, its symbols said once. With knowledge (the default
// player's minimax values and priors) selection compares more than the
// UCB the tree and the table show, and the panel lists that value.
func selectRule(lv engine.Level) string {
	if lv.Minimax == 0 && lv.Prior == 0 {
		return "Each level takes the child with the highest UCB = mean + c*sqrt(ln N / n), N the node's visits, n the child's (* the one taken):"
	}
	f := "mean"
	if lv.Minimax != 0 {
		f = fmt.Sprintf("%g*mean + %g*minimax", 1-lv.Minimax, lv.Minimax)
	}
	f += " + c*sqrt(ln N / n)"
	if lv.Prior != 0 {
		f += fmt.Sprintf(" + %g*prior/(n+1)", lv.Prior)
	}
	return "Each level takes the child with the highest value = " + f + ", N the node's visits, n the child's: the UCB shown plus knowledge (* the one taken):"
}

// puctRule is the panel's first line under PUCT: its formula with the
// level's c, what Q and P are, and that the figures listed are PUCT's
// values, not UCB1's (which the tree and the table show).
func puctRule(lv engine.Level) string {
	q := "Q the mean"
	if lv.Minimax != 0 {
		q = fmt.Sprintf("Q = %g*mean + %g*minimax", 1-lv.Minimax, lv.Minimax)
	}
	return fmt.Sprintf("Each level takes the child with the highest PUCT value = Q + %g*P*sqrt(N)/(1+n), %s, P the child's prior (the priors' softmax), N the node's visits, n the child's; shown: each child's PUCT value, not the UCB of the tree (* the one taken):", lv.C, q)
}

// selValue is the figure the panel lists for child c of lv: the value
// selection compared, UCB's blend with knowledge or PUCT's value
// (Candidate.Value), else its UCB.
func selValue(lv engine.Level, c engine.Candidate) float64 {
	if lv.Minimax != 0 || lv.Prior != 0 || lv.Rule == "puct" {
		return c.Value
	}
	return c.UCB
}

// candidates lists a level's children best first on at most two rows
// of w columns: "b2 1.40*  a1 1.22  c3 1.10  …". The figure is UCB (uct;
// with knowledge the value selection compared, selValue),
// the wheel share (roulette) or visits (flat: the least visited goes next).
// The chosen child always makes the list.
func (pp phasePanel) candidates(lv engine.Level, w int) []string {
	idx := make([]int, len(lv.Children))
	for i := range idx {
		idx[i] = i
	}
	fig := func(c engine.Candidate) float64 {
		switch lv.Rule {
		case "roulette":
			return c.Share
		case "round robin":
			return -float64(c.N)
		}
		return selValue(lv, c)
	}
	// Best first; among equals the chosen one first (ties go to it).
	sort.SliceStable(idx, func(a, b int) bool {
		fa, fb := fig(lv.Children[idx[a]]), fig(lv.Children[idx[b]])
		if fa != fb {
			return fa > fb
		}
		return idx[a] == lv.Chosen
	})
	prec := ucbDigits(lv)
	var rows []string
	cur := ""
	for k, i := range idx {
		c := lv.Children[i]
		var f string
		switch {
		case c.Skipped:
			f = pp.skippedWord(lv, c)
		case lv.Rule == "roulette":
			f = fmt.Sprintf("%.0f%%", 100*c.Share)
		case lv.Rule == "round robin":
			f = fmt.Sprintf("%d visits", c.N)
		case math.IsInf(selValue(lv, c), 1):
			f = "inf"
		default:
			f = fmt.Sprintf("%.*f", prec, selValue(lv, c))
		}
		p := c.Move + " " + f
		if i == lv.Chosen {
			p += "*"
		}
		sep := "  "
		if cur == "" {
			sep = ""
		}
		room := w
		if len(rows) == 1 && k < len(idx)-1 {
			room = w - 3 // the last row keeps room for "  …"
		}
		if ansi.StringWidth(cur+sep+p) > room {
			if len(rows) == 1 {
				return append(rows, row(cur+"  …"))
			}
			rows = append(rows, row(cur))
			cur, sep = "", ""
		}
		cur += sep + p
	}
	return append(rows, row(cur))
}

// ucbDigits is how many decimals a level's UCBs need for the chosen
// child's to read apart from every other that differs from it: two, or
// up to six when they agree to two ("b3 0.15*  c1 0.15  b2 0.15" was
// decided in the fifth decimal). Exact ties stay as they are: ties go
// to the first child, which the panel lists first.
func ucbDigits(lv engine.Level) int {
	if lv.Rule == "roulette" || lv.Rule == "round robin" || lv.Chosen < 0 || lv.Chosen >= len(lv.Children) {
		return 2
	}
	best := selValue(lv, lv.Children[lv.Chosen])
	d := 2
	for i, c := range lv.Children {
		v := selValue(lv, c)
		if i == lv.Chosen || c.Skipped || v == best || math.IsInf(v, 0) || math.IsInf(best, 0) {
			continue
		}
		for d < 6 && fmt.Sprintf("%.*f", d, v) == fmt.Sprintf("%.*f", d, best) {
			d++
		}
	}
	return d
}

// skippedWord labels a child selection passes over, from the root
// mover's view (the side results are scored for): "won" for a proven
// win (at the root, a win passed over while a shorter one is looked
// for), "lost" for a proven loss and for a flat search's dropped move.
// The proof (Candidate.Proven) is for the side choosing at the level.
func (pp phasePanel) skippedWord(lv engine.Level, c engine.Candidate) string {
	v := c.Proven
	if lv.ToMove != pp.rootSide {
		v = -v
	}
	if v > 0 {
		return "won"
	}
	return "lost"
}

// expandLines says which node was added, or why none was.
func (pp phasePanel) expandLines(e engine.ExpandEvent) []string {
	st := pp.styles
	if e.Node == engine.NoNode {
		why := map[string]string{
			"terminal": "the game is over at the leaf",
			"proven":   "the leaf's value is already proven",
			"full":     "the tree is at its node budget",
			"flat":     "flat search keeps no tree",
		}[e.Reason]
		if why == "" {
			why = e.Reason
		}
		return []string{"Nothing added: " + why + "."}
	}
	out := []string{
		st.Good.Render(fmt.Sprintf("Added %s (depth %d), marked new", e.Move, e.Depth)),
		"The new node starts at 0 visits; the random game played from it next gives its first result.",
	}
	if e.Outcome != "" {
		out = append(out, "The game is over there: "+e.Outcome+".")
	}
	if e.Proven != 0 {
		out = append(out, "Its value is already proven: "+engine.ExactWord(int(e.Proven))+".")
	}
	return out
}

// simulateLines states the rollout's result first (a chess rollout has
// hundreds of moves), then the replay's position, then the moves around
// the replayed ply, which is bracketed.
func (pp phasePanel) simulateLines(e engine.SimulateEvent, w int) []string {
	st := pp.styles
	if e.Exact {
		return append([]string{"No random game: the value here is known exactly."}, pp.resultLines(e)...)
	}
	out := append([]string{fmt.Sprintf("A random game from depth %d, %d moves.", e.Depth, len(e.Moves))}, pp.resultLines(e)...)
	if pp.evaluated(e) {
		out = append([]string{fmt.Sprintf("From depth %d, %d random moves, then the static evaluation.", e.Depth, len(e.Moves))}, pp.resultLines(e)...)
	}
	step := fmt.Sprintf("Board: ply %d of %d (←→ step, a animates)", pp.replay, len(e.Moves))
	if pp.ascii {
		step = fmt.Sprintf("Board: ply %d of %d (left/right step, a animates)", pp.replay, len(e.Moves))
	}
	out = append(out, st.Dim.Render(step))
	if rb := e.RB; len(rb) > 0 && pp.replay < len(rb) {
		r := rb[pp.replay]
		out = append(out, fmt.Sprintf("rb: %s to move wins at once with p = %d/%d; weight %.3f",
			pp.v.Side(r.Mover), r.Wins, r.Legal, r.Survive))
	}
	from := max(0, pp.replay-4)
	var parts []string
	if from > 0 {
		parts = append(parts, "…")
	}
	for i, m := range e.Moves[from:] {
		if from+i+1 == pp.replay {
			m = "[" + m + "]"
		}
		parts = append(parts, m)
	}
	for _, l := range wrapWords(parts, w) {
		out = append(out, row(l))
	}
	if !e.Complete {
		out = append(out, st.Dim.Render("(the moves could not all be recovered)"))
	}
	return out
}

// evaluated reports whether the eval estimator scored the simulation
// where its k random moves stopped (the game did not end there): no one
// won, so its result is no draw, and the value is the evaluation's.
func (pp phasePanel) evaluated(e engine.SimulateEvent) bool {
	return pp.estimator == engine.Eval && !e.Exact && len(e.RB) == 0 && e.Outcome == "integrated"
}

// resultLines state the rollout's result: who won and how, and the
// value it counts for the side to move at the root. Under rb the board
// shows rb's own game, which no one need have won (each ply's chance of
// a win at once is counted instead of played): the value rb scores comes
// first, then how the board's game ends, then the coupled plain rollout
// (the same random draws, taking a win when it draws one), whose result
// the engine reports beside rb's and which is not the board's game.
func (pp phasePanel) resultLines(e engine.SimulateEvent) []string {
	st := pp.styles
	root := pp.v.Side(pp.rootSide)
	if pp.evaluated(e) { // no one won: the evaluation scored where the moves stopped
		return []string{st.Bold.Render(fmt.Sprintf("The evaluation scores it %s for %s, the side to move at the root.", engine.FormatMean(e.Value, 3), root))}
	}
	who := "Draw"
	switch {
	case e.Result > 0:
		who = root + " wins"
	case e.Result < 0:
		who = pp.v.Side(pp.rootSide.Other()) + " wins"
	}
	if _, why, ok := strings.Cut(e.Outcome, " by "); ok && len(e.RB) == 0 {
		who += " by " + why
	}
	if len(e.RB) == 0 {
		text := fmt.Sprintf("%s: %+d for %s, the side to move at the root.", who, e.Result, root)
		if math.Abs(e.Value-float64(e.Result)) > 1e-9 {
			text += fmt.Sprintf(" rb scores it %s.", engine.FormatMean(e.Value, 3))
		}
		return []string{st.Bold.Render(text)}
	}
	board := "On the board no one wins: rb counts each ply's chance of a win at once."
	if e.Outcome != "integrated" && e.Outcome != "" {
		board = "On the board: " + e.Outcome + "."
	}
	return []string{
		st.Bold.Render(fmt.Sprintf("rb scores it %s for %s, the side to move at the root.", engine.FormatMean(e.Value, 3), root)),
		board,
		st.Dim.Render(fmt.Sprintf("Plain rollout on the same draws: %s, %+d.", who, e.Result)),
	}
}

// backpropLines shows each node on the path with its visits and mean
// before and after and the value added, and the one-line reason the sign
// alternates.
func (pp phasePanel) backpropLines(e engine.BackpropEvent) []string {
	st := pp.styles
	arrow := "→"
	if pp.ascii {
		arrow = ">"
	}
	mean := func(w float64, n int64) string {
		if n == 0 {
			return "  -  "
		}
		return engine.FormatMean(w/float64(n), 2)
	}
	// The columns are as wide as their widest cell, so the side's name
	// at the end of a row is not cut ("-1 Seco…" at nim's 80x24).
	nameW, nW := 4, len("visits")
	for _, u := range e.Nodes {
		nameW = max(nameW, ansi.StringWidth(u.Move))
		nW = max(nW, ansi.StringWidth(fmt.Sprintf("%d%s%d", u.NBefore, arrow, u.NAfter)))
	}
	out := []string{"Each node on the path adds the result:",
		row(st.Label.Render(fmt.Sprintf("%-*s %-*s %-11s %s", nameW, "node", nW, "visits", "mean", "adds")))}
	for _, u := range e.Nodes {
		name := u.Move
		if name == "" {
			name = "root"
		}
		line := fmt.Sprintf("%-*s %-*s %-11s %s %s", nameW, name, nW, fmt.Sprintf("%d%s%d", u.NBefore, arrow, u.NAfter),
			mean(u.WBefore, u.NBefore)+arrow+mean(u.WAfter, u.NAfter), engine.FormatValue(u.Added), pp.v.Side(u.For))
		if u.NewlyProven {
			line += ", proven " + engine.ExactWord(int(u.Proven))
		}
		out = append(out, row(line))
	}
	out = append(out, st.Dim.Render("A node counts the result for the side that moved into it, so the sign flips at every level."))
	return out
}

// wrapWords joins words with spaces into lines of at most w columns.
func wrapWords(words []string, w int) []string {
	var lines []string
	cur := ""
	for _, wd := range words {
		switch {
		case cur == "":
			cur = wd
		case len(cur)+1+len(wd) <= w:
			cur += " " + wd
		default:
			lines = append(lines, cur)
			cur = wd
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
