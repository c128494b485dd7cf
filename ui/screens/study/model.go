package study

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/behind"
	"rollout/ui/components/chart"
	"rollout/ui/components/surface"
	"rollout/ui/components/tree"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// studyPane is what the study screen shows under the tree.
type studyPane uint8

const (
	paneTable   studyPane = iota // the root moves' table
	paneChart                    // means ± se against iterations
	paneShares                   // visit shares against iterations
	paneCompare                  // flat vs uct on the same budget
	numPanes
)

// studySpeeds are the continuous run's speeds in iterations a second;
// 0 is full speed (as many as fit in a frame's work slice).
var studySpeeds = []int{1, 2, 4, 10, 100, 1000, 0}

// phaseSpeed is the fastest run (in iterations a second) that shows every
// phase, a tick each; faster runs show an iteration's last phase.
const phaseSpeed = 4

// studyFrame is the tick of a continuous run, and fullSpeedSlice the
// time a full-speed tick spends iterating: a quarter of the frame, so
// keys are still answered at once.
const (
	studyFrame     = 50 * time.Millisecond
	fullSpeedSlice = 12 * time.Millisecond
	animateFrame   = 400 * time.Millisecond
)

// Model is the study screen: one deterministic single-worker search
// (an engine.Stepper) driven a phase, an iteration or a hundred at a
// time, or continuously, with every phase shown on the board, the tree,
// the phase panel and the root table.
type Model struct {
	kit.Common
	keys KeyMap // the screen's own keys (help.KeyMap)
	v    *variants.Variant
	root variants.Position
	cfg  engine.Config
	from bool // opened from a game
	// game is the game the study was opened over (t): q asks first
	// while it goes on, as the game screen's q does, and a person's
	// clock runs on (clock.go); now is the time that clock is read at
	// (nil: time.Now; a test's).
	game behind.Game
	now  func() time.Time
	// line is the moves that led to root from its game's start
	// (StudyConfig.Line), said under the board.
	line []string

	step *stepper // shared with the work goroutine, under its lock
	// work is the job stepping it (nil when none), queue the jobs keys
	// asked for meanwhile.
	work  *enginerun.Run
	queue []job
	// last is the last phase's event (nil after a reset or a batch run),
	// path the nodes its iteration selected and added (for the tree).
	last       *engine.Event
	iterEvents []engine.Event
	hist       studyHistory
	// f is what the screen shows of the stepper, read at one moment
	// (capture); View draws from it alone.
	f frame

	replay    int           // rollout ply shown on the board during a simulation
	animating bool          // the rollout replays by itself
	animTick  enginerun.Run // the pending replay step
	running   bool
	speed     int           // index into studySpeeds
	runTick   enginerun.Run // the pending step of a continuous run

	heat surface.HeatMode
	pane studyPane
	pr   predictState // predict mode (x; predict.go)
	// asked is what the last Update asks the root for (nav.Asker): to
	// go back (esc).
	asked nav.Request
	// tableTop is the first root move the table shows (pgup/pgdn
	// scroll it when the moves outnumber its rows).
	tableTop int
	// compareTop is the first move the flat-vs-uct comparison shows.
	compareTop int
	compare    *compareResult
	// cmp is the comparison's run while it runs, cmpBudget its budget
	// and cmpIters the study's iterations when it was asked for.
	cmp                 *enginerun.Run
	cmpBudget, cmpIters int64
	env                 enginerun.Env

	// exact caches the solver's values of the positions shown; it lives
	// as long as the study's position (values do not depend on the
	// search), across resets. A bounded solver's (Connect Four's) are
	// proven by a job (prove): wants lists those a frame lacked, tries
	// counts each position's proofs so far, proving is that job's run.
	exact   *engine.ExactValues
	wants   []variants.Position
	tries   map[string]int
	proving *enginerun.Run

	tree    tree.Model
	chart   chart.Model
	surface surface.Surface // the board or the heaps, scaled by setSize
	help    help.Model
	helpAt  int // the help overlay's page (helpPages)
	msg     string
	err     bool
}

// studyTickMsg drives a continuous run; animTickMsg a rollout replay.
type (
	studyTickMsg struct{ gen uint64 }
	animTickMsg  struct{ gen uint64 }
)

// New opens the study screen. An error (a finished game, a player
// with no search to step) leaves the caller where it was.
func New(c kit.Common, env enginerun.Env, sc game.StudyConfig) (Model, error) {
	s := Model{Common: c, env: env, keys: NewKeyMap(c.Keys), root: sc.Start, cfg: sc.Cfg, from: sc.FromGame, line: sc.Line,
		speed: 3, help: help.New(), game: behind.New(sc.Game, sc.Start.Variant())}
	s.v = sc.Start.Variant()
	s.exact, s.tries = engine.NewExactValues(), map[string]int{}
	s.help.Styles = c.Styles.Help
	s.tree = tree.New(c.Styles, c.ASCII)
	s.chart = chart.Model{Styles: c.Styles, ASCII: c.ASCII}
	s.surface = surface.New(c, sc.Start.Clone())
	if err := s.reset(); err != nil {
		return Model{}, err
	}
	s.setSize(c.Width, c.Height)
	s.capture()
	return s, nil
}

// reset starts the study over with the current configuration.
func (s *Model) reset() error {
	step, err := engine.NewStepper(s.cfg, s.root)
	if err != nil {
		return err
	}
	s.cancelWork()
	s.step, s.cfg = &stepper{s: step}, step.Config()
	s.last, s.iterEvents, s.replay, s.animating, s.compare = nil, nil, 0, false, nil
	s.pr.q, s.pr.waiting = nil, nil // the score is kept
	s.hist = newStudyHistory()
	s.hist.record(0, step.Snapshot())
	return nil
}

// note sets the message line.
func (s *Model) note(err bool, format string, a ...any) {
	s.err, s.msg = err, fmt.Sprintf(format, a...)
}

// event returns the event of the given phase in the iteration shown.
func (s *Model) event(p engine.Phase) *engine.Event {
	for i := range s.iterEvents {
		if s.iterEvents[i].Phase == p {
			return &s.iterEvents[i]
		}
	}
	return nil
}

// tick schedules the next step of a continuous run.
func (s *Model) tick() tea.Cmd {
	d := studyFrame
	switch sp := studySpeeds[s.speed]; {
	case sp > 0 && sp <= phaseSpeed:
		d = time.Second / time.Duration(int64(sp)*s.f.per)
	case sp > 0 && sp <= 10:
		d = time.Second / time.Duration(sp)
	}
	var cmd tea.Cmd
	s.runTick, cmd = enginerun.Tick(d, func(gen uint64) tea.Msg { return studyTickMsg{gen: gen} })
	return cmd
}

// speedLabel names the run speed: "10 it/s", "full".
func (s *Model) speedLabel() string {
	if sp := studySpeeds[s.speed]; sp > 0 {
		return fmt.Sprintf("%d it/s", sp)
	}
	return "full speed"
}

// setSize records the terminal's size, picks the board's scale and
// sizes the components.
func (s *Model) setSize(w, h int) {
	s.Width, s.Height = w, h
	// The largest board that leaves the phase panel roomyPhase rows and
	// the right column roomyRight columns, as the play screen's board
	// grows only while its panel stays roomy (as board.FitBody does).
	for sc := s.surface.Scales() - 1; sc >= 0; sc-- {
		s.surface.SetScale(sc)
		if l := s.layout(); sc == 0 || !l.tooSmall && !l.narrow && l.phaseH >= roomyPhase && l.rightW >= roomyRight {
			break
		}
	}
	l := s.layout()
	if l.narrow {
		s.tree.SetSize(l.leftW, l.treeH) // below the phase panel
	} else {
		s.tree.SetSize(l.rightW, l.treeH)
	}
	s.chart.SetSize(l.rightW, l.paneH)
	s.surface.SetSize(l.boardW, l.boardH)
	s.help.Width = w
}

// Asked is what the screen asks the root for (nav.Asker).
func (s Model) Asked() nav.Request { return s.asked }

// Asking returns the screen keeping r (nav.Asker).
func (s Model) Asking(r nav.Request) nav.Screen {
	s.asked = r
	return s
}

// Update handles one message: a size, a key, a tick of a continuous run
// or of a replay, a job's end, a finished comparison or proof. Then it
// reads the next frame from the stepper, unless a job holds it, and
// starts proving the exact values the frame lacks.
func (s Model) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	s.asked = nav.Request{} // what this Update asks, if anything
	scr, cmd := s.update(msg)
	m, ok := scr.(Model)
	if !ok {
		return scr, cmd
	}
	m.capture()
	return m, tea.Batch(cmd, m.prove())
}

func (s Model) update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	if cmd, ok := s.game.Update(msg, s.clockNow()); ok { // the game's clock
		return s, cmd
	}
	switch msg := msg.(type) {
	case nav.GameOverMsg:
		s.gameOver(msg)
		return s, nil
	case tea.WindowSizeMsg:
		s.setSize(msg.Width, msg.Height)
		return s, nil
	case studyTickMsg:
		if !s.running || !s.runTick.Accepts(msg.gen) {
			return s, nil
		}
		return s, s.start(s.runJob())
	case animTickMsg:
		if !s.animating || !s.animTick.Accepts(msg.gen) {
			return s, nil
		}
		if ev := s.last; ev != nil && ev.Phase == engine.PhaseSimulate && s.replay < len(ev.Simulate.Moves) {
			s.replay++
			return s, s.animate()
		}
		s.animating = false
		return s, nil
	case workDoneMsg:
		return s, s.onWork(msg)
	case enginerun.SeqDoneMsg:
		s.onCompare(msg)
		return s, nil
	case provedMsg:
		s.onProved(msg)
		return s, nil
	case tea.KeyMsg:
		return nav.ReadKey(s, msg, false, s.handleKey)
	}
	return s, nil
}

// back asks to return to where the study was opened from.
func (s Model) back() Model {
	s.asked = nav.Request{Msg: nav.LeaveStudyMsg{ToGame: s.from}}
	return s
}

// Close stops a running comparison (enginerun.StartSeq). A continuous
// run's and a replay's ticks are ignored once the screen is gone.
func (s Model) Close() {
	s.cmp.Cancel()
	s.work.Cancel()
	s.proving.Cancel()
}
