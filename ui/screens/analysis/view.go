package analysis

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// relayout lays the board out for its size and what it shows now (the
// message's rows, the full help): board.Frame.Relayout. Update calls it
// after every message, so View only draws.
func (a *Model) relayout() { a.Relayout(boardScreen{a}, a.Width, a.Height) }

// setSize records the terminal's size and lays the board out for it.
func (a *Model) setSize(w, h int) {
	a.Common.SetSize(w, h)
	a.relayout()
}

// ShortHelp lists the analysis board's main keys; while a choice waits
// (a promotion), only its keys and esc, as on the play screen.
func (a Model) ShortHelp() []key.Binding {
	if c := a.Input.ChoiceHelp(); c != nil {
		return c
	}
	if a.Input.Focused() {
		// No "? help" here: while a move is typed, ? is typed too.
		return a.Input.ShortHelp()
	}
	b := a.keys.ShortHelp()
	if !a.turns() {
		b = slices.DeleteFunc(b, func(k key.Binding) bool { return kit.HasKey([]key.Binding{k}, a.keys.Flip) })
	}
	return b
}

// FullHelp is the surface's keys (the flip among them where the board
// turns), then the board's own (KeyMap).
func (a Model) FullHelp() [][]key.Binding {
	return append([][]key.Binding{a.Surface.FullHelp()}, a.keys.FullHelp()...)
}

// turns reports whether the surface turns with the flip key: Connect
// Four's board and nim's heaps do not ("No flip: ..."), and the help
// offered v there.
func (a Model) turns() bool {
	return kit.HasKey(a.Surface.ShortHelp(), a.keys.Flip)
}

// View draws the analysis board: the title (player, estimator, budget,
// how often the analysis restarted; a game read from a PGN is titled
// with its players instead, as review titles it, and those settings head
// the panel), the board beside the move list and the live table, the
// status line, a message, the move input and the help. At
// 100x30, colour off, chess after 1. e4:
//
//	Analysis  Chess  flat plain, infinite  (restart 1)
//	  8  r  n  b  q  k  b  n  r    Moves
//	...                              1. e4
//	                               live: flat, 2.10 s, 9.8k rollouts, by mean
//	                                    move rollouts ...
//	flat thinking on move 1 (Black): 2.10 s | 9.80 kr | 4.67 kr/s | e5
//	Played e4: analysing the new position
func (a Model) View() string { return a.Frame.View(boardScreen{&a}) }

// marks are the board's marks: the move that led to the position shown,
// and the engine's best move there. No cursor where no move may be
// made: a choice waiting for its key, or a position the game is over in
// (nim's cursor offered "take 1" from an empty heap).
func (a *Model) marks() surface.Marks {
	marks := surface.Marks{Active: !a.Input.Choosing() && a.typedIn() != nil}
	if a.Ply() > 0 {
		marks.Last = a.Rec.Turn(a.Ply() - 1).Move
		marks.Before, _ = a.Rec.PositionAt(a.Ply() - 1)
	}
	if a.Live != nil && a.Live.BestText != "" {
		marks.Best, marks.HasBest = a.Live.Best, true
	}
	return marks
}

// typedIn is the position a typed move is played in, nil when the game is
// over there.
func (a *Model) typedIn() variants.Position {
	pos := a.position()
	if pos.Outcome().Over() {
		return nil
	}
	return pos
}

// panelView is the line as the play screen's review shows a game
// (panel.AtPly: every move with its PGN clock and eval, the move shown
// marked and kept in view, its comment under the list), with the live
// table, or the finished search's, in place of the stored one. A game
// from a PGN heads it with the settings (the title names the players).
func (a *Model) panelView() panel.View {
	pv := panel.AtPly(a.Rec, a.Ply())
	if kit.FilePlayers(a.Rec) != "" {
		pv.Header = []string{a.settings()}
	}
	pv.Header = append(pv.Header, a.headerLines()...)
	if a.Live != nil {
		pv.Pos = a.position()
	}
	switch {
	case a.Search != nil:
		pv.Stats, pv.Chosen, pv.Stopped, pv.Title = a.Live, variants.NoMove, "", "live"
	case a.Live != nil && a.off:
		pv.Stats, pv.Chosen, pv.Title, pv.Stopped = a.Live, variants.NoMove, "engine off", engine.StopCancelled
	case a.Live != nil:
		pv.Stats, pv.Chosen, pv.Title, pv.Stopped = a.Live, variants.NoMove, "done ("+string(a.stopped)+")", a.stopped
	}
	return pv
}

// atBudget reports whether a search stopped because its budget was
// spent, rather than because the position needed no more thought.
func atBudget(r engine.StopReason) bool {
	switch r {
	case engine.StopRollouts, engine.StopTime, engine.StopTargetSE, engine.StopSeparation:
		return true
	}
	return false
}

// settings is the engine the board analyses with: player, estimator
// (for a player that plays rollouts: the others have none), budget (or,
// for a player that does not search, what it does instead) and how
// often the analysis restarted (nothing on the first search).
func (a *Model) settings() string {
	who, what := a.Cfg.Engine.Player, a.budgetLabel()
	if rollsOut(who) {
		// The estimator as the player searches (ForGame): a default
		// player's options may name none (a level's), its preset's
		// eval applies.
		who += " " + a.Cfg.Engine.ForGame(a.position()).Estimator.String()
	} else if rule, ok := a.noSearch(); ok {
		what = rule
	}
	if a.Restarts == 0 {
		return fmt.Sprintf("%s, %s", who, what)
	}
	return fmt.Sprintf("%s, %s  (restart %d)", who, what, a.Restarts)
}

// noSearch says what a player that does not search does instead of
// spending a budget, as the table's head does (panel): perfect reads
// exact values from the game's solver (within a time budget when one is
// set), random and searchlight follow the rule their summary states. It
// is false for a player that searches (rollouts, an external engine's),
// whose budget the title names.
func (a *Model) noSearch() (string, bool) {
	info, ok := engine.Info(a.Cfg.Engine.Player)
	if !ok || info.Statistics || info.External {
		return "", false
	}
	if info.ChoosesBy == engine.ByValue {
		if b := a.Cfg.Engine.Budget; b.Time > 0 {
			return "exact values within " + kit.BudgetLabel(engine.Budget{Time: b.Time}), true
		}
		return "exact values from the solver", true
	}
	rule, _, _ := strings.Cut(info.Summary, " (")
	return rule, true
}

// followsRule reports whether the player decides by a rule with no
// search at all (random, searchlight): no budget bounds it, where
// perfect's solver is bounded by a time budget (noSearch).
func (a *Model) followsRule() bool {
	info, ok := engine.Info(a.Cfg.Engine.Player)
	return ok && !info.Statistics && !info.External && info.ChoosesBy == engine.ByRule
}

// title is the top line: the variant, the game's running clock when a
// game on the clock was left for the board ("White's game clock runs:
// 4:53"), then the settings, or the PGN's players (then the settings
// head the panel when there is one).
func (a *Model) title(panel bool) string {
	st := a.Styles
	title := st.Title.Render("Analysis") + "  " + st.Title.Render(a.Rec.Variant().Title)
	if c := a.gameClock(); c != "" {
		// Before the settings, so a narrow title keeps it whole (the
		// time spent here is the person's: docs/playing.md), giving up
		// the game's name, then "Analysis", where it does not fit.
		room := a.Width - max(0, a.Layout().BoardX-1) // as the frame cuts it
		clock := st.Bold.Render(c)
		for _, t := range []string{title + "  " + clock, st.Title.Render("Analysis") + "  " + clock, clock} {
			if title = t; ansi.StringWidth(t) <= room {
				break
			}
		}
	}
	// Both players are named, each cut to a share of the width where
	// the file names them at length (a match's labels).
	players := kit.FilePlayersWithin(a.Rec, a.Width-ansi.StringWidth(title)-2)
	switch {
	case players == "":
		title += st.Dim.Render("  " + a.settings())
	case panel:
		title += st.Dim.Render("  " + players)
	default:
		title += st.Dim.Render("  " + players + "  " + a.settings())
	}
	return title
}

// statusText says what the engine is doing at the position shown.
func (a *Model) statusText() string {
	side := a.Rec.Variant().Side(a.position().ToMove())
	status := fmt.Sprintf("%s analysing ply %d (%s to move)", a.Cfg.Engine.Player, a.Ply(), side)
	// The best move stays whole at 80 columns and less: the status line
	// drops its least important figures, then the prefix its detail.
	sb := a.Frame.Status
	switch {
	case a.Search != nil && a.Live != nil:
		status = sb.Progress(*a.Live, -1, status+": ", fmt.Sprintf("analysing ply %d: ", a.Ply()))
	case a.Search != nil:
		status += "…"
	case a.off && a.Live != nil:
		// Turned off mid-think (space): the table it had, until space.
		status = sb.Progress(*a.Live, -1, fmt.Sprintf("%s off (%s: on): ", a.Cfg.Engine.Player, a.keys.Think.Help().Key), "engine off: ")
	case a.off:
		status = fmt.Sprintf("engine off at ply %d (%s: on)", a.Ply(), a.keys.Think.Help().Key)
	case a.Live != nil && atBudget(a.stopped):
		// The budget asked for (l, -rollouts) is spent: no more thinking
		// here until l, a move or a step.
		status = sb.Progress(*a.Live, -1,
			fmt.Sprintf("%s stopped at its budget, %s: ", a.Cfg.Engine.Player, a.budgetLabel()), "at its budget: ")
	case a.Live != nil:
		status = sb.Progress(*a.Live, -1,
			fmt.Sprintf("%s done (%s): ", a.Cfg.Engine.Player, a.stopped), fmt.Sprintf("done (%s): ", a.stopped))
	default:
		status = "no analysis"
	}
	return status
}

// message is the last message, or what the board does when there is
// none (the frame wraps it to the width).
func (a *Model) message() (string, lipgloss.Style) {
	st := a.Styles
	if a.msg == "" {
		side := a.Rec.Variant().Side(a.position().ToMove())
		return side + " to move: move either side; [ ] steps; the engine never moves (" + a.keys.Think.Help().Key + ": off)", st.Dim
	}
	if a.kind == kit.StatusError {
		return a.msg, st.Error
	}
	return a.msg, st.Info
}
