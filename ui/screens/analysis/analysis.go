package analysis

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/behind"
	"rollout/ui/components/board"
	"rollout/ui/components/moveinput"
	"rollout/ui/components/surface"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// Model is the analysis board: the engine thinks without end on
// the position shown, with the live per-move table and status line, and
// nothing is played for it. Moving a piece (either side's: the board is
// free) or stepping through the line ([ ] home end) restarts the search
// on the new position; p and ctrl+e switch the player and the estimator
// live. Typing a move starts move entry, as on the play screen.
type Model struct {
	kit.Common
	keys KeyMap // the board's own keys; the surface's come from Common.Keys
	env  enginerun.Env
	Cfg  game.AnalysisConfig

	Rec         *variants.Record // the line on the board; the ply shown is the frame's Cursor
	players     []string         // the players that can analyse this game
	board.Frame                  // surface, panel, status, input, help: their layout and the board's keys

	budgets []Budget // what l cycles through: AnalysisBudgets, after the opening budget if it is none of them
	budget  int      // index into budgets
	Search  *enginerun.Run
	player  engine.Player // the last search's, closed when replaced (engineclose.go)
	Live    *engine.Snapshot
	stopped engine.StopReason // why the last search ended on its own
	// off is set while the engine is turned off (space, KeyMap.Think):
	// no search starts on any position shown until space turns it on
	// again; the table of the search it stopped stays, as "engine off".
	off bool
	// Restarts counts the searches started after the first (a move,
	// a step, a switch of player, estimator or budget), which the title
	// shows from the first restart on; started is whether a first has.
	Restarts int
	started  bool
	// recorded is how the file's game ended off the board
	// (kit.RecordedResult), said at the line's end until a move branches
	// the line off the game it is the result of.
	recorded string
	msg      string
	kind     kit.Status
	// said counts the messages set (setMsg), so a key that said nothing
	// is told from one that said the same again (notes.go).
	said uint64
	// now is the time the game's clock is read at (nil: time.Now; a
	// test's: clock.go).
	now func() time.Time
	// asked is what the last Update asks the root for (nav.Asker): to
	// go back (esc).
	asked nav.Request
	// game is the game the board was opened over (A): q asks first while
	// it goes on, as the game screen's q does, and its clock runs on.
	game behind.Game
	// ended is how that game ended while the board was shown (a flag
	// fallen here: gameOver), said until the position shown changes, as
	// the game screen says its end (notes.go); "" for none.
	ended string
}

// Budget is a budget the analysis can think to, with its label.
type Budget struct {
	Label  string
	Budget engine.Budget
}

// AnalysisBudgets are the budgets l cycles through: thinking without end
// (the default: an analysis board is for watching the numbers settle),
// or a fixed number of rollouts or seconds, so a person can compare the
// table at a known effort (with a seed, a rollout budget repeats exactly).
// A budget the board opens with (game.AnalysisConfig.Budget: -rollouts
// N) that is none of these comes first.
var AnalysisBudgets = []Budget{
	{"infinite", engine.Budget{}},
	{"10k rollouts", engine.Budget{Rollouts: 10_000}},
	{"100k rollouts", engine.Budget{Rollouts: 100_000}},
	{"1M rollouts", engine.Budget{Rollouts: 1_000_000}},
	{"5 s", engine.Budget{Time: 5 * time.Second}},
	{"30 s", engine.Budget{Time: 30 * time.Second}},
}

// New builds the analysis board at cfg's ply (cfg.Back before the line's
// end) and starts its first search.
func New(c kit.Common, env enginerun.Env, cfg game.AnalysisConfig) (Model, tea.Cmd) {
	a := Model{Common: c, keys: NewKeyMap(c.Keys), env: env, Cfg: cfg, Rec: cfg.Rec.Clone(),
		Frame: board.New(c, cfg.Rec.Variant(), cfg.Rec.Position()), game: behind.New(cfg.Game, cfg.Rec.Variant())}
	if cfg.FromGame { // esc goes back to the game (LeaveAnalysisMsg.ToGame); the help said "setup"
		a.keys.Back.SetHelp(a.keys.Back.Help().Key, "back to the game")
	}
	a.Cursor = board.At(max(0, cfg.Rec.Len()-cfg.Back), cfg.Rec.Len())
	for _, p := range game.Players() {
		if engine.CanPlay(p.Name, a.Rec.Variant()) == nil {
			a.players = append(a.players, p.Name)
		}
	}
	if a.Cfg.Engine.Player == "" {
		a.Cfg.Engine.Player = "flat"
	}
	a.budgets = AnalysisBudgets
	if b := cfg.Budget; b.Bounded() { // asked for (-rollouts N): the search stops there
		a.budget = slices.IndexFunc(a.budgets, func(c Budget) bool { return c.Budget == b })
		if a.budget < 0 {
			a.budgets = append([]Budget{{kit.BudgetLabel(b), b}}, AnalysisBudgets...)
			a.budget = 0
		}
	}
	a.Cfg.Engine.Budget = a.budgets[a.budget].Budget // by default infinite: stopped by cancellation
	// A file's game ended off the board: say how; a board opened on an
	// earlier move: say which.
	if a.recorded = kit.RecordedResult(a.Rec); a.recorded != "" || a.Ply() < a.Rec.Len() {
		a.setMsg(kit.StatusInfo, a.where())
	}
	a.setSize(c.Width, c.Height)
	cmd := tea.Batch(a.restart(), a.game.Tick(a.clockNow()))
	return a, cmd
}

// position returns the position shown (a fresh copy).
func (a *Model) position() variants.Position {
	p, err := a.Rec.PositionAt(a.Ply())
	if err != nil {
		return a.Rec.Position().Clone()
	}
	return p
}

// restart cancels the running search and starts a new one on the
// position shown, unless the game is over there or the engine is off.
func (a *Model) restart() tea.Cmd {
	a.cancel()
	a.Input.CancelChoice()
	pos := a.position()
	a.Surface.Sync(pos)
	if pos.Outcome().Over() {
		a.setMsg(kit.StatusGood, a.overHere())
		return nil
	}
	if a.off {
		return nil
	}
	p, err := a.env.NewPlayer(a.Cfg.Engine.ForGame(pos))
	if err != nil {
		a.setMsg(kit.StatusError, fmt.Sprintf("%s: %v", a.Cfg.Engine.Player, err))
		return nil
	}
	enginerun.Close(a.env, a.player)
	a.player = p
	s, cmd := enginerun.Start(a.env, p, pos)
	a.Search, a.stopped = &s, ""
	if a.started {
		a.Restarts++
	}
	a.started = true
	return cmd
}

// cancel stops the running search; its late messages are then stale.
func (a *Model) cancel() {
	if a.Search != nil {
		a.Search.Cancel()
		a.Search = nil
	}
	a.Live = nil
}

// Close stops the search and closes its engine if it has a Close method.
func (a Model) Close() {
	a.cancel()
	enginerun.Close(a.env, a.player)
}

func (a *Model) setMsg(k kit.Status, s string) { a.kind, a.msg, a.said = k, s, a.said+1 }

// Asked is what the screen asks the root for (nav.Asker).
func (a Model) Asked() nav.Request { return a.asked }

// Asking returns the screen keeping r (nav.Asker).
func (a Model) Asking(r nav.Request) nav.Screen {
	a.asked = r
	return a
}

// Update handles one message: the search's, a key, a click, a size;
// then it lays the board out again (board.Frame.Relayout), since any of
// them may change the message's height or the help, so View only draws.
func (a Model) Update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	a.asked = nav.Request{} // what this Update asks, if anything
	s, cmd := a.update(msg)
	if m, ok := s.(Model); ok {
		m.relayout()
		return m, cmd
	}
	return s, cmd
}

// update handles one message (Update).
func (a Model) update(msg tea.Msg) (nav.Screen, tea.Cmd) {
	if cmd, ok := a.game.Update(msg, a.clockNow()); ok { // the game's clock
		return a, cmd
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.setSize(msg.Width, msg.Height)
	case nav.HideMsg: // the teacher's push: its messages would be lost
		a.cancel()
	case nav.ShowAgainMsg:
		cmd := tea.Batch(a.restart(), a.game.Tick(a.clockNow()))
		return a, cmd
	case nav.GameOverMsg:
		a.gameOver(msg)
	case enginerun.ProgressMsg:
		s, next, ok := a.Search.Progress(msg)
		if !ok {
			return a, nil
		}
		a.Live = &s
		return a, next
	case enginerun.DoneMsg:
		if !a.Search.Accepts(msg.Gen) {
			return a, nil
		}
		// A search ends on its own at its budget (l, -rollouts), or when
		// there is nothing left to think about (a forced move, a win at
		// once, a solved position).
		a.Search = nil
		if msg.Err != nil {
			a.setMsg(kit.StatusError, fmt.Sprintf("%s: %v", a.Cfg.Engine.Player, msg.Err))
			return a, nil
		}
		res := msg.Res
		a.Live, a.stopped = &res.Snapshot, res.Stopped
	case tea.KeyMsg:
		seen := a.SeeNote(boardScreen{&a}) // a note that the last key did nothing goes
		s, cmd := nav.ReadKey(a, msg, a.Input.Focused(), a.handleKey)
		if n, ok := s.(Model); ok {
			n.AfterKey(seen, boardScreen{&n}) // a note goes with a key that acts (notes.go)
			s = n
		}
		return s, cmd
	case tea.MouseMsg:
		// board.Frame.Click reads the board's origin from the layout
		// View draws.
		if p, ok := a.Click(msg); ok {
			return a, a.apply(p)
		}
	}
	return a, nil
}

// handleKey: ctrl+c quits; on a terminal too small for the board only
// q acts (the screen shows none of what another key would change); move entry (a pending choice, the open move
// input: moveinput, as on the play screen) takes keys first; while the
// full help is open only ?, esc and q act (board.Frame.HelpKey); then the
// analysis's own keys and the board's (board.Frame.Key); last any key a
// move begins with opens the move input with it.
func (a Model) handleKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	km := a.keys
	if key.Matches(k, kit.CtrlC) {
		a.cancel()
		return a, tea.Quit
	}
	if a.Layout().TooSmall {
		if !key.Matches(k, km.Quit) {
			// "Terminal too small": nothing shown to act on, as a click
			// there; a question the note shows is answered no.
			a.answerNo()
			return a, nil
		}
		// q quits (asking first over a game going on) before the move
		// input or a promotion choice sees it (it was typed into the
		// input, or taken for a queen).
		return a, a.quit()
	}
	if act, ok := a.Input.Key(k, a.typedIn()); ok {
		return a, a.act(act)
	}
	asked := !key.Matches(k, km.Quit) && a.answerNo()
	if behind.Cancels(asked, k, km.Back) { // esc answers it no, and does nothing else
		a.setMsg(kit.StatusInfo, behind.Cancelled)
		return a, nil
	}
	if a.HelpKey(k, boardScreen{&a}) { // the help open: only ?, esc and q act
		return a, nil
	}
	switch {
	case key.Matches(k, km.Quit):
		return a, a.quit()
	case key.Matches(k, km.Back):
		if a.Surface.Cancel() || a.CloseHelp(boardScreen{&a}) {
			return a, nil
		}
		a.cancel()
		a.asked = nav.Request{Msg: nav.LeaveAnalysisMsg{ToGame: a.Cfg.FromGame}}
		return a, nil
	case key.Matches(k, km.Think):
		return a, a.think()
	case key.Matches(k, km.NextPlayer):
		return a, a.nextPlayer()
	case key.Matches(k, km.Budget) && a.followsRule():
		// random and searchlight decide at once by their rule: another
		// budget would restart the same choice under another label.
		rule, _ := a.noSearch()
		a.setMsg(kit.StatusError, a.Cfg.Engine.Player+" spends no budget: "+rule+" ("+km.NextPlayer.Help().Key+": another player)")
		return a, nil
	case key.Matches(k, km.Budget):
		a.budget = (a.budget + 1) % len(a.budgets)
		a.Cfg.Engine.Budget = a.budgets[a.budget].Budget
		a.setMsg(kit.StatusInfo, "Budget: "+a.budgetLabel())
		return a, a.restart()
	case key.Matches(k, km.Estimator) && strings.EqualFold(a.Cfg.Engine.Player, engine.DefaultPlayer):
		// The preset replaces the estimator (engine.Config.ForGame): a
		// switch would restart the same search under another label.
		a.setMsg(kit.StatusError, "default keeps its preset's estimator ("+km.NextPlayer.Help().Key+": another player)")
		return a, nil
	case key.Matches(k, km.Estimator) && !rollsOut(a.Cfg.Engine.Player):
		// random, searchlight and alphabeta play no rollouts: a switch
		// would restart the same search under another label.
		a.setMsg(kit.StatusError, a.Cfg.Engine.Player+" plays no rollouts, so no estimator ("+km.NextPlayer.Help().Key+": another player)")
		return a, nil
	case key.Matches(k, km.Estimator):
		a.Cfg.Engine.Estimator = a.Cfg.Engine.Estimator.Next()
		a.setMsg(kit.StatusInfo, "Estimator: "+a.Cfg.Engine.Estimator.String())
		return a, a.restart()
	default:
		// The board's keys (board.Frame.Key): help, flip, sort, the
		// line's steps, the cursor, select, typing.
		if cmd, ok := a.Key(k, boardScreen{&a}); ok {
			return a, cmd
		}
		// Any other printable key starts a typed move, as on the play
		// screen: no command above is a key a move text begins with;
		// a key that starts none says it means nothing here.
		if !a.Input.Open(k) {
			a.SayIdle(boardScreen{&a}, kit.StatusError, kit.Unbound(k)) // the next key takes it away
		}
	}
	return a, nil
}

// think is space: it turns the engine off, stopping the search and
// keeping its table, or on again, starting a search on the position
// shown (a new one: the stopped search's tree is not kept).
func (a *Model) think() tea.Cmd {
	if a.off = !a.off; a.off {
		if a.Search != nil {
			a.Search.Cancel()
			a.Search = nil
		}
		a.setMsg(kit.StatusInfo, "Engine off: it thinks on no position until "+a.keys.Think.Help().Key+" turns it on")
		return nil
	}
	a.setMsg(kit.StatusInfo, "Engine on")
	return a.restart()
}

// quit is q: the program quits, unless a game goes on behind the board
// (A), whose question q asks first, as on the game screen.
func (a *Model) quit() tea.Cmd {
	if !a.game.Quit() {
		a.setMsg(kit.StatusInfo, a.game.Question())
		return nil
	}
	a.cancel()
	return tea.Quit
}

// answerNo answers q's question no (a key other than q), taking it off
// the message line, and reports whether one was pending.
func (a *Model) answerNo() bool {
	q := a.game.Question()
	if !a.game.Answered() {
		return false
	}
	if a.msg == q {
		a.msg = ""
	}
	return true
}

// Ply is the ply shown of the line (the frame's Cursor).
func (a *Model) Ply() int { return a.Cursor.Ply(a.Rec.Len()) }

// step analyses the ply of the line the stepping keys moved to.
func (a *Model) step(int) tea.Cmd {
	a.ended = "" // another position: the game's end is said
	a.setMsg(kit.StatusInfo, a.where())
	return a.restart()
}

// where says where the board stands in the line, in the move list's
// numbers ("At 8... Na5 of moves 1-14", never plies), and at the line's
// end how a game from a file ended off the board (kit.RecordedResult:
// "White wins: Black resigned (1-0)"), the position still in play; not
// once a move has branched the line off the file's game.
func (a *Model) where() string {
	s := "At " + kit.PlyWhere(a.Rec, a.Ply())
	if a.recorded != "" && a.Ply() == a.Rec.Len() {
		s += "; " + a.recorded
	}
	return s
}

// nextPlayer switches to the next player that can analyse this game.
func (a *Model) nextPlayer() tea.Cmd {
	i := 0
	for j, p := range a.players {
		if p == a.Cfg.Engine.Player {
			i = j + 1
		}
	}
	if len(a.players) == 0 {
		return nil
	}
	if e := &a.Cfg.Engine; strings.EqualFold(e.Player, engine.DefaultPlayer) {
		// The default player's preset (policy, estimator, knowledge) is
		// its own: the next player starts from the pure reference, as
		// on the command line and the study screen.
		e.Policy, e.Estimator, e.EvalPlies, e.Minimax, e.Prior, e.Eval = engine.Uniform, engine.Plain, 0, 0, 0, ""
	}
	a.Cfg.Engine.Player = a.players[i%len(a.players)]
	a.setMsg(kit.StatusInfo, "Player: "+a.Cfg.Engine.Player)
	return a.restart()
}

// apply carries out a gesture on the board (moveinput.Pick).
func (a *Model) apply(p surface.Pick) tea.Cmd { return a.act(a.Input.Pick(p)) }

// act does what move entry asks (moveinput.Action): a move is played for
// whichever side is to move, a message shown; at the end of a game a
// typed move is refused.
func (a *Model) act(act moveinput.Action) tea.Cmd { return act.Do(a.move, a.setMsg, a.overHere) }

// overHere says that the game is over in the position shown, how to go
// on: [ steps back where a move was played before it (a position over
// from the start has none to step back to).
func (a *Model) overHere() string {
	text := "Game over here: " + kit.OutcomeText(a.Rec.Variant(), a.position().Outcome())
	if a.Ply() > 0 {
		text += "; [ steps back"
	}
	return text
}

// move plays m for whichever side is to move in the position shown: the
// moves after it in the line are dropped (a new line branches off), and
// the analysis restarts on the new position.
func (a *Model) move(m variants.Move) tea.Cmd {
	a.Input.CancelChoice()
	a.recorded = "" // a new line: no longer the file's game
	if n := a.Rec.Len(); a.Ply() < n {
		a.Rec.Undo(n - a.Ply())
	}
	text := a.Rec.Position().EncodeMove(m, variants.Display)
	if err := a.Rec.Play(m, "", nil); err != nil {
		a.setMsg(kit.StatusError, err.Error())
		return nil
	}
	a.Cursor = board.Cursor{} // the line's new end
	a.ended = ""
	a.setMsg(kit.StatusInfo, "Played "+text+": analysing the new position")
	return a.restart()
}

// budgetLabel names the budget analysed at, a cap counted as the
// player counts it (kit.BudgetLabelOf: uct's "10k iterations", flat's
// "10k rollouts"); thinking without end is "infinite".
func (a *Model) budgetLabel() string {
	b := a.budgets[a.budget]
	if !b.Budget.Bounded() {
		return b.Label
	}
	return kit.BudgetLabelOf(b.Budget, a.Cfg.Engine.Player)
}

// rollsOut reports whether player runs rollouts, so has an estimator
// (engine.PlayerInfo.Statistics): not random, searchlight or perfect,
// nor an external engine, which reports statistics of its own search
// but runs none of our rollouts, nor alphabeta, which counts the nodes
// of its alpha-beta search as rollouts (NeedsAlphaBeta); a player
// engine.Info does not know (a test's) is left to say for itself.
func rollsOut(player string) bool {
	if engine.IsExternal(player) {
		return false
	}
	info, ok := engine.Info(player)
	return !ok || info.Statistics && !info.NeedsAlphaBeta
}
