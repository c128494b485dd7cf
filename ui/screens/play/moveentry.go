package play

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/moveinput"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// handleKey routes a key: ctrl+c quits at once; a pending choice or the
// focused move input take every other key first (glow's order, so a move
// with q or r in it never quits or restarts); then the screen's commands,
// the surface's cursor, and last any printable key, which opens the move
// input with it.
func (g Model) handleKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	if key.Matches(k, kit.CtrlC) {
		g.cancelSearch()
		return g, tea.Quit
	}
	if g.choices != nil {
		cmd := g.handleChoice(k)
		return g, cmd
	}
	if g.Input.Focused() {
		cmd := g.handleInput(k)
		return g, cmd
	}
	km := g.keys
	pending := g.confirm
	g.disarm(k)
	if cmd, ok := g.handleReviewKey(k); ok {
		return g, cmd
	}
	switch {
	case key.Matches(k, km.Quit, km.Back, km.New):
		return g.leave(k, pending)
	case key.Matches(k, km.Help):
		g.Help.ShowAll = !g.Help.ShowAll
		g.setSize(g.Width, g.Height)
	case key.Matches(k, km.Flip):
		g.Surface.Flip()
	case key.Matches(k, km.MoveNow) && g.search != nil:
		g.moveNow()
	case key.Matches(k, km.Undo):
		return g, g.undo()
	case key.Matches(k, km.Save):
		g.save()
	case key.Matches(k, km.Sort):
		g.Panel.FlipOrder = !g.Panel.FlipOrder
	case key.Matches(k, km.Study) && !g.st.Outcome().Over():
		// The search stops while the position is studied; nav.ResumePlayMsg
		// goes on with it on the way back.
		g.interrupt()
		ec := nav.StudySide(g.cfg.Sides, g.st.Position().ToMove())
		return g, nav.Emit(nav.OpenStudyMsg{Cfg: nav.StudyFromGame(g.st.Position(), ec, g.cfg.Seed)})
	case key.Matches(k, km.Analyse):
		// The game's search stops while the board is analysed;
		// nav.ResumePlayMsg goes on with it on the way back.
		g.interrupt()
		side := g.cfg.Sides[g.st.Position().ToMove()]
		return g, nav.Emit(nav.OpenAnalysisMsg{Cfg: nav.AnalysisFromGame(g.st, side.Engine, g.cfg.Seed)})
	case key.Matches(k, km.Heat):
		g.heat = (g.heat + 1) % surface.NumHeatModes
		g.setMsg(kit.StatusInfo, "Heat map: "+g.heat.String())
	case key.Matches(k, km.Faster) && g.bothEngines():
		g.changeSpeed(-1)
	case key.Matches(k, km.Slower) && g.bothEngines():
		g.changeSpeed(1)
	case key.Matches(k, km.Pause) && g.bothEngines():
		return g, g.togglePause()
	case key.Matches(k, km.Step):
		if g.bothEngines() && g.paused {
			return g, g.startEngine()
		}
	case key.Matches(k, km.Type):
		g.Input.Focus("")
	case surface.CursorKey(g.Keys, k, g.Surface):
	case key.Matches(k, g.Keys.Select):
		return g, g.pick(g.Surface.Select)
	case g.opensInput(k):
	case k.Type == tea.KeyRunes && g.search != nil && !g.bothEngines():
		g.setMsg(kit.StatusError, g.notYourMove()) // typing into the engine's turn: say what helps
	}
	return g, nil
}

// handleInput gives a key to the focused move input: enter submits, esc
// closes, tab completes from the legal moves.
func (g *Model) handleInput(k tea.KeyMsg) tea.Cmd {
	switch {
	case k.Type == tea.KeyEnter:
		text := g.Input.Value()
		g.Input.Blur()
		return g.submit(text)
	case k.Type == tea.KeyEsc:
		g.Input.Blur()
		return nil
	case key.Matches(k, g.keys.Complete):
		g.Input.Complete(g.legalTexts())
		return nil
	}
	var cmd tea.Cmd
	g.Input, cmd = g.Input.Update(k)
	return cmd
}

// legalTexts lists every legal move's display and canonical texts, for
// completion and for deciding whether a typed letter starts a move.
func (g *Model) legalTexts() []string {
	if !g.humanToMove() {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range g.st.Legal() {
		for _, n := range []variants.Notation{variants.Display, variants.Canonical} {
			t := g.st.Position().EncodeMove(m, n)
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// opensInput opens the move input when an unbound key starts a typed
// move (moveinput.Starts, the rule every board screen shares): a key
// while a person is to move; a paste also while two engines play (a
// paste into the engine's turn gets the not-your-move message instead).
func (g *Model) opensInput(k tea.KeyMsg) bool {
	text, ok := moveinput.Starts(k)
	if !ok || !(g.humanToMove() || k.Paste && (g.search == nil || g.bothEngines())) {
		return false
	}
	g.Input.Focus(text)
	return true
}

// submit plays a typed move; bad or illegal text only sets the message.
func (g *Model) submit(text string) tea.Cmd {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	if !g.humanToMove() {
		g.setMsg(kit.StatusError, g.notYourMove())
		return nil
	}
	m, err := g.st.Position().DecodeMove(text)
	if err != nil {
		g.setMsg(kit.StatusError, err.Error())
		return nil
	}
	return g.humanMove(m)
}

// notYourMove says why a move is refused, and what the person can do.
func (g *Model) notYourMove() string {
	if g.search != nil {
		return "Not your move now: the engine is thinking (m moves now)"
	}
	return "Not your move now"
}

// humanMove plays a person's move and lets the game go on.
func (g *Model) humanMove(m variants.Move) tea.Cmd {
	g.play(m, "", nil)
	return g.next()
}

// pick acts on the surface's Select gesture, if the person may move.
func (g *Model) pick(gesture func() surface.Pick) tea.Cmd {
	if !g.humanToMove() {
		g.setMsg(kit.StatusError, g.notYourMove())
		return nil
	}
	return g.apply(gesture())
}

// apply carries out what a gesture asks: a move is played, a choice
// asked for, a message shown.
func (g *Model) apply(p surface.Pick) tea.Cmd {
	switch {
	case p.Err != "":
		g.setMsg(kit.StatusError, p.Err)
	case p.Move != variants.NoMove:
		return g.humanMove(p.Move)
	case len(p.Choices) > 0:
		g.choices = p.Choices
		var opts []string
		for _, c := range p.Choices {
			opts = append(opts, c.Key+"="+c.Label)
		}
		g.setMsg(kit.StatusInfo, "Promote to: "+strings.Join(opts, " ")+"  (esc cancels)")
	default:
		g.setMsg(kit.StatusInfo, p.Info)
	}
	return nil
}

// handleChoice answers a pending choice: its key plays the move, esc
// cancels; nothing else is taken, not even q (it is a queen).
func (g *Model) handleChoice(k tea.KeyMsg) tea.Cmd {
	if k.Type == tea.KeyEsc {
		g.choices = nil
		g.msg = ""
		return nil
	}
	if k.Type != tea.KeyRunes || len(k.Runes) != 1 {
		return nil
	}
	want := strings.ToLower(string(k.Runes))
	for _, c := range g.choices {
		if c.Key == want {
			return g.humanMove(c.Move)
		}
	}
	return nil
}

// handleMouse turns a left click on the surface into a gesture; the
// surface's origin comes from the same layout the View draws.
func (g *Model) handleMouse(m tea.MouseMsg) tea.Cmd {
	if m.Action != tea.MouseActionPress || m.Button != tea.MouseButtonLeft || g.choices != nil {
		return nil
	}
	l := g.lay // as drawn
	if l.tooSmall || l.helpPage {
		return nil // no board on the screen to click
	}
	if !g.humanToMove() {
		return nil // the board is not the person's to touch now
	}
	p, ok := g.Surface.Click(m.X-l.BoardX, m.Y-l.boardY)
	if !ok {
		return nil
	}
	return g.apply(p)
}
