package study

import (
	"fmt"
	"sort"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/enginerun"
)

// compareBudget is the least number of rollouts (iterations) each player
// gets in the side-by-side comparison; more once the study has run more.
const compareBudget = 1000

// compareResult is flat's and uct's final tables on the same position and
// budget.
type compareResult struct {
	budget int64
	flat   engine.Result
	uct    engine.Result
}

// startCompare runs flat and uct, one worker each, on a clone of the
// study's position with the same seed and rollout budget, through
// enginerun.StartSeq: off the UI goroutine, counted, built by the player
// factory, and cancelled when the study closes or starts another.
func (s *Model) startCompare() tea.Cmd {
	s.cmp.Cancel()
	budget := max(compareBudget, s.step.Iterations())
	var cfgs []engine.Config
	for _, name := range []string{"flat", "uct"} {
		cfgs = append(cfgs, engine.Config{Player: name, Budget: engine.Budget{Rollouts: budget},
			Workers: 1, Seed: s.cfg.Seed, Estimator: s.cfg.Estimator, Policy: s.cfg.Policy}.ForGame(s.root))
	}
	run, cmd := enginerun.StartSeq(s.env, cfgs, s.root)
	s.cmp, s.cmpBudget = &run, budget
	return cmd
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
	s.compare = &compareResult{budget: s.cmpBudget, flat: msg.Res[0], uct: msg.Res[1]}
}

// paneView draws the pane under the tree.
func (s Model) paneView(w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	switch s.pane {
	case paneChart, paneShares:
		share := s.pane == paneShares
		exact := s.rootExact()
		series := s.hist.series(s.snap, 3, share, func(i int) (int8, bool) {
			v, ok := exact[s.snap.Moves[i].Text]
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
		return s.Styles.Bold.Render(ansi.Truncate(head, w, "…")) + "\n" + c.View(series, share, float64(s.step.Iterations()))
	case paneCompare:
		return s.compareView(w, h)
	}
	return s.tableView(w, h)
}

// tableView is the root moves' table, most visited first: N, share of
// the root's visits, mean ± se, UCB (uct) and the exact value.
func (s Model) tableView(w, h int) string {
	st := s.Styles
	exact := s.rootExact()
	// The tree players play their most visited move, the others their
	// best mean: the table puts the player's preference first.
	rows := append([]engine.MoveStats(nil), s.snap.Moves...)
	if s.player().ChoosesBy == engine.ByVisits {
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].Rollouts > rows[j].Rollouts })
	} else {
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].Mean > rows[j].Mean })
	}
	var total int64
	for _, r := range rows {
		total += r.Rollouts
	}
	pm := "±"
	if s.tree.ASCII {
		pm = "+-"
	}
	showUCB := s.player().SelectsByUCB
	dec, meanW, moveW, nW := 3, 14+len(pm)-1, 6, 6
	if w < 48 {
		dec, meanW, moveW, nW = 2, 12+len(pm)-1, 5, 5
	}
	head := fmt.Sprintf("%-*s %*s %4s %*s", moveW, "move", nW, "N", "N%", meanW, "mean "+pm+" se")
	if showUCB {
		head += fmt.Sprintf(" %5s", "UCB")
	}
	if len(exact) > 0 {
		head += " exact"
	}
	lines := []string{st.Header.Render(ansi.Truncate(head, w, ""))}
	for _, r := range rows {
		if len(lines) >= h {
			break
		}
		share := 0.0
		if total > 0 {
			share = 100 * float64(r.Rollouts) / float64(total)
		}
		mean := "-"
		if r.Rollouts > 0 {
			mean = fmt.Sprintf("%s %s %.*f", engine.FormatMean(r.Mean, dec), pm, dec, r.StdErr)
		}
		line := fmt.Sprintf("%-*s %*d %3.0f%% %*s", moveW, r.Text, nW, r.Rollouts, share, meanW, mean)
		if showUCB {
			line += fmt.Sprintf(" %5s", ucbText(r))
		}
		if v, ok := exact[r.Text]; ok {
			line += " " + engine.ExactWord(int(v))
		}
		style := st.Field
		if r.Move == s.snap.Best && r.Rollouts > 0 {
			style = st.Chosen
		}
		lines = append(lines, style.Render(ansi.Truncate(line, w, "")))
	}
	return strings.Join(lines, "\n")
}

// ucbText is a root move's UCB for the table: "inf" before its first
// visit.
func ucbText(r engine.MoveStats) string {
	if r.Rollouts == 0 {
		return "inf"
	}
	return fmt.Sprintf("%.2f", r.UCB)
}

// compareView shows flat and uct side by side on the same budget: each
// root move's share of the rollouts (visits) as a number and a bar, the
// move each would play starred, and the exact value.
func (s Model) compareView(w, h int) string {
	st := s.Styles
	c := s.compare
	if c == nil {
		return st.Dim.Render("Running flat and uct on this position…")
	}
	exact := s.rootExact()
	lines := []string{
		st.Bold.Render(ansi.Truncate(fmt.Sprintf("flat vs uct, %d rollouts each: share", c.budget), w, "…")),
	}
	barW := max(0, (w-6-2*6-7)/2)
	head := fmt.Sprintf("%-6s %-*s %-*s", "move", 5+barW, "flat", 5+barW, "uct")
	if len(exact) > 0 {
		head += " exact"
	}
	lines = append(lines, st.Header.Render(ansi.Truncate(head, w, "")))
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
	cell := func(x float64, chosen bool) string {
		mark := " "
		if chosen {
			mark = "*"
		}
		n := int(x*float64(barW) + 0.5)
		return fmt.Sprintf("%3.0f%%%s%-*s", 100*x, mark, barW, strings.Repeat(bar, n))
	}
	rows := append([]engine.MoveStats(nil), c.uct.Moves...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Rollouts > rows[j].Rollouts })
	for _, r := range rows {
		if len(lines) >= h {
			break
		}
		fx, fc := share(c.flat, r.Text)
		ux, uc := share(c.uct, r.Text)
		line := fmt.Sprintf("%-6s %s %s", r.Text, cell(fx, fc), cell(ux, uc))
		if v, ok := exact[r.Text]; ok {
			line += " " + engine.ExactWord(int(v))
		}
		lines = append(lines, ansi.Truncate(line, w, ""))
	}
	return strings.Join(lines, "\n")
}
