package ui

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/boardframe"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// analysisScreen is the analysis board: the engine thinks without end on
// the position shown, with the live per-move table and status line, and
// nothing is played for it. Moving a piece (either side's: the board is
// free) or stepping through the line ([ ] home end) restarts the search
// on the new position; p and e switch the player and the estimator live.
type analysisScreen struct {
	kit.Common
	env enginerun.Env
	cfg nav.AnalysisConfig

	rec              *variants.Record // the line on the board
	ply              int              // the ply shown
	players          []string         // the players that can analyse this game
	boardframe.Frame                  // surface, panel, status, input, help

	budget   int // index into analysisBudgets
	search   *enginerun.Run
	player   engine.Player // the last search's, closed when replaced (engineclose.go)
	live     *engine.Snapshot
	stopped  engine.StopReason // why the last search ended on its own
	restarts int
	choices  []surface.Choice
	msg      string
	kind     kit.Status
}

// analysisBudgets are the budgets l cycles through: thinking without end
// (the default: an analysis board is for watching the numbers settle),
// or a fixed number of rollouts or seconds, so a person can compare the
// table at a known effort (with a seed, a rollout budget repeats exactly).
var analysisBudgets = []struct {
	label  string
	budget engine.Budget
}{
	{"infinite", engine.Budget{}},
	{"10k rollouts", engine.Budget{Rollouts: 10_000}},
	{"100k rollouts", engine.Budget{Rollouts: 100_000}},
	{"1M rollouts", engine.Budget{Rollouts: 1_000_000}},
	{"5 s", engine.Budget{Time: 5 * time.Second}},
	{"30 s", engine.Budget{Time: 30 * time.Second}},
}

// newAnalysis builds the analysis board and starts its first search.
func newAnalysis(c kit.Common, env enginerun.Env, cfg nav.AnalysisConfig) (analysisScreen, tea.Cmd) {
	a := analysisScreen{Common: c, env: env, cfg: cfg, rec: cfg.Rec.Clone(), ply: cfg.Rec.Len(),
		Frame: boardframe.New(c)}
	for _, p := range kit.Players() {
		if engine.CanPlay(p.Name, a.rec.Variant()) == nil {
			a.players = append(a.players, p.Name)
		}
	}
	if a.cfg.Engine.Player == "" {
		a.cfg.Engine.Player = "flat"
	}
	a.cfg.Engine.Budget = analysisBudgets[0].budget // infinite: stopped by cancellation
	a.Surface = surface.New(c, a.rec.Position())
	a.setSize(c.Width, c.Height)
	return a, a.restart()
}

// position returns the position shown (a fresh copy).
func (a *analysisScreen) position() variants.Position {
	p, err := a.rec.PositionAt(a.ply)
	if err != nil {
		return a.rec.Position().Clone()
	}
	return p
}

// restart cancels the running search and starts a new one on the
// position shown, unless the game is over there.
func (a *analysisScreen) restart() tea.Cmd {
	a.cancel()
	a.choices = nil
	pos := a.position()
	a.Surface.Sync(pos)
	if pos.Outcome().Over() {
		a.setMsg(kit.StatusGood, "Game over here: "+kit.OutcomeText(a.rec.Variant(), pos.Outcome())+"; [ steps back")
		return nil
	}
	p, err := a.env.NewPlayer(a.cfg.Engine.ForGame(pos))
	if err != nil {
		a.setMsg(kit.StatusError, fmt.Sprintf("%s: %v", a.cfg.Engine.Player, err))
		return nil
	}
	enginerun.Close(a.env, a.player)
	a.player = p
	s, cmd := enginerun.Start(a.env, p, pos)
	a.search, a.stopped = &s, ""
	a.restarts++
	return cmd
}

// cancel stops the running search; its late messages are then stale.
func (a *analysisScreen) cancel() {
	if a.search != nil {
		a.search.Cancel()
		a.search = nil
	}
	a.live = nil
}

// Close stops the search and closes its engine if it has a Close method.
func (a analysisScreen) Close() {
	a.cancel()
	enginerun.Close(a.env, a.player)
}

func (a *analysisScreen) setMsg(k kit.Status, s string) { a.kind, a.msg = k, s }

// Update handles the search's messages, keys, clicks and sizes.
func (a analysisScreen) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.setSize(msg.Width, msg.Height)
	case enginerun.ProgressMsg:
		s, next, ok := a.search.Progress(msg)
		if !ok {
			return a, nil
		}
		a.live = &s
		return a, next
	case enginerun.DoneMsg:
		if !a.search.Accepts(msg.Gen) {
			return a, nil
		}
		// A search ends on its own only when there is nothing left to
		// think about (a forced move, a win at once, a solved position).
		a.search = nil
		if msg.Err != nil {
			a.setMsg(kit.StatusError, fmt.Sprintf("%s: %v", a.cfg.Engine.Player, msg.Err))
			return a, nil
		}
		res := msg.Res
		a.live, a.stopped = &res.Snapshot, res.Stopped
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste && !a.Input.Focused() {
			var cmds []tea.Cmd
			var s nav.Screen = a
			for _, r := range msg.Runes {
				var cmd tea.Cmd
				s, cmd = s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
				cmds = append(cmds, cmd)
			}
			return s, tea.Batch(cmds...)
		}
		return a.handleKey(msg)
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft || a.choices != nil {
			return a, nil
		}
		l := a.layout()
		if l.tooSmall {
			return a, nil
		}
		if p, ok := a.Surface.Click(msg.X-l.BoardX, msg.Y-l.boardY); ok {
			return a, a.apply(p)
		}
	}
	return a, nil
}

// handleKey: ctrl+c quits; a pending choice, then the move input, take
// keys first; then the board's keys and the analysis's own.
func (a analysisScreen) handleKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	km := a.Keys
	if key.Matches(k, kit.CtrlC) {
		a.cancel()
		return a, tea.Quit
	}
	if a.choices != nil {
		if k.Type == tea.KeyEsc {
			a.choices, a.msg = nil, ""
			return a, nil
		}
		for _, c := range a.choices {
			if k.Type == tea.KeyRunes && string(k.Runes) == c.Key {
				return a, a.move(c.Move)
			}
		}
		return a, nil
	}
	if a.Input.Focused() {
		switch {
		case k.Type == tea.KeyEnter:
			text := a.Input.Value()
			a.Input.Blur()
			m, err := a.position().DecodeMove(text)
			if err != nil {
				a.setMsg(kit.StatusError, err.Error())
				return a, nil
			}
			return a, a.move(m)
		case k.Type == tea.KeyEsc:
			a.Input.Blur()
		case key.Matches(k, km.Complete):
			a.Input.Complete(a.legalTexts())
		default:
			var cmd tea.Cmd
			a.Input, cmd = a.Input.Update(k)
			return a, cmd
		}
		return a, nil
	}
	switch {
	case key.Matches(k, km.Quit):
		a.cancel()
		return a, tea.Quit
	case key.Matches(k, km.Back):
		if a.Surface.Cancel() {
			return a, nil
		}
		a.cancel()
		return a, nav.Emit(nav.LeaveAnalysisMsg{ToGame: a.cfg.FromGame})
	case key.Matches(k, km.Help):
		a.Help.ShowAll = !a.Help.ShowAll
		a.setSize(a.Width, a.Height)
	case key.Matches(k, km.Flip):
		a.Surface.Flip()
	case key.Matches(k, km.Sort):
		a.Panel.FlipOrder = !a.Panel.FlipOrder
	case key.Matches(k, km.Earlier) && a.ply > 0:
		return a, a.step(a.ply - 1)
	case key.Matches(k, km.Later) && a.ply < a.rec.Len():
		return a, a.step(a.ply + 1)
	case key.Matches(k, km.First) && a.ply > 0:
		return a, a.step(0)
	case key.Matches(k, km.Latest) && a.ply < a.rec.Len():
		return a, a.step(a.rec.Len())
	case key.Matches(k, km.NextPlayer):
		return a, a.nextPlayer()
	case key.Matches(k, km.Budget):
		a.budget = (a.budget + 1) % len(analysisBudgets)
		a.cfg.Engine.Budget = analysisBudgets[a.budget].budget
		a.setMsg(kit.StatusInfo, "Budget: "+analysisBudgets[a.budget].label)
		return a, a.restart()
	case key.Matches(k, km.Estimator):
		a.cfg.Engine.Estimator = 1 - a.cfg.Engine.Estimator
		a.setMsg(kit.StatusInfo, "Estimator: "+a.cfg.Engine.Estimator.String())
		return a, a.restart()
	case key.Matches(k, km.Type):
		a.Input.Focus("")
	case surface.CursorKey(km, k, a.Surface):
	case key.Matches(k, km.Select):
		return a, a.apply(a.Surface.Select())
	}
	return a, nil
}

// step shows another ply of the line and analyses it.
func (a *analysisScreen) step(ply int) tea.Cmd {
	a.ply = ply
	a.setMsg(kit.StatusInfo, fmt.Sprintf("Move %d of %d", ply, a.rec.Len()))
	return a.restart()
}

// nextPlayer switches to the next player that can analyse this game.
func (a *analysisScreen) nextPlayer() tea.Cmd {
	i := 0
	for j, p := range a.players {
		if p == a.cfg.Engine.Player {
			i = j + 1
		}
	}
	if len(a.players) == 0 {
		return nil
	}
	a.cfg.Engine.Player = a.players[i%len(a.players)]
	a.setMsg(kit.StatusInfo, "Player: "+a.cfg.Engine.Player)
	return a.restart()
}

// apply carries out a gesture on the board.
func (a *analysisScreen) apply(p surface.Pick) tea.Cmd {
	switch {
	case p.Err != "":
		a.setMsg(kit.StatusError, p.Err)
	case p.Move != variants.NoMove:
		return a.move(p.Move)
	case len(p.Choices) > 0:
		a.choices = p.Choices
		a.setMsg(kit.StatusInfo, "Choose: "+choiceText(p.Choices)+"  (esc cancels)")
	default:
		a.setMsg(kit.StatusInfo, p.Info)
	}
	return nil
}

// move plays m for whichever side is to move in the position shown: the
// moves after it in the line are dropped (a new line branches off), and
// the analysis restarts on the new position.
func (a *analysisScreen) move(m variants.Move) tea.Cmd {
	a.choices = nil
	if n := a.rec.Len(); a.ply < n {
		a.rec.Undo(n - a.ply)
	}
	text := a.rec.Position().EncodeMove(m, variants.Display)
	if err := a.rec.Play(m, "", nil); err != nil {
		a.setMsg(kit.StatusError, err.Error())
		return nil
	}
	a.ply = a.rec.Len()
	a.setMsg(kit.StatusInfo, "Played "+text+": analysing the new position")
	return a.restart()
}

// legalTexts lists the legal moves' texts in the position shown, for
// completion.
func (a *analysisScreen) legalTexts() []string {
	pos := a.position()
	if pos.Outcome().Over() {
		return nil
	}
	var out []string
	for _, m := range pos.LegalMoves(nil) {
		out = append(out, pos.EncodeMove(m, variants.Display))
	}
	return out
}
