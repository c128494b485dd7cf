package moveinput

import (
	"slices"
	"strings"
	"unicode"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// Model is a board screen's move entry: the move-text input with
// completion from the legal moves, and a pending choice. While either is
// open it gets every key first (glow's order; Key), so a move with q or
// r in it never quits or restarts.
type Model struct {
	styles *kit.Styles
	keys   *kit.KeyMap
	ti     textinput.Model
	width  int
	// choices are moves a board gesture could not tell apart (a
	// promotion), waiting for the person to pick one by its key (Pick).
	choices []surface.Choice
	// refused says the open text was refused by enter and kept, its
	// reason said: esc then clears the reason with the text (Key).
	refused bool
	// tabHint says tab found no move begun to complete (an empty
	// text): the hint after the input says what tab does, until the
	// next key. Tab did nothing there, without a word.
	tabHint bool
}

// New builds move entry with the program's styles and keys.
func New(st *kit.Styles, km *kit.KeyMap) Model {
	ti := textinput.New()
	ti.Prompt = "move> "
	ti.CharLimit = 16
	ti.PromptStyle = st.Bold
	ti.TextStyle = st.Renderer.NewStyle()
	ti.PlaceholderStyle = st.Dim
	ti.Cursor.Style = st.Renderer.NewStyle()
	ti.Cursor.TextStyle = st.Renderer.NewStyle()
	// A static cursor: no blink ticks, so frames only change on events.
	ti.Cursor.SetMode(cursor.CursorStatic)
	return Model{styles: st, keys: km, ti: ti}
}

// Starts reports whether k, arriving while no command took it, starts move
// entry on a board screen, and the text the input opens with: any
// printable character, so "Qh5" reaches the parser whole and an illegal
// move is reported as it was typed, not with its first letter lost; a
// paste opens with its trimmed text. Every board screen calls it (through
// Open) after its commands, and no command key is a character a move
// text begins with (kit.DefaultKeyMap), so typing a move works the same
// on each.
func Starts(k tea.KeyMsg) (string, bool) {
	if k.Type != tea.KeyRunes || len(k.Runes) == 0 || k.Alt {
		// alt+a is a key, not the letter: it opened the input with
		// "a", where every screen says "No key alt+a here".
		return "", false
	}
	text := string(k.Runes)
	if k.Paste {
		text = strings.TrimSpace(text)
		return text, text != ""
	}
	for _, r := range text {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return "", false
		}
	}
	return text, true
}

// SetSize records the width of the input's line.
func (in *Model) SetSize(w int) { in.width = w }

// ShortHelp is the input's key help.
func (in Model) ShortHelp() []key.Binding {
	if in.ti.Focused() {
		return []key.Binding{in.keys.Select, in.keys.Complete,
			key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"))}
	}
	return []key.Binding{in.keys.Type}
}

// Focused reports whether the input has the keyboard.
func (in Model) Focused() bool { return in.ti.Focused() }

// Value returns the text typed so far.
func (in Model) Value() string { return in.ti.Value() }

// Focus gives the input the keyboard, starting with text.
func (in *Model) Focus(text string) {
	in.refused, in.tabHint = false, false
	in.ti.SetValue(text)
	in.ti.CursorEnd()
	in.ti.Focus()
}

// Tab is tab on a board with no input open: it opens the input empty
// and completes in it as tab there does (Key), so its first press says
// what tab does, as the second did; the board's Frame.Key calls it.
func (in *Model) Tab(pos variants.Position) {
	in.Focus("")
	in.complete(pos)
}

// Blur takes the keyboard back and clears the text.
func (in *Model) Blur() {
	in.refused, in.tabHint = false, false
	in.ti.Blur()
	in.ti.Reset()
}

// matches returns the move texts of pos that start with prefix: exact
// case first (in SAN, b4 and Bb4 differ), else ignoring case; in the
// game's order (variants.CompareMoveTexts: nim's 2:10 before 2:104 and
// 2:11 after it), else byte by byte. A chess figurine in
// prefix reads as its letter (♘ begins Nf3: variants.FigurineLetters),
// and a pawn's, which has none, begins only the pawns' SAN moves (♙
// began every move, Na3 and b1a3 too).
func matches(pos variants.Position, texts []string, prefix string) []string {
	pawn := variants.PawnFigurine(prefix)
	prefix = variants.FigurineLetters(prefix)
	var out []string
	for _, t := range texts {
		if strings.HasPrefix(t, prefix) && (!pawn || pawnSAN(t)) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		lp := strings.ToLower(prefix)
		for _, t := range texts {
			if strings.HasPrefix(strings.ToLower(t), lp) && (!pawn || pawnSAN(t)) {
				out = append(out, t)
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return variants.CompareMoveTexts(pos, a, b) })
	return out
}

// pawnSAN reports whether t reads as a pawn's SAN move (e4, exd5, e8=Q):
// it begins with a file, and is not a from-square and a to-square, as
// UCI's e2e4 and b1a3 are.
func pawnSAN(t string) bool {
	if t == "" || t[0] < 'a' || t[0] > 'z' {
		return false
	}
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	return !(len(t) >= 4 && digit(t[1]) && t[2] >= 'a' && t[2] <= 'z' && digit(t[3]))
}

// texts lists every legal move's display and canonical texts in pos (nil
// when pos is nil: no move may be typed), for completion, the hint and
// reading a typed text: a from-square ("e2") begins the canonical texts
// of the moves from it.
func texts(pos variants.Position) []string {
	if pos == nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range pos.LegalMoves(nil) {
		for _, n := range []variants.Notation{variants.Display, variants.Canonical} {
			t := pos.EncodeMove(m, n)
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// complete extends the text to the longest common prefix of the legal
// moves' texts it begins (the whole move when only one matches), as a
// shell's tab does. Texts that all name one move (its display and
// canonical texts: Kxg2 and h1g2, both begun by an empty text where it
// is the only legal move) are that move, written as displayed.
//
// An empty text begins every move, so tab mostly completes nothing
// there: it then says what it does instead (tabHint).
func (in *Model) complete(pos variants.Position) {
	defer func() { in.tabHint = strings.TrimSpace(in.ti.Value()) == "" }()
	c := matches(pos, texts(pos), in.ti.Value())
	if len(c) == 0 {
		return
	}
	common := c[0]
	for _, t := range c[1:] {
		for !strings.HasPrefix(t, common) {
			common = common[:len(common)-1]
		}
	}
	typed := variants.FigurineLetters(in.ti.Value())
	if m, ok := oneMove(pos, c); ok && len(common) <= len(typed) {
		common, c = pos.EncodeMove(m, variants.Display), nil
	}
	if len(common) > len(typed) || len(c) <= 1 && common != typed { // longer, or the one move in its own case ("nf3": Nf3)
		in.ti.SetValue(common)
		in.ti.CursorEnd()
	}
}

// oneMove reports the move that the texts c, legal move texts in pos,
// all name, if they name one.
func oneMove(pos variants.Position, c []string) (variants.Move, bool) {
	one := variants.NoMove
	for _, t := range c {
		m, err := pos.DecodeMove(t)
		if err != nil || one != variants.NoMove && m != one {
			return variants.NoMove, false
		}
		one = m
	}
	return one, one != variants.NoMove
}

// otherCase is the texts of c (matches of text) that are text itself
// but for the letters' case: a whole move typed in another case.
func otherCase(c []string, text string) []string {
	typed := variants.FigurineLetters(text)
	var out []string
	for _, t := range c {
		if t != typed && strings.EqualFold(t, typed) {
			out = append(out, t)
		}
	}
	return out
}

// View renders the input and, while it is focused, what enter would do:
// the move the variant's parser reads from the text so far ("enter plays
// b2" for a keypad 5 in tic-tac-toe, "d" for 4 in Connect Four: a prefix
// match on move texts said no move starts so), else the legal moves the
// text begins. pos is the position a move would be played in, nil when
// no move may be typed now. Unfocused, while a move may be typed, the
// prompt to type one, with the variant's move texts (moveHelp: its
// MoveHelp). The line is cut to the width, its prose at a word.
func (in Model) View(pos variants.Position, moveHelp string) string {
	if in.width <= 0 {
		return ""
	}
	if !in.ti.Focused() {
		if pos == nil {
			return ""
		}
		return in.styles.Dim.Render(kit.FitLine(": type a move ("+moveHelp+")", in.width))
	}
	// The typed text is cut as it is, a move's letters; the hint after
	// it at a word, so no move in it is cut to one it does not name
	// ("e7e8q" to "e7e…", "a1-c3" to "a1-…").
	line := ansi.Truncate(in.ti.View(), in.width, "…")
	room := in.width - ansi.StringWidth(line)
	texts := texts(pos)
	switch v := strings.TrimSpace(in.ti.Value()); {
	case room <= 0:
	case v == "" && in.tabHint:
		line += in.styles.Dim.Render(kit.FitLine("  tab completes a partly typed move", room))
	case v == "":
	case parses(texts, pos, v):
		line += in.styles.Dim.Render(kit.FitLine(hintFor(texts, pos, v), room))
	default:
		line += in.styles.Error.Render(kit.FitLine("  no legal move starts so", room))
	}
	return line
}

// hintFor is the dim text after the input: the move enter plays, and the
// other legal moves the text begins (not the played move's other text:
// "E7E8Q" plays e8=Q, which is also e7e8q).
func hintFor(texts []string, pos variants.Position, v string) string {
	c := matches(pos, texts, v)
	if pos != nil {
		if m, err := decode(pos, texts, v); err == nil {
			played := pos.EncodeMove(m, variants.Display)
			out := "  enter plays " + played
			var rest []string
			for _, t := range c {
				// The move's other text (e2e4 beside e4) is no other move.
				if o, err := pos.DecodeMove(t); err != nil || o != m {
					rest = append(rest, t)
				}
			}
			if len(rest) > 0 {
				out += "; or " + strings.Join(rest, " ")
			}
			return out
		}
	}
	return "  " + strings.Join(c, " ")
}

// parses reports whether the text so far names a legal move (by the
// variant's parser) or begins one.
func parses(texts []string, pos variants.Position, v string) bool {
	if len(matches(pos, texts, v)) > 0 {
		return true
	}
	if pos == nil {
		return false
	}
	_, err := decode(pos, texts, v)
	return err == nil
}

// decode reads a typed move: the variant's parser on the trimmed text,
// else the one legal move whose canonical text it is in another case
// ("E7E8Q", "D6E6B": a promotion letter typed as a capital, which SAN
// would read as a piece), so every board screen accepts the same texts.
// texts are pos's legal move texts.
func decode(pos variants.Position, texts []string, text string) (variants.Move, error) {
	text = strings.TrimSpace(text)
	m, err := pos.DecodeMove(text)
	if err == nil {
		return m, nil
	}
	for _, t := range texts {
		if strings.EqualFold(t, text) && t != text {
			if m, err2 := pos.DecodeMove(t); err2 == nil && pos.EncodeMove(m, variants.Canonical) == t {
				return m, nil
			}
		}
	}
	return variants.NoMove, err
}
