package play

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/components/board"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// autoplayPause is the pause between two engines' moves, so a person can
// follow the game.
const autoplayPause = 500 * time.Millisecond

// Model is the screen where a game is played: the game, the engines
// playing it, and the components drawing it. Its behaviour is split by
// concept: engine turns (engineturn.go), move entry (moveentry.go), game
// commands (commands.go), review (review.go), series (series.go), the
// resume slot's writes (autosave.go), the keys and their help (keys.go)
// and the view (view.go).
type Model struct {
	kit.Common
	// keys are the screen's own (a pointer, so a pending confirmation
	// can name the binding it waits for across copies of the Model).
	keys *KeyMap
	env  enginerun.Env
	cfg  game.GameConfig

	st          *variants.Record // the game
	players     [2]engine.Player
	board.Frame // surface, panel, status, input, help: their layout and the board's keys

	search *enginerun.Run // the running search, or nil
	auto   enginerun.Run  // the pending autoplay or next-game pause (zero: none)
	// stopped is the last search cancelled: the next search of its
	// player waits for it to return, since a player's searches never
	// overlap. interrupted is the search the analysis board or a study
	// stopped, which goes on where it was on the way back (engineturn.go).
	stopped     *enginerun.Run
	interrupted *interruption
	// hidden: another screen took this one's place without its asking
	// (nav.HideMsg, the teacher's push): every clock waits, the
	// person's too, until nav.ResumePlayMsg.
	hidden bool
	// asked is what the last Update asks the root for (nav.Asker): the
	// setup screen (esc), a study or the analysis board (t, A).
	asked nav.Request
	// seriesWaits: the series' next game came due while the finished game
	// was being reviewed; it is scheduled when the review ends.
	seriesWaits bool
	live        *engine.Snapshot
	last        *engine.Result // the last finished search's result
	lastSide    variants.Side  // the side last's search moved for
	hopeless    int            // the engine's hopeless moves running (engineResigns)
	lastPly     int            // and the ply it moved at
	// lastHurried says the last result was cut short by move-now.
	lastHurried bool
	paused      bool
	heat        surface.HeatMode // the heat map of the thinking engine's moves
	msg         string
	kind        kit.Status
	// said counts the messages set (setMsg), so Update can tell a key
	// that said nothing from one that said the same again (! twice).
	said  uint64
	saved bool // the finished game has been saved
	// savedAs is the PGN file the game was saved to when it ended here
	// ("" before, or when that failed): s then names it, not a copy.
	savedAs string
	// copyAs is the file s last wrote while the game went on, and
	// copyOf the moves it held (movesKey): s again with no move since
	// names that file rather than write a copy of it.
	copyAs, copyOf string
	// endSaid is the message the game's end was reported with
	// (gameOver): while another message replaces it, the status line
	// says the game is over (statusText).
	endSaid string
	// confirm is the key that, pressed again, leaves a game in progress
	// (esc, r or q); a single stray press must not lose a game.
	confirm *key.Binding
	// held keeps the engines still in a game opened for review until the
	// person plays on. The review's cursor is the frame's (board.Cursor:
	// held on the move reviewed, else following the game; review.go).
	held bool
	// review says the game was opened for review (nav.Review) and is
	// not played on yet: a new game on the same setup (r) opens held
	// again. p makes it a game from the position played on from.
	review bool
	// autosaved says this game wrote the resume slot, so its end empties
	// it (autosave.go).
	autosaved bool
	// tick is the pending redraw of a running clock (clock.go), ticking
	// whether one is armed; now is the clocks' time (nil: time.Now; a
	// test's own).
	// hints is the hint asked for (endings.go), nil for none.
	hints *hintState
	// theyResigned is a classmate's resignation told for a position
	// this board has not reached yet (classmateNews), nil for none.
	theyResigned *nav.ClassmateMsg
	// drawOut is the position (its text) this board's person offered a
	// classmate a draw in, "" for none; drawIn the classmate's offer
	// (classmatedraw.go).
	drawOut string
	drawIn  *nav.ClassmateMsg
	// clockSaved is when the resume slot was last written (clock.go
	// writes a running clock's time every clockSaveEvery).
	clockSaved time.Time
	// plan is the running search's on its clock, lag each side's
	// lateness past its hard time (clock.go: keepLag).
	plan *clockPlan
	lag  [2]time.Duration
	// startLeft is each side's time when the clocks were set, which a
	// classmate's clock holds until their first move (holdClock).
	startLeft [2]time.Duration
	tick      enginerun.Run
	ticking   bool
	now       func() time.Time
	// keyNote is the message a key said and keyNoteAt when (the
	// clocks' time): where no person moves, it outlives the next move
	// for keyNoteFor (keepsKeyNote).
	keyNote   string
	keyNoteAt time.Time
	// answer is = or !'s answer given while the other side was to move,
	// or the note a resumed game opens on (keepAnswer): it outlives
	// that side's move until the person's next key (keepsAnswer).
	answer string
	// classmateRuns says a classmate's clock runs here from when their
	// board began the game (runClassmateClock), not held; beganLen is
	// the game's plies when this board began it (tellBegin); handedAt
	// is when a move made here passed the turn to a classmate held
	// before their first move (noteHanded).
	classmateRuns bool
	beganLen      int
	handedAt      time.Time
}

// keyNoteFor is how long a key's answer stays on screen while engines
// move on their own: between two fast engines the next move, which
// clears the last position's message, came before it could be read.
const keyNoteFor = 3 * time.Second

// keepsKeyNote reports whether the message shown is a key's answer to
// keep over the move being played: no person plays this game (two
// engines, or a classmates' game watched) and the key came less than
// keyNoteFor ago.
func (g *Model) keepsKeyNote() bool {
	return g.msg != "" && g.msg == g.keyNote && (g.bothEngines() || g.watching()) &&
		g.clockNow().Sub(g.keyNoteAt) < keyNoteFor
}

// keepAnswer notes the message a = or ! just gave (or the note a
// resumed game opens on) as an answer to keep over the other side's
// move, when that side is to move: on a loaded machine the key is read
// just before the engine's result, and the move cleared the answer
// before it could be read.
func (g *Model) keepAnswer() {
	g.answer = ""
	if side := g.st.Position().ToMove(); !g.cfg.Sides[side].Human && !g.st.Outcome().Over() {
		g.answer = g.msg
	}
}

// keepsAnswer reports whether the message shown is a kept answer
// (keepAnswer) the move by mover leaves in place: a move not the
// person's, that brings no news of its own (lapsed: the draw offer it
// answered lapsed) and comes outside a review (whose note it brings).
func (g *Model) keepsAnswer(mover variants.Side, lapsed string) bool {
	return g.answer != "" && g.msg == g.answer && !g.cfg.Sides[mover].Human &&
		lapsed == "" && !(g.Cursor.Held() && !g.held)
}

// New builds the play screen on cfg and returns the Cmd that starts the
// first engine move if an engine is to move. review opens it held (a
// game read from a file: no engine moves until the person plays on); a
// cfg.Resumed game says so. An error means the start position, the moves
// or an engine are unusable.
func New(c kit.Common, env enginerun.Env, cfg game.GameConfig, review bool) (Model, tea.Cmd, error) {
	return NewStarted(c, env, cfg, review, [2]engine.Player{})
}

// NewStarted is New with engines already started for the game (the
// root's check of external engines, ui/handshake, built them with
// cfg.PlayerConfig): a side with a player in started plays it instead of
// building another, so no engine is started twice. The screen owns
// started from the call on: it closes them with its other engines, and
// at once when it fails (or has no use for one).
func NewStarted(c kit.Common, env enginerun.Env, cfg game.GameConfig, review bool, started [2]engine.Player) (g Model, cmd tea.Cmd, err error) {
	defer func() {
		for i, p := range started {
			if p != nil && (err != nil || g.players[i] != p) {
				enginerun.Close(env, p)
			}
		}
	}()
	gs, err := cfg.Line()
	if err != nil {
		return Model{}, nil, err
	}
	for i, s := range cfg.Sides {
		if err := engine.CanPlay(s.Engine.Player, cfg.Variant); !s.Human && err != nil {
			return Model{}, nil, fmt.Errorf("%s: %w", cfg.Variant.Side(variants.Side(i)), err)
		}
	}
	if !cfg.Resumed {
		cfg.ID = autosave.NewGameID()
	}
	keys := NewKeyMap(c.Keys)
	g = Model{Common: c, keys: &keys, env: env, cfg: cfg, st: gs,
		Frame: board.New(c, gs.Variant(), gs.Position()), held: review, review: review,
		saved:     review && cfg.Record != nil && !cfg.Resumed, // a game read back was saved where it came from
		autosaved: cfg.Resumed}                                 // a resumed game owns the resume slot
	g.StartNote = "Review: already at the start"
	if review {
		// A game read back stays at its end: say so. A game played on
		// shows its own message there (playOn clears the note).
		g.EndNote = "Review: already at the last move"
	}
	// A person playing the second side alone sees the board from there.
	if !cfg.Sides[0].Human && cfg.Sides[1].Human {
		g.Surface.Flip()
	}
	var errs []string
	for i, s := range cfg.Sides {
		if s.Human {
			continue
		}
		if started[i] != nil {
			g.players[i] = started[i]
			continue
		}
		p, err := env.NewPlayer(cfg.PlayerConfig(variants.Side(i), gs.Position()))
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: %v", cfg.Variant.Side(variants.Side(i)), err))
			continue
		}
		g.players[i] = p
	}
	if len(errs) > 0 {
		g.setMsg(kit.StatusError, strings.Join(errs, "; "))
	}
	if cfg.Resumed {
		g.restoreLast()
	}
	if !cfg.Resumed && gs.Clocks() != nil { // a new game on a timed game's record: fresh clocks
		gs.SetClocks(nil)
	}
	g.setClocks()
	g.tellTimeControl()
	g.tellBegin()
	g.tellResume()
	next := g.next()
	g.runClock() // after next: two engines' clocks wait out the pause before a move
	cmd = tea.Batch(next, g.armClock())
	if g.held && (g.msg == "" || g.kind != kit.StatusError) {
		g.setMsg(kit.StatusInfo, g.reviewNote())
	}
	if cfg.Resumed && g.kind != kit.StatusError {
		g.setMsg(kit.StatusGood, "Resumed: "+variants.ToPlay(gs.Start(), gs.Len()))
		// The other side's move, when it is to move, comes at once (a
		// classmate's made while the person was away): it took the
		// note away before it was read.
		g.keepAnswer()
	}
	g.setSize(c.Width, c.Height) // laid out with the message it opens on
	return g, cmd, nil
}

// joinComment is two comments as one, either possibly empty.
func joinComment(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "; " + b
}

func (g *Model) setMsg(k kit.Status, s string) { g.kind, g.msg, g.said = k, g.cfg.Shown(s), g.said+1 }

// who names the engine playing side as the screen shows it: a level of
// play by its level ("Level 3"), any other player by its name
// (engine.Config.Who), in the title, the status line and the messages
// alike.
func (g *Model) who(side variants.Side) string { return g.cfg.Sides[side].Engine.Who() }

// bothEngines reports whether no person plays: autoplay mode.
func (g *Model) bothEngines() bool { return !g.cfg.Sides[0].Human && !g.cfg.Sides[1].Human }

// humanToMove reports whether a person may move now.
func (g *Model) humanToMove() bool {
	return !g.st.Outcome().Over() && g.cfg.Sides[g.st.Position().ToMove()].Human && g.search == nil && !g.Cursor.Held() && !g.held
}

// inProgress reports whether leaving now would throw away a game: moves
// have been played and it is not over.
func (g *Model) inProgress() bool {
	return g.st.Len() > 0 && !g.st.Outcome().Over()
}

// Close cancels the running search and any pending autoplay, and closes
// the game's external engines (enginerun.Close): the game is done with.
func (g Model) Close() {
	g.cancelSearch()
	g.releasePlayers()
}

// Asked is what the screen asks the root for (nav.Asker).
func (g Model) Asked() nav.Request { return g.asked }

// Asking returns the screen keeping r (nav.Asker).
func (g Model) Asking(r nav.Request) nav.Screen {
	g.asked = r
	return g
}

// Update handles one message: the search's, a key, a click, a size;
// then it lays the screen out again (relayout), since any of them may
// change the message's height or the help, so View only draws.
func (g Model) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	g.asked = nav.Request{} // what this Update asks, if anything
	s, cmd := g.update(msg)
	if m, ok := s.(Model); ok {
		m.runClock()
		if tick := m.armClock(); tick != nil {
			cmd = tea.Batch(cmd, tick)
		}
		m.relayout()
		return m, cmd
	}
	return s, cmd
}

// update handles one message (Update).
func (g Model) update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.setSize(msg.Width, msg.Height)
		return g, nil
	case enginerun.ProgressMsg, enginerun.DoneMsg:
		if cmd, ok := g.onHint(msg); ok {
			return g, cmd
		}
	}
	switch msg := msg.(type) {
	case enginerun.ProgressMsg:
		cmd := g.onProgress(msg)
		return g, cmd
	case enginerun.DoneMsg:
		cmd := g.onSearchDone(msg)
		return g, cmd
	case enginerun.AutoplayMsg:
		if !g.auto.Accepts(msg.Gen) || g.paused {
			return g, nil
		}
		g.auto = enginerun.Run{}
		cmd := g.startEngine()
		return g, cmd
	case clockTickMsg:
		cmd := g.onClockTick(msg)
		return g, cmd
	case nextSeriesMsg:
		cmd := g.nextSeriesGame(msg)
		return g, cmd
	case nav.ClassmateMsg:
		cmd := g.classmateNews(msg)
		return g, cmd
	case nav.FlagMsg:
		cmd := g.flagShownElsewhere()
		return g, cmd
	case nav.NoticeMsg:
		kind := kit.StatusInfo
		if msg.Error {
			kind = kit.StatusError
		}
		g.setMsg(kind, msg.Text)
		return g, nil
	case nav.HideMsg:
		g.interrupt()
		g.hidden = true
		return g, nil
	case nav.ResumePlayMsg:
		g.hidden = false
		g.ticking = false // a tick due while another screen was shown was not ours to read
		g.setSize(g.Width, g.Height)
		if msg.Refused != "" {
			g.setMsg(kit.StatusError, msg.Refused)
		}
		return g, g.next()
	case tea.KeyMsg:
		seen := g.SeeNote(boardScreen{&g}) // a note that the last key did nothing goes
		before := g.msg
		g.answer = "" // seen: the person pressed a key after it (keepAnswer)
		s, cmd := nav.ReadKey(g, msg, g.Input.Focused(), g.handleKey)
		if n, ok := s.(Model); ok {
			n.AfterKey(seen, boardScreen{&n}) // a note goes with a key that acts (notes.go)
			if n.msg != "" && (n.msg != before || n.msg == n.keyNote) {
				n.keyNote, n.keyNoteAt = n.msg, n.clockNow() // the key's answer
			}
			s = n
		}
		return s, cmd
	case tea.MouseMsg:
		cmd := g.handleMouse(msg)
		return g, cmd
	}
	return g, nil
}

// play makes a legal move for whoever is to move, with an engine's
// comment and table (nil for a person's), and clears what referred to the
// old position.
func (g *Model) play(m variants.Move, comment string, table *variants.Table) {
	g.Input.CancelChoice()
	if _, text, ok := g.hinted(); ok && g.cfg.Sides[g.st.Position().ToMove()].Human {
		comment = joinComment("hint "+text, comment) // the PGN notes the hint
	}
	g.cancelHint()
	mover := g.st.Position().ToMove()
	if _, err := g.st.PlayClocked(m, comment, table, g.clockNow()); err != nil { // callers check legality: a bug, shown
		g.setMsg(kit.StatusError, err.Error())
		return
	}
	g.tellFlag() // a move too late here: the flag fell on this board
	lapsed := g.lapseDrawOffers(mover)
	g.autosave()
	g.syncSurface()
	// A pending question stays; a failing autosave needs no message of
	// its own: the message area shows the saver's standing failure until
	// a save succeeds (messageLines), and no longer once one has.
	// A key's answer stays a moment where engines move on their own,
	// and = or !'s over the other side's move until the next key.
	if g.confirm == nil && !g.keepsKeyNote() && !g.keepsAnswer(mover, lapsed) {
		g.msg = ""
		if g.Cursor.Held() && !g.held {
			// A move came in during a review of the game going on: the
			// review's note, not "White to move: ... type a move", for
			// no move is made until end.
			g.setMsg(kit.StatusInfo, g.reviewNote())
		}
		if lapsed != "" {
			g.setMsg(kit.StatusInfo, lapsed)
		}
	}
}
