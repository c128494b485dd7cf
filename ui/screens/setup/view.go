package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
)

// The setup form's width, and the terminal width above which it is
// centred instead of drawn at the left edge.
const (
	setupWidth = 80
	wideSetup  = 100
	// setupRoomy is the height from which the form has blank lines
	// around it.
	setupRoomy = 16
	// rowHead is the columns before a row's value: its focus mark, its
	// label and a space.
	rowHead = 2 + 14 + 1
)

// View draws the setup screen, here with colour off (the focused row is
// marked with '>'):
//
//	Rollout: set up a game
//
//	  Game        < Tic-tac-toe >
//	  X           < human >          a person at the keyboard and mouse
//	  X budget      -
//	  X policy      -
//	  O           < uct >            Monte Carlo tree search ...
//	  O budget    < 1 s >
//	  O policy      uniform
//	  Estimator   < plain >
//	  Mode          play
//	  Position    empty: the start position
//	> [ Start ]
//
//	↑↓/tab field • ←→ change • enter start • q quit • ? help
//
// Below setupRoomy rows the blank lines around the form go, so the
// smallest terminal (30x14) still shows every row; a taller form (resume
// offers, the Games row) scrolls to its focus (scrollToFocus).
func (s Model) View() string {
	if s.tooSmall() {
		return kit.TooSmallView(s.Width, s.Height, minWidth, minHeight)
	}
	st := s.Styles
	v := s.variant()
	l, r := "◂ ", " ▸"
	if st.Plain {
		l, r = "< ", " >"
	}
	// Text under the form wraps to the form's width when it is centred
	// (else to the screen's): a parser's reason or a position format is
	// read whole, not cut at the right edge.
	textWidth := s.Width
	if s.Width > wideSetup {
		textWidth = setupWidth
	}
	// below is the focused row's note where it is wider than the room
	// beside its row: it goes under the form, whole ("the game's
	// strongest measured configuration: uct w" was cut at the edge).
	below := ""
	focused := "" // the focused row as drawn, found again in lines below
	row := func(f field, label, value, note string) string {
		mark := "  "
		lab := st.Field
		if s.focus == f {
			mark, lab = "> ", st.FieldFocus
		}
		out := st.FieldFocus.Render(mark) + lab.Render(fmt.Sprintf("%-*s", rowHead-3, label)) + " " + value
		if note != "" && s.focus == f {
			if ansi.StringWidth(out)+2+ansi.StringWidth(note) > textWidth {
				below = note
			} else {
				out += "  " + st.Dim.Render(note)
			}
		}
		if s.focus == f {
			focused = out
		}
		return out
	}
	choice := func(f field, text string) string {
		if s.focus == f {
			return st.Value.Render(l + text + r)
		}
		return st.Value.Render("  " + text)
	}
	// A centred form's lines are moved right by pad: the offers are cut
	// to what is left, so the time a game was saved, at their end, is
	// not the part the screen's edge cuts (at 120 columns it was).
	pad := 0
	if s.Width > wideSetup {
		pad = (s.Width - setupWidth) / 2
	}
	var lines []string
	lines = append(lines, st.Title.Render("Rollout: set up a game"))
	if s.resume != "" {
		lines = append(lines, st.Good.Render(fitOffer("R resumes: "+s.resume, s.Width-pad)))
	}
	if s.previous != "" {
		lines = append(lines, st.Good.Render(fitOffer("P resumes the one before: "+s.previous, s.Width-pad)))
	}
	roomy := s.Height >= setupRoomy+len(lines)-1 // one more per resume line
	if roomy {
		lines = append(lines, "")
	}
	lines = append(lines, row(fieldGame, "Game", choice(fieldGame, v.Title), ""))
	if s.offers(fieldClock) {
		clock, note := s.clockRow(choice)
		lines = append(lines, row(fieldClock, "Clock", clock, note))
	}
	for i := range 2 {
		f, fb, fp := fieldFirst, fieldFirstBudget, fieldFirstPolicy
		if i == 1 {
			f, fb, fp = fieldSecond, fieldSecondBudget, fieldSecondPolicy
		}
		p := s.players[s.side[i]]
		lines = append(lines, row(f, v.SideNames[i], choice(f, p.name), p.summary))
		// No budget row has a note (shown only on focus): a level's
		// row never has the focus (budgetOffered), and on a clock an
		// engine's reason is beside its value.
		budget := st.Dim.Render("  -")
		if c, ok := s.levelConfig(i); ok {
			budget = st.Dim.Render(fmt.Sprintf("  %d iterations (the level's)", c.Budget.Rollouts))
		} else if s.side[i] != 0 && !s.classmate(i) {
			b := s.budgets[s.budget[i]]
			// Counted as the side's player counts ("1k iterations" for
			// uct, "1k rollouts" for flat), as the game's title says it.
			label := kit.BudgetLabelOf(b.Budget, p.name)
			budget = choice(fb, label)
			if s.clocked() {
				// Read-only on a clock (budgetOffered), its reason
				// beside it, as the Estimator row's "preset" is: a note
				// shows only on focus, which the row never has.
				budget = st.Dim.Render(kit.FitLine("  "+label+"  "+s.budgetOnClock(b.Budget), textWidth-rowHead))
			}
		}
		lines = append(lines, row(fb, v.SideNames[i]+" budget", budget, ""))
		if s.levelSide(i) { // level.go
			lv, note := s.levelRow(i, choice)
			lines = append(lines, row(fp, v.SideNames[i]+" level", lv, note))
		} else {
			pol, note := s.policyRow(i, choice)
			lines = append(lines, row(fp, v.SideNames[i]+" policy", pol, note))
		}
	}
	est, estNote := s.estimatorRow(choice, textWidth-rowHead)
	lines = append(lines, row(fieldEstimator, "Estimator", est, estNote))
	lines = append(lines, row(fieldMode, "Mode", choice(fieldMode, s.mode()), s.modeNote()))
	if s.offers(fieldGames) {
		games, note := s.gamesRow(choice)
		lines = append(lines, row(fieldGames, "Games", games, note))
	}

	lines = append(lines, row(fieldPosition, "Position", "  "+s.position.View(), ""))
	start := "[ Start ]"
	if s.focus == fieldStart {
		start = st.Button.Render(start)
	}
	lines = append(lines, row(fieldStart, "", "  "+start, ""))
	if roomy {
		lines = append(lines, "")
	}
	if s.busy != "" {
		for _, l := range kit.WrapLines(s.busy, textWidth, 2) {
			lines = append(lines, st.Dim.Render(l))
		}
	} else if s.unbound != "" {
		lines = append(lines, st.Error.Render(kit.FitLine(s.unbound, textWidth)))
	} else if s.err != "" {
		// The moves stay in view beside an error: the position refused
		// is the one after them (-mode study -pgn finished.pgn), not the
		// Position row's.
		for _, l := range movesLines(s.moves, textWidth, 2) {
			lines = append(lines, st.Dim.Render(l))
		}
		for _, l := range kit.WrapLines(s.err, textWidth, 4) {
			lines = append(lines, st.Error.Render(l))
		}
	} else if len(s.moves) > 0 {
		for _, l := range movesLines(s.moves, textWidth, 3) {
			lines = append(lines, st.Dim.Render(l))
		}
	} else if s.focus == fieldPosition {
		for _, l := range kit.WrapLines(v.PositionHelp, textWidth, 3) {
			lines = append(lines, st.Dim.Render(l))
		}
	} else if below != "" {
		for _, l := range kit.WrapLines(below, textWidth, 4) {
			lines = append(lines, st.Dim.Render(l))
		}
	} else {
		lines = append(lines, "")
	}
	help := s.helpLines(s.Height - len(lines))
	lines = scrollToFocus(lines, focused, s.Height-len(help))
	if s.Width > wideSetup { // a large terminal: centre the form
		// A form taller than the terminal (resume offers and a wrapped
		// error at the minimum height) gets no margin, not a negative one.
		top := make([]string, max(0, (s.Height-len(lines)-len(help))/3))
		for i, l := range lines {
			if l != "" {
				lines[i] = strings.Repeat(" ", pad) + l
			}
		}
		lines = append(top, lines...)
	}
	// A row wider than the screen (a long player's name at 30 columns) is
	// cut with "…", so the cut shows; FitScreen's cut would not say so.
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, s.Width, "…")
	}
	for len(lines) < s.Height-len(help) {
		lines = append(lines, "")
	}
	lines = append(lines[:s.Height-len(help)], help...)
	return kit.FitScreen(strings.Join(lines, "\n"), s.Width, s.Height)
}

// scrollToFocus fits a form taller than its room of rows: the lines
// under the title (the resume offers first, then the form's top rows)
// scroll away until its last line that is not blank fits, but never the
// focused row (the line equal to focused). Cut at the bottom instead,
// [ Start ] and its focus mark went past the edge at 45x14 with both
// resume offers, and a reason for refusing the start was never seen.
func scrollToFocus(lines []string, focused string, room int) []string {
	at := slices.Index(lines, focused)
	last := len(lines) - 1
	for last > 0 && lines[last] == "" {
		last--
	}
	drop := min(last-room+1, at-1)
	if at < 0 || drop <= 0 {
		return lines
	}
	return append(lines[:1], lines[1+drop:]...)
}

// helpLines is the help under the form: one line, or two where one
// would be cut and room (the rows the form leaves) allows. With the
// resume offers the line read "R resume the interrupted game • P resume
// the one before • ↑↓/tab field …" at 80 columns: enter's start and q's
// quit were cut. A line that does not fit drops whole items
// (kit.ShortHelp), never cuts one.
//
// With the full help open (?) it is every key with what it does
// (KeyMap.FullHelp, laid out as the board screens' help page), then
// how to close it; the form above scrolls to its focused row. It makes
// way for the one line while the Position field has the focus, where ?
// is typed.
func (s Model) helpLines(room int) []string {
	if s.help.ShowAll && !s.keys.typing {
		groups := s.keys.FullHelp()
		h := min(kit.HelpHeight(groups, s.Width), max(1, s.Height-4)) // the title, the focused row and a line
		return append(kit.HelpPage(s.Styles, groups, s.Width, h), kit.HelpPageKeys(s.Styles, s.keys.Help))
	}
	var keys []key.Binding
	for _, b := range s.keys.ShortHelp() {
		if b.Enabled() {
			keys = append(keys, b)
		}
	}
	whole := s.help
	whole.Width = 0 // not cut
	if ansi.StringWidth(whole.ShortHelpView(keys)) <= s.Width || room < 2 {
		return []string{kit.ShortHelp(s.help, keys, s.Width)}
	}
	for i := len(keys) - 1; i > 0; i-- {
		if first := whole.ShortHelpView(keys[:i]); ansi.StringWidth(first) <= s.Width {
			return []string{first, kit.ShortHelp(s.help, keys[i:], s.Width)}
		}
	}
	return []string{kit.ShortHelp(s.help, keys, s.Width)}
}

// fitOffer cuts an offer to resume a game (autosave.Game.Summary: "...,
// White human vs Black default, saved 16:54") to w columns in its
// middle, so the time it was saved, at its end, is never the part cut.
//
// The last move, cut first, goes whole: cut in its middle it read "last
// move 1.…" at 100 columns, which named no move. Before it goes the
// note after the time ("(1 older kept, offered in turn)"): kept whole
// with the time, it left the offer of the game before no room to name
// it ("P resumes the one before…, saved 13:00 UTC (1 older kept,
// offered in turn)" at 80 columns).
func fitOffer(text string, w int) string {
	if ansi.StringWidth(text) <= w {
		return text
	}
	i := strings.LastIndex(text, ", saved ")
	if i >= 0 {
		if k := strings.Index(text[i:], " ("); k >= 0 {
			return fitOffer(text[:i+k], w)
		}
	}
	if i < 0 || w-ansi.StringWidth(text[i:]) < 20 {
		return kit.FitLine(text, w)
	}
	head, saved := text[:i], text[i:]
	if j := strings.LastIndex(head, ", last move "); j >= 0 {
		head = head[:j] + "…"
	}
	return kit.FitLine(head, w-ansi.StringWidth(saved)) + saved
}

// movesLines says the moves played from the Position row in at most n
// lines of width w: all of them when they fit, else the last ones (a
// long game's end is the position it leads to), with how many there are.
func movesLines(moves []string, w, n int) []string {
	if len(moves) == 0 {
		return nil
	}
	text := "then the moves: " + strings.Join(moves, " ")
	for from := 1; len(kit.WrapLines(text, w, n+1)) > n && from < len(moves); from++ {
		text = fmt.Sprintf("then %d moves, the last: %s", len(moves), strings.Join(moves[from:], " "))
	}
	return kit.WrapLines(text, w, n)
}

// The smallest terminal the form is drawn on; below it View shows
// kit.TooSmallView.
const minWidth, minHeight = 30, 14

// tooSmall reports whether the terminal is below the form's least size,
// where only "Terminal too small" is shown.
func (s Model) tooSmall() bool { return s.Width < minWidth || s.Height < minHeight }
