package learn

import (
	"fmt"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	course "rollout/learn"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// The screen's least size: below it View shows kit.TooSmallView.
const (
	MinWidth  = 56
	MinHeight = 16
)

// minText is the least width of the text beside the board; a narrower
// terminal drops the board.
const minText = 44

// bodyHeight is the rows between the header (title and a blank line) and
// the footer (message and help lines).
func (m Model) bodyHeight() int { return max(1, m.Height-4) }

// View draws the screen:
//
//	Lesson 3 of 8: Where flat Monte Carlo is fooled     question 1 of 3
//
//	 x . o    O to move. Flat gives each of O's four moves 250 random
//	 . . x    games. Which move will flat choose?
//	 x o .      1) b1   2) a2   3) b2   4) c3
//	          Press 1-4 for your prediction.
//
//	message
//	1-9 predict • enter go on • n next lesson • p previous lesson • ? help
func (m Model) View() string {
	if m.Width < MinWidth || m.Height < MinHeight {
		return kit.TooSmallView(m.Width, m.Height, MinWidth, MinHeight)
	}
	st := m.Styles
	// A long title is cut at a word, where the screen's fit cut it
	// mid-word with no sign of more.
	head := st.Title.Render(kit.FitLine(fmt.Sprintf("Lesson %d of %d: %s", m.num, m.total, m.lesson.Title), m.Width))
	foot := m.statusLine()
	if r := m.scoreText(); r != "" {
		gap := m.Width - lipgloss.Width(head) - ansi.StringWidth(r)
		switch {
		case gap >= 2:
			head += strings.Repeat(" ", gap) + st.Dim.Render(r)
		case foot == "":
			foot = st.Dim.Render(kit.FitLine(r, m.Width)) // a long title leaves no room
		}
	}
	body := m.bodyView()
	helpLine := m.helpLine()
	return kit.FitScreen(strings.Join([]string{head, "", body, foot, helpLine}, "\n"), m.Width, m.Height)
}

// scoreText is the header's right side: the question and the score.
func (m Model) scoreText() string {
	if m.ss == nil || m.sh.of == 0 {
		return ""
	}
	switch m.ph {
	case asking:
		return fmt.Sprintf("question %d of %d · %d right", m.sh.step, m.sh.of, m.sh.right)
	case answered, finished:
		return fmt.Sprintf("%d of %d answered · %d right", m.sh.done, m.sh.of, m.sh.right)
	case summary:
		right, of := m.prog.Total()
		return fmt.Sprintf("course: %d of %d right", right, of)
	}
	return fmt.Sprintf("%d questions", m.sh.of)
}

// statusLine is the message, or what the screen waits for.
func (m Model) statusLine() string {
	st := m.Styles
	switch {
	case m.msg != "":
		s := st.Info
		switch m.msgKind {
		case kit.StatusError:
			s = st.Error
		case kit.StatusGood:
			s = st.Good
		}
		// Its one line can end in a file's path ("moved aside to
		// /home/ann/…/learn.json.bad-20261203-094800"), the file the
		// learner must find: kit.FitPathLine gives up the path's
		// middle and the words before it, so the file name stays
		// whole. A cut at the width kept the path's start and lost
		// its name.
		return s.Render(kit.FitPathLine(m.msg, m.Width))
	case m.busy():
		return st.Dim.Render("The search is running…")
	}
	return ""
}

// helpLine is the short help, fitted to the width: whole items, then
// "…" when some are left out (kit.ShortHelp).
func (m Model) helpLine() string { return kit.ShortHelp(m.help, m.shortHelp(), m.Width) }

// shortHelp is the help line for the phase shown: the prediction keys
// only while a question waits, and what enter does now.
func (m Model) shortHelp() []key.Binding {
	k := m.keys
	on := k.On
	switch m.ph {
	case intro:
		on.SetHelp("enter", "first question")
	case answered:
		on.SetHelp("enter", "go on")
	case finished:
		on.SetHelp("enter", "next lesson")
		if m.num >= m.total {
			on.SetHelp("enter", "summary")
		}
	case summary:
		on.SetHelp("enter", "setup")
	}
	var out []key.Binding
	if m.ph == asking && !m.busy() {
		choose := k.Choose
		choose.SetHelp(fmt.Sprintf("1-%d", len(m.sh.q.Choices)), "predict")
		out = append(out, choose)
	} else {
		out = append(out, on)
	}
	return append(out, k.NextLesson, k.PrevLesson, k.Help, k.Quit)
}

// boardView is the position drawn at the largest scale that fits in w
// by h, with a caption; "" when none fits.
func (m Model) boardView(maxW, maxH int) (string, int) {
	if m.surf == nil {
		return "", 0
	}
	s := m.surf
	best := -1
	for sc := 0; sc < s.Scales(); sc++ {
		s.SetScale(sc)
		w, h := s.Size()
		if w <= maxW && h+2 <= maxH {
			best = sc
		}
	}
	if best < 0 {
		s.SetScale(0)
		mw, mh := s.MinSize()
		if mw > maxW || mh+2 > maxH {
			return "", 0
		}
		best = 0
	}
	s.SetScale(best)
	s.Sync(m.boardPos())
	marks := surface.Marks{}
	caption := m.sh.game + ", " + m.sh.side + " to move"
	if m.showsRollout() {
		caption = m.sh.rolloutNote
	} else if m.ph == answered && m.sh.snap.Rollouts > 0 && m.sh.snap.BestText != "" {
		marks.Best, marks.HasBest = m.sh.snap.Best, true
		caption += "; best " + m.sh.snap.BestText + " marked"
	}
	b := s.View(marks)
	bw := lipgloss.Width(b)
	// Folded once, to the column it is given (maxW), else the box
	// around the board folds its lines again, a word left alone on a row.
	lines := wrap(caption, min(max(bw, 22), maxW))
	out := b + "\n\n" + m.Styles.Dim.Render(strings.Join(lines, "\n"))
	w := bw
	for _, l := range lines {
		w = max(w, ansi.StringWidth(l))
	}
	return out, min(w, maxW)
}

// bodyView is the board beside the text, the text scrolled to m.scroll.
func (m Model) bodyView() string {
	h := m.bodyHeight()
	var board string
	bw := 0
	if m.drawsBoard() {
		board, bw = m.boardView(m.Width-minText-2, boardRows(h))
	}
	lines := m.textLines(textWidth(m.Width, bw))
	scroll := max(0, min(m.scroll, textScrollLimit(len(lines), h)))
	if len(lines) > h {
		more := m.Styles.Dim.Render(fmt.Sprintf("↓ more (%d lines): ↑↓ scroll", len(lines)-(scroll+h-1)))
		if scroll+h-1 >= len(lines) {
			more = ""
		}
		lines = append(lines[scroll:scroll+h-1:scroll+h-1], more)
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	text := strings.Join(lines, "\n")
	if bw == 0 {
		return text
	}
	left := lipgloss.NewStyle().Width(bw).MaxWidth(bw).Render(board)
	return lipgloss.JoinHorizontal(lipgloss.Top, left, "  ", text)
}

// boardRows is the most rows the board and its caption take of a body
// h rows high: two thirds, so a small board is not drawn huge.
func boardRows(h int) int { return max(h*2/3, min(h, 11)) }

// drawsBoard reports whether the board is drawn beside the text: not
// under the help, nor beside the course's summary, which takes the
// width.
func (m Model) drawsBoard() bool { return !m.showHelp && m.ph != summary }

// maxScroll is the furthest the text scrolls.
func (m Model) maxScroll() int {
	bw := 0
	if m.drawsBoard() {
		_, bw = m.boardView(m.Width-minText-2, boardRows(m.bodyHeight()))
	}
	return textScrollLimit(len(m.textLines(textWidth(m.Width, bw))), m.bodyHeight())
}

// maxText is the widest the lesson's text is wrapped: a measure a reader
// follows from one line to the next. At 220 columns the text ran 190
// wide beside the board.
const maxText = 100

// textWidth is the width the text is wrapped to on a screen w wide
// beside a board bw wide (0: no board): the rest of the width, at most
// maxText.
func textWidth(w, bw int) int {
	tw := w
	if bw > 0 {
		tw = w - bw - 2
	}
	return min(tw, maxText)
}

// textScrollLimit is the furthest n lines of text scroll in h rows: none
// when they fit; else until the last line shows above the empty "more"
// row, since a scrolled window holds h-1 lines and that row.
func textScrollLimit(n, h int) int {
	if n <= h {
		return 0
	}
	return n - h + 1
}

// wrap folds plain text to w columns at spaces (a word longer than w is
// cut), keeping a line that fits as it is: tables keep their columns,
// and a sign stays with its number ("-0.70"), which ansi's word wrap
// would break at the hyphen.
func wrap(s string, w int) []string {
	w = max(w, 1)
	var out []string
	for _, para := range strings.Split(s, "\n") {
		r := []rune(para)
		for len(r) > w {
			cut := -1
			for i := w; i > 0; i-- {
				if r[i] == ' ' {
					cut = i
					break
				}
			}
			if cut < 0 {
				out = append(out, string(r[:w]))
				r = r[w:]
				continue
			}
			out = append(out, strings.TrimRight(string(r[:cut]), " "))
			r = r[cut+1:]
		}
		out = append(out, string(r))
	}
	return out
}

// textLines is the text of the phase shown, folded to w columns.
func (m Model) textLines(w int) []string {
	st := m.Styles
	var out []string
	add := func(s string) { out = append(out, wrap(s, w)...) }
	addS := func(style lipgloss.Style, s string) {
		for _, l := range wrap(s, w) {
			out = append(out, style.Render(l))
		}
	}
	if m.showHelp {
		h := m.help
		h.Width = w
		addS(st.Bold, "Keys")
		out = append(out, strings.Split(h.FullHelpView(m.keys.FullHelp()), "\n")...)
		out = append(out, "")
		add("Each lesson shows one idea on a real search. Every question asks you to predict what the search will do before the program shows it: press the number of your choice. The screen then says whether you were right, why, and what the search now shows; enter goes on.")
		out = append(out, "")
		add("Your progress is kept between sessions: rollout -learn opens the lesson you stopped at, -learn N lesson N. The lessons are listed in docs/lessons.md.")
		out = append(out, "")
		addS(st.Bold, "Figures")
		for _, f := range course.LessonFigures {
			if g, ok := course.Lookup(f, "lessons"); ok {
				add(f + ": " + g.Means)
			}
		}
		out = append(out, "")
		addS(st.Dim, "? or esc closes the help.")
		return out
	}
	switch m.ph {
	case intro:
		for i, p := range m.lesson.Idea {
			if i > 0 {
				out = append(out, "")
			}
			add(p)
		}
		out = append(out, "")
		addS(st.Dim, "t opens this search on the study screen ("+m.lesson.Command+"); esc there comes back.")
		out = append(out, "")
		switch {
		case m.busy():
			addS(st.Dim, "Setting up the lesson's search…")
		case m.ss != nil && m.sh.hasQ:
			addS(st.Bold, fmt.Sprintf("%d questions. Press enter for the first.", m.sh.of))
		}
	case asking:
		q := m.sh.q
		head := fmt.Sprintf("Question %d of %d. Predict:", m.sh.step, m.sh.of)
		ql := wrap(head+" "+q.Prompt, w)
		if strings.HasPrefix(ql[0], head) {
			ql[0] = st.Bold.Render(head) + ql[0][len(head):]
		}
		out = append(out, ql...)
		for _, c := range q.Context {
			for j, l := range wrap(c, max(1, w-4)) {
				if j == 0 {
					out = append(out, "  "+l)
				} else {
					out = append(out, "    "+l)
				}
			}
		}
		out = append(out, "")
		out = append(out, choiceLines(q.Choices, w)...)
		out = append(out, "")
		addS(st.Dim, fmt.Sprintf("Press 1-%d for your prediction.", len(q.Choices)))
	case answered:
		if m.fb.Right {
			addS(st.Good, "Right: "+m.fb.Answer+".")
		} else {
			addS(st.Error, "Not quite: you said "+m.fb.Chosen+"; the answer is "+m.fb.Answer+".")
		}
		for _, e := range m.fb.Explain {
			add(e)
		}
		out = append(out, "")
		// The stepper's line, where it has run: an answer from searches
		// of the lesson's own (lesson 13's) follows their tables,
		// which "no iteration has finished yet" read as contradicting.
		if m.sh.ran || m.sh.snap.Rollouts > 0 {
			addS(st.Dim, searchLine(m.sh.snap, m.sh.pos))
			out = append(out, "")
		}
		if m.sh.hasQ {
			addS(st.Bold, "Press enter for the next question.")
		} else {
			addS(st.Bold, "Press enter for the lesson's score.")
		}
	case finished:
		addS(st.Good, fmt.Sprintf("Lesson %d done: %d of %d right.", m.num, m.sh.right, m.sh.done))
		out = append(out, "")
		out = append(out, m.courseLines(w)...)
		out = append(out, "")
		if m.num < m.total {
			next, _ := course.Find(m.num + 1)
			addS(st.Bold, fmt.Sprintf("Press enter for lesson %d: %s.", next.Number, next.Title))
		} else {
			addS(st.Bold, "Press enter for the course's summary.")
		}
	case summary:
		out = append(out, m.summaryLines(w)...)
	}
	return out
}

// summaryLines are the course's ending: what each lesson taught with
// its best score, and where to go next.
func (m Model) summaryLines(w int) []string {
	st := m.Styles
	var out []string
	add := func(s string) { out = append(out, wrap(s, w)...) }
	right, of := m.prog.Total()
	for _, l := range wrap(fmt.Sprintf("The course is done: %d of %d right over the %d of %d lessons finished. Each lesson taught:", right, of, len(m.prog.Done), m.total), w) {
		out = append(out, st.Good.Render(l))
	}
	out = append(out, "")
	for _, l := range course.Lessons() {
		score := "  -  "
		if r, ok := m.prog.Done[l.Number]; ok {
			score = fmt.Sprintf("%2d/%-2d", r.Right, r.Questions)
		}
		for j, line := range wrap(fmt.Sprintf("%d. %s", l.Number, l.Taught), max(1, w-8)) {
			if j == 0 {
				out = append(out, score+"  "+line)
			} else {
				out = append(out, "         "+line)
			}
		}
	}
	out = append(out, "")
	out = append(out, st.Bold.Render("Where to go next"))
	// The keys are the keymap's, so the text cannot name a key that was
	// moved (it said s and p after they became t and b).
	km := m.keys
	add("- " + km.Study.Help().Key + ": this lesson's search on the study screen; any position with rollout -study (Connect Four is where tree search matters: docs/study.md).")
	add("- docs/study.md explains every figure of the study screen; docs/knowledge.md what the default player adds to pure UCT (evaluation, priors, implicit minimax, proofs), and why it plays chess.")
	add("- The papers: Auer, Cesa-Bianchi and Fischer 2002 (UCB1); Kocsis and Szepesvari 2006 (UCT); Winands, Bjornsson and Saito 2008 (MCTS-Solver); Browne et al. 2012 (a survey of MCTS).")
	out = append(out, "")
	out = append(out, st.Bold.Render("Press "+km.On.Help().Key+" for the setup screen; "+km.Restart.Help().Key+" takes this lesson again, "+km.PrevLesson.Help().Key+" the one before."))
	return out
}

// choiceLines lays the choices out numbered: short ones side by side,
// others one a line with a hanging indent.
func choiceLines(choices []string, w int) []string {
	short := true
	for _, c := range choices {
		if len(c) > 12 {
			short = false
		}
	}
	var out []string
	if short {
		line := ""
		for i, c := range choices {
			cell := fmt.Sprintf("%d) %s", i+1, c)
			if line != "" && ansi.StringWidth(line)+3+ansi.StringWidth(cell) > w {
				out = append(out, line)
				line = ""
			}
			if line == "" {
				line = "  " + cell
			} else {
				line += "   " + cell
			}
		}
		return append(out, line)
	}
	for i, c := range choices {
		for j, l := range wrap(c, max(1, w-6)) {
			if j == 0 {
				out = append(out, fmt.Sprintf("  %d) %s", i+1, l))
			} else {
				out = append(out, "     "+l)
			}
		}
	}
	return out
}

// searchLine says what the search shows now: its count (rollouts, a
// tree's iterations), its choice and its first root moves visited by
// the figure the player chooses by (visits; flat's mean), ties broken as the
// lesson's tables break them (engine.CompareByVisits, CompareByMean:
// the other figure, then the move's text in pos's order), a proven move first as the
// player ranks it (proven wins first, the shortest first; proven losses
// last) with its proof: lesson 7's line put c2, one visit at +1.00,
// before the proven c3 it called best.
func searchLine(s engine.Snapshot, pos variants.Position) string {
	if s.Rollouts == 0 {
		return "No iteration of the search has finished yet."
	}
	var ms []engine.MoveStats // the moves visited: one not yet tried has nothing to say
	for _, m := range s.Moves {
		if m.Rollouts > 0 {
			ms = append(ms, m)
		}
	}
	tier := func(m engine.MoveStats) int { // 1 a proven win, -1 a proven loss
		switch {
		case m.Proof > 0:
			return 1
		case m.Proof < 0:
			return -1
		}
		return 0
	}
	by := engine.CompareByVisits(pos)
	if info, ok := engine.Info(s.Player); ok && info.ChoosesBy == engine.ByMean {
		by = engine.CompareByMean(pos)
	}
	sort.SliceStable(ms, func(i, j int) bool {
		if ti, tj := tier(ms[i]), tier(ms[j]); ti != tj {
			return ti > tj
		} else if ti == 1 && ms[i].Proof != ms[j].Proof {
			return ms[i].Proof < ms[j].Proof
		}
		return by(ms[i], ms[j]) < 0
	})
	var parts []string
	for _, m := range ms[:min(4, len(ms))] {
		part := fmt.Sprintf("%s visits %d mean %s", m.Text, m.Rollouts, engine.FormatMean(m.Mean, 2))
		switch {
		case m.Proof > 0:
			part += fmt.Sprintf(" proof win in %d", m.Proof)
		case m.Proof < 0:
			part += fmt.Sprintf(" proof loss in %d", -m.Proof)
		}
		parts = append(parts, part)
	}
	noun := kit.CountUnitOf(s.Player) // a tree's count is in iterations, as every screen says
	if s.Rollouts == 1 {
		noun = strings.TrimSuffix(noun, "s")
	}
	if len(parts) == 0 {
		return fmt.Sprintf("The search now: %d %s, best %s.", s.Rollouts, noun, s.BestText)
	}
	return fmt.Sprintf("The search now: %d %s, best %s; %s.", s.Rollouts, noun, s.BestText, strings.Join(parts, ", "))
}

// courseLines lists the lessons, the finished ones marked with their
// best score.
func (m Model) courseLines(w int) []string {
	done := "✓"
	if m.ASCII || m.Styles.Plain {
		done = "*"
	}
	var out []string
	for _, l := range course.Lessons() {
		mark, score := " ", "     "
		if r, ok := m.prog.Done[l.Number]; ok {
			mark, score = done, fmt.Sprintf("%2d/%-2d", r.Right, r.Questions)
		}
		// The score before the title: a narrow text cuts the title, at a
		// word, never the score.
		out = append(out, kit.FitLine(fmt.Sprintf("%s %s %d. %s", mark, score, l.Number, l.Title), w))
	}
	return out
}
