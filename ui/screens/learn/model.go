package learn

import (
	"context"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	course "rollout/learn"
	"rollout/ui/autosave"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// phase is where the learner is in a lesson.
type phase uint8

const (
	// reading the lesson's idea, before the first question.
	intro phase = iota
	// asking: a question waits for the learner's prediction.
	asking
	// answered: the check and the explanation are shown.
	answered
	// finished: every question is answered; the score is shown.
	finished
	// summary: after the last lesson, what each lesson taught, the
	// scores and where to go next.
	summary
)

// shown is what the screen draws of a lesson's session, taken in the Cmd
// that last worked on it, so View never reads the session while a Cmd
// runs it.
type shown struct {
	q     course.Question
	hasQ  bool
	step  int // the question's number, from 1
	of    int // the lesson's questions
	right int // answered right so far
	done  int // answered so far
	snap  engine.Snapshot
	ran   bool // the stepper has run a phase (Stepper.Events)
	pos   variants.Position
	side  string // the side to move at the root
	game  string // the game's title
	// rollout is the position a rollout just shown ended in (the board
	// shows it, with its outcome), nil when the last phase run was no
	// rollout.
	rollout     variants.Position
	rolloutNote string
}

// take reads a session into what the screen shows.
func take(ss *course.Session) shown {
	st := ss.Stepper()
	sh := shown{snap: st.Snapshot(), ran: st.Events() > 0, pos: st.Position(), game: ss.Variant().Title}
	sh.side = ss.Variant().Side(sh.pos.ToMove())
	sh.q, sh.hasQ = ss.Question()
	sh.step, sh.of = ss.Step()
	sh.right, sh.done = ss.Score()
	sh.rollout, sh.rolloutNote = lastRollout(st, ss.Variant())
	return sh
}

// lastRollout is the end of the rollout the stepper ran last, when its
// last phase was a simulation (the next is the backpropagation), and a
// caption with its outcome in the game's words; nil otherwise. It
// replays the stepper to that phase, so it runs in a Cmd.
func lastRollout(st *engine.Stepper, v *variants.Variant) (variants.Position, string) {
	if st.Next() != engine.PhaseBackprop || st.Events() == 0 {
		return nil, ""
	}
	r, err := st.At(st.Events() - 1)
	if err != nil {
		return nil, ""
	}
	sim := r.Step().Simulate
	if sim.Exact || !sim.Complete {
		return nil, ""
	}
	pos, ok := st.NodePosition(sim.From)
	if !ok {
		return nil, ""
	}
	pos = pos.Clone()
	for _, t := range sim.Moves {
		m, err := pos.DecodeMove(t)
		if err != nil {
			return nil, ""
		}
		pos.Play(m)
	}
	note := v.OutcomeText(pos.Outcome())
	if note == "" {
		note = sim.Outcome
	}
	return pos, fmt.Sprintf("after the rollout (%d plies): %s", len(sim.Moves), note)
}

// jobMsg carries what the screen's job (enginerun.Go) returned, a
// startedMsg or an answeredMsg; gen tells a late one (the learner moved
// on meanwhile) from the one awaited (Run.Accepts).
type jobMsg struct {
	gen uint64
	v   any
}

// startedMsg carries a lesson's session, started as the screen's job.
type startedMsg struct {
	ss  *course.Session
	sh  shown
	err error
}

// answeredMsg carries an answer's check and the session as it left it.
type answeredMsg struct {
	fb  course.Feedback
	sh  shown
	err error
}

// Model is the lesson screen (nav.Screen).
type Model struct {
	kit.Common
	env  enginerun.Env
	keys KeyMap
	help help.Model
	// progress is the learner's progress file in the state directory
	// (nil keeps nothing), written off the Update goroutine, in order,
	// through ui/autosave like the resume slot.
	progress *autosave.Progress
	prog     course.Progress
	total    int

	num    int // the lesson shown, from 1
	lesson *course.Lesson
	// ss is the lesson's session: only the job touches it while busy.
	ss *course.Session
	// job is the session's work in progress (starting the lesson,
	// checking an answer), nil when none (see busy).
	job *enginerun.Run
	ph  phase
	sh  shown
	fb  course.Feedback

	scroll   int
	showHelp bool
	// lessonScroll is the lesson text's scroll, kept while the help
	// (scrolled by scroll) is shown.
	lessonScroll int
	surf         surface.Surface

	msg     string
	msgKind kit.Status
	// unbound is set while msg says a key means nothing (kit.Unbound),
	// which the next key clears: a brief answer, not a lasting note.
	unbound bool
	// asked is what the last Update asks the root for (nav.Asker): the
	// setup screen, or the lesson's search in the study screen.
	asked nav.Request
	// flipped is whether the learner turned the board (v), kept for
	// the next lesson's board.
	flipped bool
}

// New opens lesson n (from 1), or with n 0 the lesson the saved progress
// names (the first unfinished one, else lesson 1); progress is where it
// is kept (the root's, one per program; nil keeps none). The Cmd starts
// the lesson's search, run through env like every engine search.
func New(c kit.Common, env enginerun.Env, progress *autosave.Progress, n int) (Model, tea.Cmd) {
	m := Model{Common: c, env: env, keys: DefaultKeyMap(), help: help.New(), progress: progress,
		total: len(course.Lessons())}
	m.help.Styles = c.Styles.Help
	prog, err := m.progress.Load(time.Now())
	m.prog = prog
	if err != nil {
		m.msg, m.msgKind = err.Error(), kit.StatusError
	}
	resumed := ""
	if n == 0 {
		n = prog.Next()
		resumed = resumeNote(prog, n, m.total)
	}
	if n < 1 || n > m.total {
		m.msg, m.msgKind = fmt.Sprintf("There is no lesson %d (lessons 1 to %d): lesson 1 is shown.", n, m.total), kit.StatusError
		n = 1
	}
	if resumed != "" && m.msg == "" {
		m.msg, m.msgKind = resumed, kit.StatusInfo
	}
	return m.open(n)
}

// resumeNote says where the course opens when no lesson was asked for
// (n is prog.Next()): a lesson left before its end starts again from
// its idea, its answers so far not kept, and a course finished starts
// again at lesson 1; "" for the next lesson after a finished one. The
// learner saw neither: the answers given before leaving were gone, and
// lesson 1 came back after the summary, without a word. Short, to be
// read whole at 60 columns (the keys n and b are on the help line).
func resumeNote(prog course.Progress, n, total int) string {
	if prog.Open == n {
		return fmt.Sprintf("Lesson %d again from its start: you left it before its end.", n)
	}
	if prog.Current == 0 && len(prog.Done) >= total {
		right, questions := prog.Total()
		return fmt.Sprintf("Course done (%d of %d right): here is lesson 1 again.", right, questions)
	}
	return ""
}

// open shows lesson n's idea and starts its session in a Cmd.
func (m Model) open(n int) (Model, tea.Cmd) {
	l, err := course.Find(n)
	if err != nil {
		m.msg, m.msgKind = err.Error(), kit.StatusError
		return m, nil
	}
	m.num, m.lesson = n, l
	m.ph, m.ss, m.sh, m.fb = intro, nil, shown{}, course.Feedback{}
	m.scroll, m.surf = 0, nil
	if m.prog.Current != n || m.prog.Open != n {
		m.prog.Current, m.prog.Open = n, n
		m.save()
	}
	return m.run(func(context.Context) any {
		ss, err := course.Start(l)
		if err != nil {
			return startedMsg{err: err}
		}
		return startedMsg{ss: ss, sh: take(ss)}
	})
}

// run starts work as the screen's job, replacing (and cancelling) any
// job before it, whose result is then stale.
func (m Model) run(work func(context.Context) any) (Model, tea.Cmd) {
	m.job.Cancel()
	job, cmd := enginerun.Go(m.env, func(ctx context.Context, gen uint64) tea.Msg {
		return jobMsg{gen: gen, v: work(ctx)}
	})
	m.job = &job
	return m, cmd
}

// busy reports whether the session's work is running (a job is set from
// run until its result arrives).
func (m Model) busy() bool { return m.job != nil }

// save queues the write of the progress (autosave.Progress); a failure is
// shown, at the next message (reportSaveError), never fatal.
func (m *Model) save() {
	if err := m.progress.Save(m.env.Searches, m.prog); err != nil {
		m.msg, m.msgKind = err.Error(), kit.StatusError
	}
}

// reportSaveError shows why the last progress write failed, once.
func (m *Model) reportSaveError() {
	if err := m.progress.TakeErr(); err != nil {
		m.msg, m.msgKind = err.Error(), kit.StatusError
	}
}

// Lesson is the number of the lesson shown (from 1).
func (m Model) Lesson() int { return m.num }

// Progress is the learner's progress as the screen keeps it.
func (m Model) Progress() course.Progress { return m.prog }

// Close cancels the job in progress (its result is then dropped).
func (m Model) Close() { m.job.Cancel() }

// Asked is what the screen asks the root for (nav.Asker).
func (m Model) Asked() nav.Request { return m.asked }

// Asking returns the screen keeping r (nav.Asker).
func (m Model) Asking(r nav.Request) nav.Screen {
	m.asked = r
	return m
}

// Update handles the screen's messages.
func (m Model) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	m.asked = nav.Request{} // what this Update asks, if anything
	m.reportSaveError()
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.SetSize(msg.Width, msg.Height)
		return m, nil
	case jobMsg:
		if !m.job.Accepts(msg.gen) {
			return m, nil
		}
		m.job = nil
		return m.finished(msg.v)
	case tea.KeyMsg:
		return nav.ReadKey(m, msg, false, m.key) // "nn" in one read is two keys
	}
	return m, nil
}

// finished takes a job's result: the lesson started, or an answer
// checked.
func (m Model) finished(v any) (nav.Screen, tea.Cmd) {
	switch msg := v.(type) {
	case startedMsg:
		if msg.err != nil {
			m.msg, m.msgKind = msg.err.Error(), kit.StatusError
			return m, nil
		}
		m.ss, m.sh = msg.ss, msg.sh
		m.surf = surface.New(m.Common, m.sh.pos)
		if m.flipped {
			m.surf.Flip() // as the learner left the last board
		}
		m.surf.Sync(m.boardPos())
	case answeredMsg:
		if msg.err != nil {
			m.msg, m.msgKind = msg.err.Error(), kit.StatusError
			return m, nil
		}
		m.fb, m.sh, m.ph, m.scroll = msg.fb, msg.sh, answered, 0
		if m.surf != nil {
			m.surf.Sync(m.boardPos())
		}
		m.msg = ""
		if !m.sh.hasQ {
			m.prog.Record(m.ss) // the job is over: the session is the screen's again
			m.save()
		}
	}
	return m, nil
}

// key handles a key press.
func (m Model) key(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	km := m.keys
	if m.unbound {
		m.msg, m.unbound = "", false
	}
	switch {
	case key.Matches(k, km.Quit):
		return m, tea.Quit
	case m.Width < MinWidth || m.Height < MinHeight:
		// Only "Terminal too small" is shown: an answer or a lesson
		// opened there would not be seen. q acts, as on the game screen.
		return m, nil
	case m.showHelp && (key.Matches(k, km.Help) || key.Matches(k, km.Back)):
		// The lesson comes back scrolled where it was left.
		m.showHelp, m.scroll = false, m.lessonScroll
		m.scroll = max(0, min(m.scroll, m.maxScroll()))
		return m, nil
	case key.Matches(k, km.Help):
		// The help is read from its top (its first lines are the keys),
		// wherever the lesson's text was scrolled to.
		m.showHelp, m.lessonScroll, m.scroll = true, m.scroll, 0
		return m, nil
	case key.Matches(k, km.Back):
		m.asked = nav.Request{Msg: nav.ShowScreenMsg{ID: nav.Setup}}
		return m, nil
	case m.showHelp && !(key.Matches(k, km.Up) || key.Matches(k, km.Down) || key.Matches(k, km.PageUp) ||
		key.Matches(k, km.PageDown)):
		// The help covers the lesson: an answer, a lesson opened or
		// the board turned behind it would not be seen; only the
		// scrolling keys act (on the help).
		m.msg, m.msgKind, m.unbound = "The help is open: ? or esc closes it", kit.StatusInfo, true
		return m, nil
	case key.Matches(k, km.NextLesson):
		if m.num >= m.total {
			m.msg, m.msgKind, m.unbound = "This is the last lesson.", kit.StatusInfo, true // goes with the next key
			return m, nil
		}
		m.msg = ""
		return m.open(m.num + 1)
	case key.Matches(k, km.PrevLesson):
		if m.num <= 1 {
			m.msg, m.msgKind, m.unbound = "This is the first lesson.", kit.StatusInfo, true // goes with the next key
			return m, nil
		}
		m.msg = ""
		return m.open(m.num - 1)
	case key.Matches(k, km.Restart):
		m.msg = ""
		return m.open(m.num)
	case key.Matches(k, km.Study):
		return m.study()
	case key.Matches(k, km.Up):
		m.scroll--
	case key.Matches(k, km.Down):
		m.scroll++
	case key.Matches(k, km.PageUp):
		m.scroll -= m.bodyHeight() - 1
	case key.Matches(k, km.PageDown):
		m.scroll += m.bodyHeight() - 1
	case key.Matches(k, km.Choose):
		return m.choose(int(k.String()[0] - '1'))
	case key.Matches(k, km.On):
		return m.goOn()
	case key.Matches(k, km.Flip):
		m.flip()
	default:
		m.msg, m.msgKind, m.unbound = kit.Unbound(k), kit.StatusError, true
	}
	m.scroll = max(0, min(m.scroll, m.maxScroll()))
	return m, nil
}

// flip turns the lesson's board (v), or says why it does not.
func (m *Model) flip() {
	if m.surf == nil {
		m.msg, m.msgKind, m.unbound = "No board to flip yet: the lesson is starting", kit.StatusInfo, true
		return
	}
	if why := m.surf.Flip(); why != "" { // no sides to turn
		m.msg, m.msgKind, m.unbound = why, kit.StatusError, true
		return
	}
	m.flipped = !m.flipped
}

// study asks the root to open the lesson's search on the study screen
// (its position and settings from the start); the study's esc shows this
// screen again as it was.
func (m Model) study() (nav.Screen, tea.Cmd) {
	pos, cfg, err := m.lesson.Study()
	if err != nil {
		m.msg, m.msgKind = err.Error(), kit.StatusError
		return m, nil
	}
	m.msg = ""
	m.asked = nav.Request{Msg: nav.OpenStudyMsg{Cfg: game.StudyConfig{Start: pos, Cfg: cfg, FromLearn: true}}}
	return m, nil
}

// choose answers the question shown with choice i (from 0).
func (m Model) choose(i int) (nav.Screen, tea.Cmd) {
	switch {
	case m.busy():
		m.msg, m.msgKind = "One moment: the search is running.", kit.StatusInfo
		return m, nil
	case m.ph == intro && m.sh.hasQ:
		m.msg, m.msgKind = "Read the idea first, then press enter for the question.", kit.StatusInfo
		return m, nil
	case m.ph != asking:
		m.msg, m.msgKind, m.unbound = "No question to answer now: "+m.keys.On.Help().Key+" goes on", kit.StatusInfo, true
		return m, nil
	case i >= len(m.sh.q.Choices):
		m.msg, m.msgKind = fmt.Sprintf("There is no choice %d: press 1 to %d.", i+1, len(m.sh.q.Choices)), kit.StatusError
		return m, nil
	}
	m.msg = ""
	ss := m.ss
	return m.run(func(context.Context) any {
		fb, err := ss.Answer(i)
		return answeredMsg{fb: fb, sh: take(ss), err: err}
	})
}

// boardPos is the position the board shows: the end of the rollout
// just run, else the lesson's.
func (m Model) boardPos() variants.Position {
	if m.showsRollout() {
		return m.sh.rollout
	}
	return m.sh.pos
}

// showsRollout reports whether the board shows the end of the rollout
// just run: while its question or the next is on screen.
func (m Model) showsRollout() bool {
	return m.sh.rollout != nil && (m.ph == asking || m.ph == answered)
}

// goOn moves to what comes next: the first question, the next question,
// the lesson's score, the next lesson.
func (m Model) goOn() (nav.Screen, tea.Cmd) {
	if m.busy() {
		m.msg, m.msgKind = "One moment: the search is running.", kit.StatusInfo
		return m, nil
	}
	m.scroll = 0
	switch m.ph {
	case intro:
		if m.ss != nil && m.sh.hasQ {
			m.ph = asking
		}
	case answered:
		if m.sh.hasQ {
			m.ph = asking
		} else {
			m.ph = finished
		}
	case finished:
		if m.num < m.total {
			return m.open(m.num + 1)
		}
		m.ph = summary
	case summary:
		m.asked = nav.Request{Msg: nav.ShowScreenMsg{ID: nav.Setup}}
		return m, nil
	}
	return m, nil
}
