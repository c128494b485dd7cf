package analysis

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/boardframe"
	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// analysisLayout places the analysis board's components, as gameLayout
// does the play screen's: View draws from it, clicks read the board's
// origin from it.
type analysisLayout struct {
	boardframe.Body // the board and the panel beside it
	tooSmall        bool
	needW, needH    int
	boardY          int
	helpH           int // rows of the help: one, or the full help's (kit.HelpPage)
	// helpPage: the full help does not fit under the board, so it is
	// drawn in the body's place (kit.HelpPage) until ? closes it, as on
	// the play screen; clicks on the hidden board do nothing meanwhile.
	helpPage bool
}

// rows of the analysis board outside its body: title above; status,
// message, input and help below.
const analysisChrome = 5

// layout picks the largest board scale that leaves the panel roomy.
func (a *Model) layout() analysisLayout {
	var l analysisLayout
	mw, mh := a.Surface.MinSize()
	l.needW, l.needH = max(boardframe.MinGameWidth, mw+2), max(boardframe.MinGameHeight, mh+analysisChrome)
	if a.Width < l.needW || a.Height < l.needH {
		a.Surface.SetScale(0)
		l.tooSmall = true
		return l
	}
	l.helpH = 1
	if a.Help.ShowAll {
		l.helpH = kit.HelpHeight(a.FullHelp(), a.Width)
	}
	avail := a.Height - analysisChrome + 1 - l.helpH
	if avail < mh { // no room for the full help under the board: a page
		l.helpH, l.helpPage = 1, true
		avail = a.Height - analysisChrome
	}
	l.Body = boardframe.FitBody(a.Surface, a.Width, avail)
	l.boardY = 1
	return l
}

// setSize records the terminal's size and sizes the components.
func (a *Model) setSize(w, h int) {
	a.Common.SetSize(w, h)
	a.Resize(w, a.layout().Body)
}

// ShortHelp lists the analysis board's main keys; while a choice waits
// (a promotion), only its keys and esc, as on the play screen.
func (a Model) ShortHelp() []key.Binding {
	if c := a.Input.ChoiceHelp(); c != nil {
		return c
	}
	if a.Input.Focused() {
		return append(a.Input.ShortHelp(), a.keys.Help)
	}
	return a.keys.ShortHelp()
}

// FullHelp is the surface's keys, then the board's own (KeyMap).
func (a Model) FullHelp() [][]key.Binding {
	return append([][]key.Binding{a.Surface.FullHelp()}, a.keys.FullHelp()...)
}

// View draws the analysis board: the title (player, estimator, budget,
// how often the analysis restarted; a game read from a PGN is titled
// with its players instead, as review titles it, and those settings head
// the panel), the board beside the move list and the live table, the
// status line, a message, the move input and the help. At
// 100x30, colour off, chess after 1. e4:
//
//	Analysis  Chess  flat plain, infinite  (restart 2)
//	  8  r  n  b  q  k  b  n  r    Moves
//	...                              1. e4
//	                               live: flat, 2.10 s, 9.8k rollouts, by mean
//	                                    move rollouts ...
//	flat thinking on move 1 (Black): 2.10 s | 9.80 kr | 4.67 kr/s | e5
//	Played e4: analysing the new position
func (a Model) View() string {
	l := a.layout()
	if l.tooSmall {
		return kit.TooSmallView(a.Width, a.Height, l.needW, l.needH)
	}
	if l.helpPage {
		return a.helpPageView()
	}
	marks := surface.Marks{Active: !a.Input.Choosing()}
	if a.Ply > 0 {
		marks.Last = a.Rec.Turn(a.Ply - 1).Move
		marks.Before, _ = a.Rec.PositionAt(a.Ply - 1)
	}
	if a.Live != nil && a.Live.BestText != "" {
		marks.Best, marks.HasBest = a.Live.Best, true
	}
	board := strings.Split(a.Surface.View(marks), "\n")
	var panelRows []string
	if l.PanelW > 0 {
		pv := a.panelView()
		if kit.FilePlayers(a.Rec) != "" { // the title names the players: the settings head the panel
			pv.Header = []string{a.settings()}
		}
		panelRows = strings.Split(a.Panel.View(pv), "\n")
	}
	lines := l.Rows(ansi.Truncate(a.title(l.PanelW > 0), a.Width-max(0, l.BoardX-1), "…"), board, panelRows)
	lines = append(lines, a.Status.View(a.statusText(), -1), a.messageLine())
	lines = append(lines, a.Input.View(a.typedIn(), a.Rec.Variant().MoveHelp))
	if a.Help.ShowAll {
		lines = append(lines, kit.HelpPage(a.Styles, a.FullHelp(), a.Width, l.helpH)...)
	} else {
		lines = append(lines, a.Help.View(a))
	}
	return kit.FitScreen(strings.Join(lines, "\n"), a.Width, a.Height)
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
// table, or the finished search's, in place of the stored one.
func (a *Model) panelView() panel.View {
	pv := panel.AtPly(a.Rec, a.Ply)
	switch {
	case a.Search != nil:
		pv.Stats, pv.Chosen, pv.Stopped, pv.Title = a.Live, variants.NoMove, "", "live"
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

// helpPageView draws the full help in the board's place, between the
// title and the status, message and input (the analysis goes on under
// it); the last line says how to turn its pages and close it. As the
// play screen's.
func (a Model) helpPageView() string {
	pageH := a.Height - analysisChrome
	pages := a.helpPages()
	page := kit.HelpPageAt(pages, a.helpAt, pageH)
	lines := append([]string{ansi.Truncate(a.title(false), a.Width, "…")}, page...)
	lines = append(lines, a.Status.View(a.statusText(), -1), a.messageLine())
	lines = append(lines, a.Input.View(a.typedIn(), a.Rec.Variant().MoveHelp))
	lines = append(lines, kit.HelpPagesKeys(a.Styles, a.keys.Help, a.helpAt, len(pages)))
	return kit.FitScreen(strings.Join(lines, "\n"), a.Width, a.Height)
}

// helpPages is the full help in the board's place, in pages of the rows
// the board leaves (kit.HelpPages): one page at 60x20, two at the
// smallest size the board draws at.
func (a Model) helpPages() [][]string {
	return kit.HelpPages(a.Styles, a.FullHelp(), a.Width, a.Height-analysisChrome)
}

// settings is the engine the board analyses with: player, estimator,
// budget and how often the analysis restarted.
func (a *Model) settings() string {
	return fmt.Sprintf("%s %s, %s  (restart %d)", a.Cfg.Engine.Player, a.Cfg.Engine.Estimator, a.budgets[a.budget].Label, a.Restarts)
}

// title is the top line: the variant with the settings, or with the
// PGN's players (then the settings head the panel when there is one).
func (a *Model) title(panel bool) string {
	st := a.Styles
	title := st.Title.Render("Analysis") + "  " + st.Title.Render(a.Rec.Variant().Title)
	players := kit.FilePlayers(a.Rec)
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
	status := fmt.Sprintf("%s analysing ply %d (%s to move)", a.Cfg.Engine.Player, a.Ply, side)
	switch {
	case a.Search != nil && a.Live != nil:
		status += ": " + a.Live.StatusLine()
	case a.Search != nil:
		status += "…"
	case a.Live != nil && atBudget(a.stopped):
		// The budget asked for (l, -rollouts) is spent: no more thinking
		// here until l, a move or a step.
		status = fmt.Sprintf("%s stopped at its budget, %s: %s", a.Cfg.Engine.Player, a.budgets[a.budget].Label, a.Live.StatusLine())
	case a.Live != nil:
		status = fmt.Sprintf("%s done (%s): %s", a.Cfg.Engine.Player, a.stopped, a.Live.StatusLine())
	default:
		status = "no analysis"
	}
	return status
}

// messageLine is the last message, or what the board does when there is
// none.
func (a *Model) messageLine() string {
	st := a.Styles
	msg, style := a.msg, st.Info
	if a.kind == kit.StatusError {
		style = st.Error
	}
	if msg == "" {
		side := a.Rec.Variant().Side(a.position().ToMove())
		msg = side + " to move: move either side; [ ] steps; the engine never moves"
		style = st.Dim
	}
	return style.Render(msg)
}
