package study

import (
	"fmt"
	"math"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/behind"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/ui/nav"
)

// animate schedules the next ply of the rollout replay.
func (s *Model) animate() tea.Cmd {
	var cmd tea.Cmd
	s.animTick, cmd = enginerun.Tick(animateFrame, func(gen uint64) tea.Msg { return animTickMsg{gen: gen} })
	return cmd
}

func (s Model) handleKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	sk := s.keys
	s.msg = ""
	if key.Matches(k, kit.CtrlC) {
		return s, tea.Quit
	}
	if key.Matches(k, sk.Quit) {
		return s, s.quit()
	}
	asked := s.game.Answered() // any key but q answers q's question no
	if s.layout().tooSmall {
		// Only "Terminal too small" is shown: a step or a reset there
		// would not be seen. q and ctrl+c act, as on the game screen.
		return s, nil
	}
	if behind.Cancels(asked, k, sk.Back) { // esc answers it no, and does nothing else
		s.note(false, "%s", behind.Cancelled)
		return s, nil
	}
	if s.help.ShowAll {
		return s.helpKey(k)
	}
	if q := s.pr.q; q != nil {
		switch {
		case key.Matches(k, sk.Answer):
			i := int(k.String()[0] - '1')
			if i >= len(q.choices) {
				s.note(true, "Answer with 1 to %d", len(q.choices))
				return s, nil
			}
			s.pr.q, s.pr.waiting = nil, &prediction{phase: q.phase, answer: q.choices[i]}
			return s, s.start(job{kind: jobPhase})
		case key.Matches(k, sk.Help):
			// the help over the question; the question stays
		default:
			s.pr.q = nil // any other key drops the question, unscored
		}
	}
	switch {
	case key.Matches(k, sk.Back):
		s.running, s.animating = false, false
		s.cancelWork()
		return s.back(), nil
	case key.Matches(k, sk.Help):
		s.help.ShowAll, s.helpAt = true, 0
		s.setSize(s.Width, s.Height)
	case key.Matches(k, sk.PageUp), key.Matches(k, sk.PageDown):
		if s.pane != paneTable && s.pane != paneCompare {
			s.note(true, "pgup and pgdn scroll the table and the comparison: g shows them")
			break
		}
		d := max(1, s.layout().paneH-3)
		if key.Matches(k, sk.PageUp) {
			d = -d
		}
		if s.pane == paneCompare {
			s.scrollCompare(d)
			break
		}
		s.scrollTable(d)
	case key.Matches(k, sk.Predict):
		s.pr.on = !s.pr.on
		if !s.pr.on {
			s.note(false, "Predict mode off: %d of %d right", s.pr.right, s.pr.asked)
			break
		}
		switch info := s.player(); {
		case !info.Tree:
			s.note(false, "Predict mode: %s keeps no tree, so n asks nothing (p: another player)", info.Name)
		case !info.SelectsByUCB:
			s.note(false, "Predict mode: n asks what expand and backprop will do (a wheel's draw is not asked)")
		default:
			s.note(false, "Predict mode: n asks what select, expand and backprop will do before showing it")
		}
	case (key.Matches(k, sk.Phase) || key.Matches(k, sk.Iteration)) && s.f.finished && s.work == nil:
		s.running = false
		s.note(false, "%s", finishedNote)
	case key.Matches(k, sk.Phase):
		s.running = false
		if s.pr.on && s.work == nil && len(s.queue) == 0 {
			if q := s.ask(); q != nil {
				s.pr.q = q
				return s, nil
			}
		}
		return s, s.start(job{kind: jobPhase})
	case key.Matches(k, sk.Iteration):
		s.running = false
		return s, s.start(job{kind: jobIteration})
	case key.Matches(k, sk.StepBack), key.Matches(k, sk.IterBack):
		return s, s.stepBack(key.Matches(k, sk.IterBack))
	case key.Matches(k, sk.Hundred):
		s.running = false
		return s, s.start(job{kind: jobBatch, k: 100, note: true})
	case key.Matches(k, sk.Run):
		s.running = !s.running
		if s.running {
			s.note(false, "Running at %s (+ - change the speed)", s.speedLabel())
			return s, s.tick()
		}
		s.note(false, "Paused")
	case key.Matches(k, sk.Slower), key.Matches(k, sk.Faster):
		if key.Matches(k, sk.Slower) {
			s.speed = max(0, s.speed-1)
		} else {
			s.speed = min(len(studySpeeds)-1, s.speed+1)
		}
		s.note(false, "Speed: %s", s.speedLabel())
		if s.running {
			return s, s.tick()
		}
	case key.Matches(k, sk.Reset):
		s.running = false
		s.resetOrNote("Reset: the same position, a new search")
	case key.Matches(k, sk.Player):
		if s.cfg.Player == engine.DefaultPlayer {
			// The default player's preset (policy, estimator and
			// knowledge) is its own: the next player starts from the
			// pure reference, as it would on the command line.
			s.cfg.Policy, s.cfg.Estimator = engine.Uniform, engine.Plain
			s.cfg.EvalPlies, s.cfg.Minimax, s.cfg.Prior = 0, 0, 0
		}
		s.cfg.Player = nextOf(engine.Steppable, s.cfg.Player)
		s.running = false
		s.resetOrNote("Player: " + s.cfg.Player + " on the same position")
	case key.Matches(k, sk.LessC), key.Matches(k, sk.MoreC):
		d := 0.1
		if key.Matches(k, sk.LessC) {
			d = -0.1
		}
		s.cfg.Exploration = math.Max(0.1, math.Round((s.cfg.Exploration+d)*100)/100)
		s.running = false
		s.resetOrNote(fmt.Sprintf("Exploration c = %.2f: the search starts over", s.cfg.Exploration))
	case (key.Matches(k, sk.Estimator) || key.Matches(k, sk.Policy)) && s.cfg.Player == engine.DefaultPlayer:
		// The preset replaces both (engine.Config.ForGame): a change
		// would start the search over as it was.
		s.note(true, "default keeps its preset's estimator and policy (%s: another player)", sk.Player.Help().Key)
	case key.Matches(k, sk.Estimator):
		c := s.cfg
		c.Estimator = c.Estimator.Next()
		s.running = false
		s.reconfigure(c, "Estimator: "+c.Estimator.String()+": the search starts over")
	case key.Matches(k, sk.Policy):
		c := s.cfg
		c.Policy = nextPolicy(c.Policy)
		s.running = false
		s.reconfigure(c, "Rollout policy: "+c.Policy.String()+": the search starts over")
	case key.Matches(k, sk.Heat):
		s.heat = (s.heat + 1) % surface.NumHeatModes
		s.note(false, "Heat map: %s", s.heat)
	case key.Matches(k, sk.Flip):
		if why := s.surface.Flip(); why != "" { // no sides to turn: say so
			s.note(true, "%s", why)
		}
	case key.Matches(k, sk.View):
		s.pane = (s.pane + 1) % numPanes
		s.setSize(s.Width, s.Height) // the chart takes more rows than a table
		if s.pane == paneCompare && s.compareStale() {
			return s, s.startCompare()
		}
	case key.Matches(k, sk.Animate):
		if ev := s.last; ev != nil && ev.Phase == engine.PhaseSimulate && len(ev.Simulate.Moves) > 0 {
			s.replay, s.animating = 0, true
			return s, s.animate()
		}
		s.note(true, "Nothing to replay: step to a simulation first (n)")
	case key.Matches(k, sk.Earlier), key.Matches(k, sk.Later), key.Matches(k, sk.First), key.Matches(k, sk.Latest):
		ev := s.last
		if ev == nil || ev.Phase != engine.PhaseSimulate || len(ev.Simulate.Moves) == 0 {
			s.note(true, "No rollout to step: step to a simulation first (n)")
			break
		}
		s.animating = false
		switch n := len(ev.Simulate.Moves); {
		case key.Matches(k, sk.Earlier):
			s.replay = max(0, s.replay-1)
		case key.Matches(k, sk.Later):
			s.replay = min(n, s.replay+1)
		case key.Matches(k, sk.First):
			s.replay = 0
		default:
			s.replay = n
		}
	case key.Matches(k, sk.up):
		s.tree.Move(s.f.tree, -1)
	case key.Matches(k, sk.down):
		s.tree.Move(s.f.tree, 1)
	case key.Matches(k, sk.left), key.Matches(k, sk.right):
		right := key.Matches(k, sk.right)
		root := s.f.tree
		// The arrows step the rollout while the board shows it (the
		// cursor at the root); on a node they fold the tree.
		atRoot := s.tree.Cursor(root) == nil || s.tree.Cursor(root).Key == ""
		if ev := s.last; ev != nil && ev.Phase == engine.PhaseSimulate && atRoot {
			s.animating = false
			if right {
				s.replay = min(len(ev.Simulate.Moves), s.replay+1)
			} else {
				s.replay = max(0, s.replay-1)
			}
			return s, nil
		}
		s.tree.Fold(root, right)
	case key.Matches(k, sk.Fold):
		s.tree.Toggle(s.f.tree)
	case key.Matches(k, sk.Answer) && s.pr.on:
		s.note(true, "No question to answer: n asks the next one")
	case key.Matches(k, sk.Answer):
		s.note(true, "No question to answer: %s turns predict mode on", sk.Predict.Help().Key)
	default:
		s.note(true, "%s", kit.Unbound(k))
	}
	return s, nil
}

// quit is q: the program quits, unless a game goes on behind the study
// (t), whose question q asks first, as on the game screen.
func (s *Model) quit() tea.Cmd {
	if !s.game.Quit() {
		s.note(false, "%s", s.game.Question())
		return nil
	}
	return tea.Quit
}

// helpKey handles a key while the help covers the screen: pgup and pgdn
// turn its pages, ? and esc close it (q is handleKey's); every other key waits
// (the message says so), since what it did behind the help would not
// be seen: a step, a reset, an answer to a question.
func (s Model) helpKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	sk := s.keys
	switch {
	case key.Matches(k, sk.PageUp), key.Matches(k, sk.PageDown):
		n := len(s.helpPages(s.Width, s.layout().bodyH))
		if key.Matches(k, sk.PageDown) {
			s.helpAt = min(n-1, s.helpAt+1)
		} else {
			s.helpAt = max(0, s.helpAt-1)
		}
	case key.Matches(k, sk.Help), key.Matches(k, sk.Back):
		s.help.ShowAll = false // esc closes the help before it leaves
		s.setSize(s.Width, s.Height)
	default:
		s.note(false, "The help is open: ? or esc closes it")
	}
	return s, nil
}

// resetOrNote resets the study and says why, or reports why it could not.
func (s *Model) resetOrNote(ok string) {
	if err := s.reset(); err != nil {
		s.note(true, "%v", err)
		return
	}
	s.note(false, "%s", ok)
}

// reconfigure starts the study over with c and says so, or, when the
// engine refuses c (the light policy with the rb estimator), keeps the
// search as it was and says why.
func (s *Model) reconfigure(c engine.Config, ok string) {
	old := s.cfg
	s.cfg = c
	if err := s.reset(); err != nil {
		s.cfg = old
		s.note(true, "%v", err)
		return
	}
	s.note(false, "%s", ok)
}

// nextPolicy is the rollout policy after p in the engine's list
// (engine.Policies), wrapping around.
func nextPolicy(p engine.Policy) engine.Policy {
	next, err := engine.ParsePolicy(nextOf(engine.Policies, p.String()))
	if err != nil {
		return engine.Uniform
	}
	return next
}

// nextOf returns the entry after cur in list, wrapping around.
func nextOf(list []string, cur string) string {
	for i, x := range list {
		if x == cur {
			return list[(i+1)%len(list)]
		}
	}
	return list[0]
}
