package play

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/board"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// confirmPrompts are the questions a key asks before it throws away a
// game in progress; pressing it again answers yes.
var confirmPrompts = map[string]string{
	"q":   "Press q again to quit and lose this game (ctrl+c quits at once)",
	"esc": "Press esc again to leave this game for the setup screen",
	"r":   "Press r again to abandon this game and start a new one",
	"X":   "Press X again to resign this game",
	// Against a classmate who has not made a first move, X aborts.
	"X abort": "Press X again to abort this game: your classmate has not made a first move (recorded aborted, *)",
	// Before both sides have moved (no classmate), X aborts too.
	"X unbegun": "Press X again to abort this game: it has not begun (both sides have not moved), so nobody loses it (recorded aborted, *)",
	// With autosave on, quitting loses nothing.
	"q saved": "Press q again to quit; the game is saved (R on the setup screen resumes it)",
	// With autosave on but its last write failed: say so.
	"q unsaved": "Press q again to quit; the game is NOT saved: the last autosave failed",
}

// prompt is the question the key b asks before leaving this game.
func (g *Model) prompt(b *key.Binding) string {
	k := confirmKey(b)
	if desc := g.keys.Back.Help().Desc; k == "esc" && desc != kit.DefaultKeyMap().Back.Help().Desc {
		// The root named another place esc leaves for (the teacher's
		// watch: the class list), as the help line does.
		return "Press esc again to leave this game for the " + desc
	}
	if k == "q" && g.cfg.StateDir != "" {
		k = "q saved"
		if g.saveFailing() != nil {
			k = "q unsaved"
		}
	}
	return confirmPrompts[k]
}

// behind is what a screen opened over this game (A, t) keeps of it:
// while it goes on, q there asks this screen's question first, as q
// does here (one q never loses a game), and the clock that runs on
// there, a person's (runClock: an engine's stops with its search), is
// given as a copy running as the game's does, so the screen can show
// it and tell the game when it runs out. A clock whose flag another
// board judges (a watched classmate's) is not given: this board learns
// no move of theirs while the screen is open, so its copy would run
// down to 0:00 and stay there, the move long made.
func (g *Model) behind() game.Behind {
	var b game.Behind
	if g.inProgress() {
		b.Quit = g.prompt(&g.keys.Quit)
	}
	if c := g.st.Clocks(); c != nil {
		if side, on := c.Running(); on && !g.judgedElsewhere(side) {
			running := *c
			b.Clocks = &running
		}
	}
	return b
}

// confirmKey names a binding for the prompts: its first key.
func confirmKey(b *key.Binding) string {
	if ks := b.Keys(); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// disarm forgets a pending confirmation on any key, and takes its prompt
// off the screen unless the key is the one that confirms it.
func (g *Model) disarm(k tea.KeyMsg) {
	if g.confirm == nil {
		return
	}
	if prompt := g.prompt(g.confirm); !key.Matches(k, *g.confirm) && strings.HasSuffix(g.msg, prompt) {
		// A hint that came after the question reads before it (onHint):
		// it stays, the question goes.
		g.msg = strings.TrimSuffix(strings.TrimSuffix(g.msg, prompt), hintJoin)
	}
	g.confirm = nil
}

// leave handles the keys that leave the game (q quits, esc goes to the
// setup screen, r starts a new game): while a game is in progress the
// first press only asks. esc first drops a selected piece, closes the
// help, or ends a review of the game in play (while
// another key's question is pending, q's, r's or X's, esc only answers
// that one no: handleKey, behind.Cancels).
func (g Model) leave(k tea.KeyMsg, pending *key.Binding) (nav.Screen, tea.Cmd) {
	km := g.keys
	b := &km.Quit
	switch {
	case key.Matches(k, km.Back):
		if g.Surface.Cancel() {
			return g, nil
		}
		if g.CloseHelp(boardScreen{&g}) {
			return g, nil
		}
		if g.Cursor.Held() && !g.held {
			// A review of the game in play ends, as end ends it: esc
			// there asked to leave the game.
			return g, g.stepTo(g.st.Len())
		}
		b = &km.Back
	case key.Matches(k, km.New):
		b = &km.New
	}
	if g.inProgress() && pending != b {
		g.confirm = b
		g.setMsg(kit.StatusInfo, g.prompt(b))
		return g, nil
	}
	switch b {
	case &km.Back:
		g.cancelSearch()
		g.asked = nav.Request{Msg: nav.LeaveGameMsg{}}
		return g, nil
	case &km.New:
		return g, g.restart()
	}
	g.cancelSearch()
	return g, tea.Quit
}

// togglePause pauses or resumes two engines playing each other (space
// or enter). Between the games of a series it holds or releases the next
// game.
func (g *Model) togglePause() tea.Cmd {
	g.paused = !g.paused
	if g.paused {
		g.auto = enginerun.Run{}
		g.setMsg(kit.StatusInfo, g.pausedText())
		return nil
	}
	g.msg = ""
	if g.search == nil {
		return g.next()
	}
	return nil
}

// step is n with two engines playing. During a game it plays one move
// and leaves the game paused (the thinking engine's move, when one
// thinks), so n n n walks through a game at the person's pace; once the
// game is over it starts the next game at once, as r does (the series'
// next game, else a new series or game), still paused if it was.
func (g *Model) step() tea.Cmd {
	if g.held {
		return nil // a game read for review plays on with p, not n
	}
	if g.st.Outcome().Over() {
		return g.restart()
	}
	if !g.paused {
		g.paused, g.auto = true, enginerun.Run{}
		g.setMsg(kit.StatusInfo, g.pausedText())
	}
	return g.startEngine()
}

// pausedText says what goes on from a pause: between the games of a
// series, the next game.
func (g *Model) pausedText() string {
	if !g.st.Outcome().Over() {
		return "Paused: space resumes, n plays one move"
	}
	if s := g.cfg.Series; s != nil && s.Index+1 < s.Games {
		return fmt.Sprintf("Paused: space goes on to game %d of %d, n starts it now", s.Index+2, s.Games)
	}
	if g.cfg.Series != nil {
		return "Paused: n starts a new series"
	}
	return "Paused: n starts a new game"
}

// undo takes back the person's last move and the engine's reply (with
// two engines, one ply, and pauses), cancelling any search. A finished
// game is finished, however it ended (mate, a draw by rule, resignation,
// an agreed draw, a flag, an abort), as lichess offers take-backs only
// during play: its result is final, already saved as PGN and counted in
// a series, so a take-back would leave the board playing on a game the
// record calls over. r starts a new game; [ then p plays on from a move
// of this one, as a game of its own.
// canUndo reports whether u takes something back now (undo): a game
// going on here, not a file's held for review nor a classmate's, with a
// move of a person's (or, two engines playing, any move) to take back.
// The help offers u only then.
func (g *Model) canUndo() bool {
	n := g.st.Len()
	if n == 0 || g.st.Outcome().Over() || g.held || g.againstRemote() {
		return false
	}
	if g.bothEngines() {
		return true
	}
	for i := range n {
		if g.cfg.Sides[g.st.SideOf(i)].Human {
			return true
		}
	}
	return false
}

func (g *Model) undo() tea.Cmd {
	if o := g.st.Outcome(); o.Over() {
		g.setMsg(kit.StatusError, "No take-backs: the game is over ("+kit.OutcomeText(g.st.Variant(), o)+"); r starts a new game")
		return nil
	}
	if g.held {
		// A game read for review stays as its file has it: nothing
		// moves until p (which takes the later moves back itself).
		g.setMsg(kit.StatusError, "No take-backs in a review: the game is the file's; p plays on from the move shown")
		return nil
	}
	if g.againstRemote() {
		g.setMsg(kit.StatusError, "No take-backs against a classmate: their board has the move too")
		return nil
	}
	// Nothing taken back leaves the game as it was: the engine's search
	// goes on (u during its first think cancelled it, and nothing
	// started it again: the game stood still), and its first move stays
	// (it was taken back and searched again, the answer cleared by it).
	n := g.st.Len()
	if n == 0 {
		g.setMsg(kit.StatusError, "Nothing to take back")
		return nil
	}
	k := 1
	if !g.bothEngines() {
		for k < n && !g.cfg.Sides[g.st.SideOf(n-k)].Human {
			k++
		}
		if !g.cfg.Sides[g.st.SideOf(n-k)].Human {
			g.setMsg(kit.StatusError, "Nothing to take back: no move of yours yet")
			return nil
		}
	}
	g.cancelSearch()
	if g.bothEngines() {
		g.paused = true
	}
	g.st.Undo(k)
	g.rewindClocks()
	g.last, g.saved, g.Cursor = nil, false, board.Cursor{}
	g.restoreLast() // the engine's reply taken back to is judged as before
	g.Input.CancelChoice()
	g.autosave()
	g.Surface.Sync(g.st.Position())
	g.setMsg(kit.StatusInfo, "Took back: "+variants.ToPlay(g.st.Start(), g.st.Len()))
	return g.next()
}

// restart starts a new game with the same setup, fresh engines and the
// next seed: a new game is a new game even with a rollout budget, and the
// seed shown lets it be replayed on purpose (-seed). A new game that
// cannot start (replaceGame's error) leaves this one as it was.
func (g *Model) restart() tea.Cmd {
	if g.cfg.Series != nil {
		return g.restartSeries()
	}
	cfg := g.cfg
	if cfg.Resumed && cfg.Record != nil {
		// A resumed game's record is the game, not its setup: the new
		// game starts where it started, without its moves.
		cfg.Start, cfg.Moves, cfg.Record = cfg.Record.Start(), nil, nil
	}
	cfg.Seed = engine.GameSeed(cfg.Seed, 1)
	rematch, with := g.againstRemote() && !g.watching(), g.classmateMet()
	cmd, err := g.replaceGame(cfg, fmt.Sprintf("New game (seed %d)", cfg.Seed))
	if err != nil {
		g.setMsg(kit.StatusError, "No new game: "+err.Error()+g.goesOn())
		return cmd
	}
	if rematch {
		// The classmate is invited again, as the game's first start did:
		// before, r after a finished game sent nothing, and the new game
		// waited for a classmate who was never asked.
		cmd = tea.Batch(cmd, nav.Emit(nav.RematchMsg{Cfg: g.cfg, With: with}))
	}
	return cmd
}

// replaceGame starts the game cfg in place of this one (a new game, the
// series' next game, a new series): the one way every next game starts,
// so each keeps what the person chose about watching, whatever started
// it: the board's orientation, the table's order, the full help, the
// pause between engine moves that + and - set (cfg's is replaced by this
// game's), and a pause (space) of two engines playing. note is the opening message unless New has one (an error).
// A game that cannot start, or whose engines cannot (New's message then
// names them), is the error, and this game stays as it was: its search,
// if one runs, goes on (it was cancelled first, and the game stood still
// with nobody to move it, or the new game replaced it with no engine on
// a side whose turn never came).
func (g *Model) replaceGame(cfg game.GameConfig, note string) (tea.Cmd, error) {
	cfg.Resumed = false // a new game: its own ID, its own save
	cfg.Clocks = nil    // and fresh clocks (a watched game's were the players' then)
	cfg.Pause = g.cfg.Pause
	ng, cmd, err := New(g.Common, g.env, cfg, g.review)
	if err != nil {
		return nil, err
	}
	for i, s := range cfg.Sides {
		if !s.Human && ng.players[i] == nil { // New said why in its message
			ng.Close()
			return nil, errors.New(ng.msg)
		}
	}
	g.cancelSearch()
	ng.Surface, ng.Panel.FlipOrder, ng.Help.ShowAll = g.Surface, g.Panel.FlipOrder, g.Help.ShowAll
	ng.lag = g.lag // it measures the machine, not the game
	ng.Surface.Sync(ng.st.Position())
	if g.paused && ng.bothEngines() {
		// Paused stays paused: n steps through the next game too.
		ng.paused, ng.auto, cmd, ng.ticking = true, enginerun.Run{}, nil, false
		note += "; paused: space resumes, n plays one move"
	}
	if ng.msg == "" {
		ng.setMsg(kit.StatusInfo, note)
	}
	ng.setSize(g.Width, g.Height)
	g.releasePlayers() // the new game has its own engines
	*g = ng
	return cmd, nil
}

// goesOn is what a refusal adds while the game goes on: that it does.
func (g *Model) goesOn() string {
	if g.st.Outcome().Over() {
		return ""
	}
	return "; this game goes on"
}

// gameOver reports the result (and, in a series, counts it and
// schedules the next game: the Cmd), with the game's own note (GameOverNoter),
// and saves a game that can be saved, once.
func (g *Model) gameOver() tea.Cmd {
	g.tellFinal() // a classmate's board has no search that would fetch it
	cmd := g.reportEnd()
	g.endSaid = g.msg
	return cmd
}

// reportEnd is gameOver's work: the message, the save, the series.
func (g *Model) reportEnd() tea.Cmd {
	text := kit.OutcomeText(g.st.Variant(), g.st.Outcome())
	if note := kit.GameOverNote(g.st); note != "" {
		text += "; " + note
	}
	g.setMsg(kit.StatusGood, "Game over: "+text)
	// The resume slot is emptied only once the game is kept as PGN: when
	// that fails, the slot is the only copy on disk. A watched game is
	// the players', saved on their seats: none goes to the watcher's
	// games/, where it would count toward their files (s still writes a
	// copy when the watcher asks).
	if g.saved || !canSave(g.st) || g.watching() {
		g.unsave()
		return g.seriesNote()
	}
	g.saved = true
	name, err := savePGN(g.st, g.cfg)
	if err != nil {
		kept := ""
		if g.autosaved {
			kept = " (the autosave keeps it to the move before the last: R on the setup screen)"
		}
		g.setMsg(kit.StatusError, "Game over: "+text+"; saving failed: "+err.Error()+kept)
		return g.seriesNote()
	}
	g.unsave()
	g.savedAs = name
	g.setMsg(kit.StatusGood, "Game over: "+text+"; saved "+name)
	return g.seriesNote()
}

// seriesNote counts a finished game in a series and schedules the next
// (the Cmd), adding the series' note to the game-over message.
func (g *Model) seriesNote() tea.Cmd {
	cmd, note := g.seriesGameOver()
	if note != "" && g.kind != kit.StatusError {
		g.msg += note
	}
	return cmd
}

// save writes the game as PGN on demand.
func (g *Model) save() {
	if !canSave(g.st) {
		g.setMsg(kit.StatusError, "Saving is for games with a PGN form (chess)")
		return
	}
	if g.savedAtEnd() {
		g.setMsg(kit.StatusInfo, "Already saved: "+g.savedAs+" (when the game ended)")
		return
	}
	moves := movesKey(g.st)
	if g.copyAs != "" && g.copyOf == moves {
		g.setMsg(kit.StatusInfo, "Already saved: "+g.copyAs+" (no move since)")
		return
	}
	name, err := savePGN(g.st, g.cfg)
	if err != nil {
		g.setMsg(kit.StatusError, "Saving failed: "+err.Error())
		return
	}
	g.copyAs, g.copyOf = name, moves
	g.setMsg(kit.StatusGood, "Saved "+name)
}

// movesKey is the game's moves as one string, to tell whether the game
// has changed since it was saved: a take-back and another move change
// it, a clock running does not (a PGN's clocks are its moves').
func movesKey(rec *variants.Record) string {
	var b strings.Builder
	for _, t := range rec.Turns() {
		b.WriteString(t.Canonical + " " + t.Comment + "\x00")
	}
	return b.String()
}

// savedAtEnd reports whether the game ended here and was saved then:
// it cannot change any more, so s would only write a copy of that file
// under another name.
func (g *Model) savedAtEnd() bool { return g.savedAs != "" && g.st.Outcome().Over() }
