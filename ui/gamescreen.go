package ui

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/variants"
)

// autoplayPause is the pause between two engines' moves, so a person can
// follow the game.
const autoplayPause = 500 * time.Millisecond

// gameConfig is what the setup screen (or the command line) decides.
type gameConfig struct {
	variant *variants.Variant
	// start is the parsed start position text; nil means the variant's.
	start  variants.Position
	moves  []string
	sides  [2]SideOptions
	seed   uint64
	outDir string
	ascii  bool
}

// gameAction tells the root model what a game-screen event asks of it.
type gameAction uint8

const (
	actNone gameAction = iota
	actQuit
	actSetup
)

// msgKind styles the message area.
type msgKind uint8

const (
	msgInfo msgKind = iota
	msgError
	msgGood
)

// gameModel is the game screen: the game, the engines playing it, and
// the components drawing it.
type gameModel struct {
	cfg       gameConfig
	styles    *Styles
	keys      *KeyMap
	ctx       context.Context
	wg        *sync.WaitGroup
	newPlayer func(engine.Config) (engine.Player, error)

	st      *gameState
	players [2]engine.Player
	isNim   bool
	board   boardModel
	nim     nimModel
	panel   panelModel
	status  statusModel
	input   inputModel
	help    help.Model

	search  *search // the running search, or nil
	autoGen uint64  // generation of the pending autoplay pause, or 0
	live    *engine.Snapshot
	last    *engine.Result // the last finished search's result
	paused  bool
	promo   []variants.Move // moves that differ only by promotion, awaiting a choice
	msg     string
	kind    msgKind
	saved   bool // the finished game has been saved
	// confirm is the key that, pressed again, leaves a game in progress
	// (esc or r); a single stray press must not lose a game.
	confirm *key.Binding
	width   int
	height  int
}

// engineSeed derives each side's seed from the game's, so the two engines
// of a match draw different random streams yet every run repeats.
func engineSeed(seed uint64, side int) uint64 {
	return seed*0x9E3779B97F4A7C15 + uint64(side) + 1
}

// newGame builds the game screen and returns the Cmd that starts the first
// engine move if an engine is to move. An error means the start position
// or the moves are unusable.
func newGame(cfg gameConfig, st *Styles, km *KeyMap, ctx context.Context, wg *sync.WaitGroup,
	newPlayer func(engine.Config) (engine.Player, error), w, h int) (gameModel, tea.Cmd, error) {
	start := cfg.start
	if start == nil {
		start = cfg.variant.Start()
	}
	gs, err := newGameState(start.Clone(), cfg.moves)
	if err != nil {
		return gameModel{}, nil, err
	}
	g := gameModel{cfg: cfg, styles: st, keys: km, ctx: ctx, wg: wg, newPlayer: newPlayer, st: gs,
		panel: panelModel{styles: st, keys: km, ascii: cfg.ascii}, status: newStatus(st),
		input: newInput(st, km), help: help.New()}
	g.help.Styles = st.Help
	if hp, ok := gs.pos.(heaper); ok {
		g.isNim = true
		g.nim = newNim(st, km, cfg.ascii, hp.Heaps())
	} else if grid, ok := gs.pos.(variants.Grid); ok {
		g.board = newBoard(st, km, cfg.ascii, grid)
		// A person playing the second side alone sees the board from there.
		g.board.setFlipped(grid, !cfg.sides[0].Human && cfg.sides[1].Human)
	}
	for i, s := range cfg.sides {
		if err := engine.CanPlay(s.Engine.Player, cfg.variant); !s.Human && err != nil {
			return gameModel{}, nil, fmt.Errorf("%s: %w", cfg.variant.Side(variants.Side(i)), err)
		}
	}
	var errs []string
	for i, s := range cfg.sides {
		if s.Human {
			continue
		}
		c := s.Engine
		if c.Seed == 0 {
			c.Seed = engineSeed(cfg.seed, i)
		}
		p, err := newPlayer(c)
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: %v", cfg.variant.Side(variants.Side(i)), err))
			continue
		}
		g.players[i] = p
	}
	if len(errs) > 0 {
		g.setMsg(msgError, strings.Join(errs, "; "))
	}
	g.setSize(w, h)
	cmd := g.next()
	return g, cmd, nil
}

func (g *gameModel) setMsg(k msgKind, s string) { g.kind, g.msg = k, s }

// bothEngines reports whether no person plays: autoplay mode.
func (g *gameModel) bothEngines() bool { return !g.cfg.sides[0].Human && !g.cfg.sides[1].Human }

// humanToMove reports whether a person may move now.
func (g *gameModel) humanToMove() bool {
	return !g.st.outcome.Over() && g.cfg.sides[g.st.pos.ToMove()].Human && g.search == nil
}

// next decides what happens after a move or a start: the game ends, a
// person moves, or an engine searches (after a pause when engines play
// each other).
func (g *gameModel) next() tea.Cmd {
	if g.st.outcome.Over() {
		g.gameOver()
		return nil
	}
	side := g.st.pos.ToMove()
	if g.cfg.sides[side].Human || g.paused || g.players[side] == nil {
		return nil
	}
	if g.bothEngines() {
		gen, cmd := autoplayAfter(autoplayPause)
		g.autoGen = gen
		return cmd
	}
	return g.startEngine()
}

// startEngine starts the search of the engine to move.
func (g *gameModel) startEngine() tea.Cmd {
	p := g.players[g.st.pos.ToMove()]
	if p == nil || g.st.outcome.Over() || g.search != nil {
		return nil
	}
	s, cmd := startSearch(g.ctx, g.wg, p, g.st.pos)
	g.search, g.live, g.autoGen = &s, nil, 0
	return cmd
}

// cancelSearch stops the running search and any pending autoplay at once;
// their late messages are then stale and dropped.
func (g *gameModel) cancelSearch() {
	if g.search != nil {
		g.search.cancel()
		g.search, g.live = nil, nil
	}
	g.autoGen = 0
}

// gameOver reports the result and saves a chess game once.
func (g *gameModel) gameOver() {
	text := outcomeText(g.st.v, g.st.outcome)
	if extra := gameOverExtra(g.st); extra != "" {
		text += "; " + extra
	}
	g.setMsg(msgGood, "Game over: "+text)
	if !g.saved && canSave(g.st.v) {
		g.saved = true
		if name, err := savePGN(g.st, g.cfg, g.players); err != nil {
			g.setMsg(msgError, "Game over: "+text+"; saving failed: "+err.Error())
		} else {
			g.setMsg(msgGood, "Game over: "+text+"; saved "+name)
		}
	}
}

// play makes a legal move for whoever is to move and clears what referred
// to the old position.
func (g *gameModel) play(m variants.Move, comment string) {
	g.st.play(m, comment)
	g.board.selected = variants.NoSquare
	g.promo = nil
	g.msg = ""
	if g.isNim {
		g.nim.clamp(g.st.pos.(heaper).Heaps())
	}
}

// humanMove plays a person's move and lets the game go on.
func (g *gameModel) humanMove(m variants.Move) tea.Cmd {
	g.play(m, "")
	return g.next()
}

// engineComment is the PGN comment of an engine move:
// "flat 48213 rollouts, mean +0.031 +- 0.004".
func engineComment(res engine.Result) string {
	for _, ms := range res.Moves {
		if ms.Move == res.Move {
			return fmt.Sprintf("%s %d rollouts, mean %+.3f +- %.3f", res.Player, res.Rollouts, ms.Mean, ms.StdErr)
		}
	}
	return fmt.Sprintf("%s %d rollouts", res.Player, res.Rollouts)
}

// update handles one message. It returns the model, a Cmd, and what the
// root should do (quit, go back to setup).
func (g gameModel) update(msg tea.Msg) (gameModel, tea.Cmd, gameAction) {
	switch msg := msg.(type) {
	case progressMsg:
		if g.search == nil || msg.gen != g.search.gen {
			return g, nil, actNone // stale: not re-armed, its search ends on its own
		}
		s := msg.snap
		g.live = &s
		return g, waitSearch(msg.gen, msg.progress, msg.done), actNone
	case searchDoneMsg:
		if g.search == nil || msg.gen != g.search.gen {
			return g, nil, actNone
		}
		side := g.search.side
		g.search.cancel()
		g.search, g.live = nil, nil
		if msg.err != nil {
			g.setMsg(msgError, fmt.Sprintf("%s (%s): %v", g.cfg.sides[side].Engine.Player, g.st.v.Side(side), msg.err))
			return g, nil, actNone
		}
		if !g.st.isLegal(msg.res.Move) {
			g.setMsg(msgError, fmt.Sprintf("%s chose an illegal move (%d)", msg.res.Player, msg.res.Move))
			return g, nil, actNone
		}
		res := msg.res
		g.last = &res
		g.play(res.Move, engineComment(res))
		cmd := g.next()
		return g, cmd, actNone
	case autoplayMsg:
		if msg.gen != g.autoGen || g.paused {
			return g, nil, actNone
		}
		g.autoGen = 0
		cmd := g.startEngine()
		return g, cmd, actNone
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste && !g.input.Focused() {
			return g.handleRunes(msg.Runes)
		}
		return g.handleKey(msg)
	case tea.MouseMsg:
		cmd := g.handleMouse(msg)
		return g, cmd, actNone
	}
	return g, nil, actNone
}

// legalTexts lists every legal move's display and canonical texts, for
// completion and for deciding whether a typed letter starts a move.
func (g *gameModel) legalTexts() []string {
	if !g.humanToMove() {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range g.st.legal() {
		for _, n := range []variants.Notation{variants.Display, variants.Canonical} {
			t := g.st.pos.EncodeMove(m, n)
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// opensInput reports whether an unbound key starts a typed move: any
// printable character while a person is to move. Keys that begin no legal
// move open the input too, so "Qh5" reaches the parser whole and an
// illegal move is reported as it was typed, not with its first letter lost.
func (g *gameModel) opensInput(text string) bool {
	if text == "" || !g.humanToMove() {
		return false
	}
	for _, r := range text {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// handleRunes handles runes that arrived in one read (fast typing, or
// tmux's send-keys) one key at a time, as if typed slowly: ":q" must open
// the input and type q into it, not be one unknown key.
func (g gameModel) handleRunes(rs []rune) (gameModel, tea.Cmd, gameAction) {
	var cmds []tea.Cmd
	for _, r := range rs {
		var cmd tea.Cmd
		var act gameAction
		g, cmd, act = g.update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		cmds = append(cmds, cmd)
		if act != actNone {
			return g, tea.Batch(cmds...), act
		}
	}
	return g, tea.Batch(cmds...), actNone
}

func (g gameModel) handleKey(k tea.KeyMsg) (gameModel, tea.Cmd, gameAction) {
	if key.Matches(k, ctrlC) {
		g.cancelSearch()
		return g, nil, actQuit
	}
	if g.promo != nil {
		cmd := g.handlePromo(k)
		return g, cmd, actNone
	}
	if g.input.Focused() {
		switch {
		case k.Type == tea.KeyEnter:
			text := g.input.Value()
			g.input.blur()
			cmd := g.submit(text)
			return g, cmd, actNone
		case k.Type == tea.KeyEsc:
			g.input.blur()
			return g, nil, actNone
		case key.Matches(k, g.keys.Complete):
			g.input.complete(g.legalTexts())
			return g, nil, actNone
		}
		var cmd tea.Cmd
		g.input, cmd = g.input.update(k)
		return g, cmd, actNone
	}
	km := g.keys
	pending := g.confirm
	g.confirm = nil
	switch {
	case key.Matches(k, km.Quit):
		g.cancelSearch()
		return g, nil, actQuit
	case key.Matches(k, km.Back):
		if g.board.selected != variants.NoSquare {
			g.board.selected = variants.NoSquare
			return g, nil, actNone
		}
		if g.inProgress() && pending != &km.Back {
			g.confirm = &km.Back
			g.setMsg(msgInfo, "Press esc again to leave this game for the setup screen")
			return g, nil, actNone
		}
		g.cancelSearch()
		return g, nil, actSetup
	case key.Matches(k, km.New) && g.inProgress() && pending != &km.New:
		g.confirm = &km.New
		g.setMsg(msgInfo, "Press r again to abandon this game and start a new one")
	case key.Matches(k, km.Help):
		g.help.ShowAll = !g.help.ShowAll
		g.setSize(g.width, g.height)
	case key.Matches(k, km.Flip):
		g.board.flipped = !g.board.flipped
	case key.Matches(k, km.Undo):
		cmd := g.undo()
		return g, cmd, actNone
	case key.Matches(k, km.New):
		cmd := g.restart()
		return g, cmd, actNone
	case key.Matches(k, km.Save):
		g.save()
	case key.Matches(k, km.Sort):
		g.panel.flipOrder = !g.panel.flipOrder
	case key.Matches(k, km.Pause):
		if !g.bothEngines() {
			return g, nil, actNone
		}
		g.paused = !g.paused
		if g.paused {
			g.autoGen = 0
			g.setMsg(msgInfo, "Paused: space resumes, n plays one move")
			return g, nil, actNone
		}
		g.msg = ""
		if g.search == nil {
			cmd := g.next()
			return g, cmd, actNone
		}
	case key.Matches(k, km.Step):
		if g.bothEngines() && g.paused {
			cmd := g.startEngine()
			return g, cmd, actNone
		}
	case key.Matches(k, km.Type):
		g.input.focus("")
	case key.Matches(k, km.Up):
		g.cursor(0, 1)
	case key.Matches(k, km.Down):
		g.cursor(0, -1)
	case key.Matches(k, km.Left):
		g.cursor(-1, 0)
	case key.Matches(k, km.Right):
		g.cursor(1, 0)
	case key.Matches(k, km.Select):
		cmd := g.selectAtCursor()
		return g, cmd, actNone
	case k.Type == tea.KeyRunes && !k.Paste && g.opensInput(string(k.Runes)):
		g.input.focus(string(k.Runes))
	case k.Type == tea.KeyRunes && k.Paste:
		g.input.focus(strings.TrimSpace(string(k.Runes)))
	}
	return g, nil, actNone
}

// cursor moves the board or heap cursor; dy is +1 for up on screen.
func (g *gameModel) cursor(dx, dy int) {
	if g.isNim {
		g.nim.moveCursor(g.st.pos.(heaper).Heaps(), dx, -dy)
		return
	}
	if grid, ok := g.st.pos.(variants.Grid); ok {
		g.board.moveCursor(grid, dx, dy)
	}
}

// submit plays a typed move; bad or illegal text only sets the message.
func (g *gameModel) submit(text string) tea.Cmd {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	if !g.humanToMove() {
		g.setMsg(msgError, "Not your move now")
		return nil
	}
	m, err := g.st.pos.DecodeMove(text)
	if err != nil {
		g.setMsg(msgError, err.Error())
		return nil
	}
	return g.humanMove(m)
}

// selectAtCursor acts on the cursor's square or heap.
func (g *gameModel) selectAtCursor() tea.Cmd {
	if g.isNim {
		return g.takeFromHeap()
	}
	return g.selectSquare(g.board.cursor)
}

// takeFromHeap plays the heap cursor's move.
func (g *gameModel) takeFromHeap() tea.Cmd {
	if !g.humanToMove() {
		g.setMsg(msgError, "Not your move now")
		return nil
	}
	m, err := g.st.pos.DecodeMove(fmt.Sprintf("%d:%d", g.nim.heap+1, g.nim.take))
	if err != nil {
		g.setMsg(msgError, err.Error())
		return nil
	}
	return g.humanMove(m)
}

// selectSquare is a press of enter or a click on sq: a placement game
// places at once; otherwise the first press selects a piece and the second
// chooses its target (asking for the promotion piece when there is one).
func (g *gameModel) selectSquare(sq variants.Square) tea.Cmd {
	grid, ok := g.st.pos.(variants.Grid)
	if !ok {
		return nil
	}
	if !g.humanToMove() {
		g.setMsg(msgError, "Not your move now")
		return nil
	}
	files, _ := grid.Dims()
	legal := g.st.legal()
	hasFrom := false
	var cands []variants.Move
	for _, m := range legal {
		from, to, _ := grid.MoveSquares(m)
		if from == variants.NoSquare && to == sq {
			return g.humanMove(m)
		}
		if from == sq {
			hasFrom = true
		}
		if g.board.selected != variants.NoSquare && from == g.board.selected && to == sq {
			cands = append(cands, m)
		}
	}
	switch {
	case g.board.selected == sq:
		g.board.selected = variants.NoSquare
		return nil
	case len(cands) == 1:
		return g.humanMove(cands[0])
	case len(cands) > 1:
		g.promo = cands
		var opts []string
		for _, m := range cands {
			_, _, p := grid.MoveSquares(m)
			opts = append(opts, string(p)+"="+promoName(p))
		}
		g.setMsg(msgInfo, "Promote to: "+strings.Join(opts, " ")+"  (esc cancels)")
		return nil
	case hasFrom:
		g.board.selected = sq
		g.msg = ""
		return nil
	case g.board.selected != variants.NoSquare:
		g.setMsg(msgError, fmt.Sprintf("Illegal move: %s to %s", variants.SquareName(g.board.selected, files), variants.SquareName(sq, files)))
		return nil
	}
	g.setMsg(msgError, "No legal move from or to "+variants.SquareName(sq, files))
	return nil
}

// handlePromo answers the promotion question: a piece letter plays the
// move, esc cancels; nothing else is taken, not even q (it is a queen).
func (g *gameModel) handlePromo(k tea.KeyMsg) tea.Cmd {
	if k.Type == tea.KeyEsc {
		g.promo = nil
		g.msg = ""
		return nil
	}
	if k.Type != tea.KeyRunes || len(k.Runes) != 1 {
		return nil
	}
	grid := g.st.pos.(variants.Grid)
	want := byte(strings.ToLower(string(k.Runes))[0])
	for _, m := range g.promo {
		if _, _, p := grid.MoveSquares(m); p == want {
			return g.humanMove(m)
		}
	}
	return nil
}

// handleMouse turns a left click on the board into a selection or a move;
// the board's origin comes from the same layout the View draws.
func (g *gameModel) handleMouse(m tea.MouseMsg) tea.Cmd {
	if m.Action != tea.MouseActionPress || m.Button != tea.MouseButtonLeft || g.promo != nil {
		return nil
	}
	l := g.layout()
	if l.tooSmall {
		return nil
	}
	x, y := m.X-l.boardX, m.Y-l.boardY
	if g.isNim {
		heap, take, ok := g.nim.screenToMove(g.st.pos.(heaper).Heaps(), x, y)
		if !ok {
			return nil
		}
		g.nim.heap, g.nim.take = heap, take
		return g.takeFromHeap()
	}
	grid, ok := g.st.pos.(variants.Grid)
	if !ok {
		return nil
	}
	sq, ok := g.board.screenToSquare(grid, x, y)
	if !ok {
		return nil
	}
	g.board.cursor = sq
	return g.selectSquare(sq)
}

// undo takes back the person's last move and the engine's reply (with
// two engines, one ply, and pauses), cancelling any search.
func (g *gameModel) undo() tea.Cmd {
	g.cancelSearch()
	n := len(g.st.moves)
	if n == 0 {
		g.setMsg(msgError, "Nothing to take back")
		return nil
	}
	k := 1
	if g.bothEngines() {
		g.paused = true
	} else {
		for k < n && !g.cfg.sides[g.st.sideOfPly(n-k)].Human {
			k++
		}
	}
	g.st.undo(k)
	g.last, g.promo, g.saved = nil, nil, false
	g.board.selected = variants.NoSquare
	if g.isNim {
		g.nim.clamp(g.st.pos.(heaper).Heaps())
	}
	word := "moves"
	if k == 1 {
		word = "move"
	}
	g.setMsg(msgInfo, fmt.Sprintf("Took back %d %s", k, word))
	return g.next()
}

// restart starts a new game with the same setup and fresh engines.
func (g *gameModel) restart() tea.Cmd {
	g.cancelSearch()
	ng, cmd, err := newGame(g.cfg, g.styles, g.keys, g.ctx, g.wg, g.newPlayer, g.width, g.height)
	if err != nil {
		g.setMsg(msgError, err.Error())
		return nil
	}
	ng.board.flipped = g.board.flipped
	ng.panel.flipOrder = g.panel.flipOrder
	ng.help.ShowAll = g.help.ShowAll
	if ng.msg == "" {
		ng.setMsg(msgInfo, "New game")
	}
	*g = ng
	return cmd
}

// inProgress reports whether leaving now would throw away a game: moves
// have been played and it is not over.
func (g *gameModel) inProgress() bool {
	return len(g.st.moves) > 0 && !g.st.outcome.Over()
}

// save writes the game as PGN on demand.
func (g *gameModel) save() {
	if !canSave(g.st.v) {
		g.setMsg(msgError, "Saving is for chess games (PGN)")
		return
	}
	name, err := savePGN(g.st, g.cfg, g.players)
	if err != nil {
		g.setMsg(msgError, "Saving failed: "+err.Error())
		return
	}
	g.setMsg(msgGood, "Saved "+name)
}

// ShortHelp lists the keys that matter now, for the help line.
func (g gameModel) ShortHelp() []key.Binding {
	if g.input.Focused() {
		return append(g.input.ShortHelp(), g.keys.Help)
	}
	var b []key.Binding
	switch {
	case g.bothEngines():
		b = append(b, g.keys.Pause, g.keys.Step, g.keys.Sort)
		if !g.isNim {
			b = append(b, g.keys.Flip)
		}
	case g.isNim:
		b = append(b, g.nim.ShortHelp()...)
		b = append(b, g.input.ShortHelp()...)
	default:
		b = append(b, g.board.ShortHelp()...)
		b = append(b, g.input.ShortHelp()...)
	}
	b = append(b, g.keys.Undo, g.keys.New, g.keys.Back, g.keys.Quit, g.keys.Help)
	return b
}

// FullHelp lists every key of the game screen that applies to this game,
// in columns.
func (g gameModel) FullHelp() [][]key.Binding {
	k := g.keys
	var board []key.Binding
	if g.isNim {
		board = g.nim.ShortHelp()
	} else {
		board = g.board.ShortHelp()
	}
	other := []key.Binding{k.Sort}
	if g.bothEngines() {
		other = append(other, k.Pause, k.Step)
	}
	if canSave(g.st.v) {
		other = append(other, k.Save)
	}
	return [][]key.Binding{
		board,
		{k.Type, k.Complete},
		other,
		{k.Undo, k.New, k.Back, k.Quit, k.Help},
	}
}
