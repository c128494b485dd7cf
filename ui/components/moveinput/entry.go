package moveinput

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// Action is what a key or a board gesture asks of the screen whose move
// entry took it. The screen carries it out in its own way (Do): the play
// screen plays a person's move and lets the game go on, the analysis
// board branches its line and analyses again.
type Action struct {
	Move    variants.Move // a move to play; variants.NoMove for none
	Say     bool          // show Msg, of Kind, in the message line ("" clears it)
	Kind    kit.Status
	Msg     string
	Refused bool    // a move was entered while none may be played: the screen says why
	Cmd     tea.Cmd // the text input's
}

// none asks nothing of the screen.
var none = Action{Move: variants.NoMove}

// Do carries the action out with the screen's own ways: play plays a
// move, say shows a message, refusal says why no move may be played now.
func (a Action) Do(play func(variants.Move) tea.Cmd, say func(kit.Status, string), refusal func() string) tea.Cmd {
	switch {
	case a.Refused:
		say(kit.StatusError, refusal())
	case a.Move != variants.NoMove:
		return play(a.Move)
	case a.Say:
		say(a.Kind, a.Msg)
	}
	return a.Cmd
}

// Key offers k to move entry before the screen's commands; it reports
// whether move entry took it. A pending choice takes every key: its key
// (in either case: Q is the queen too) plays its move, esc cancels, the
// rest do nothing, not even q (it is a queen). The open input takes
// every key: enter reads the trimmed text in pos (nil when no move may
// be played now: Refused) and closes the input, unless the text is no
// move (its reason is said, the text kept to correct); esc closes (and
// clears the reason of a text kept so), tab completes.
func (in *Model) Key(k tea.KeyMsg, pos variants.Position) (Action, bool) {
	switch {
	case in.choices != nil:
		return in.choose(k), true
	case !in.ti.Focused():
		return none, false
	}
	in.tabHint = false // said until the next key
	switch {
	case k.Type == tea.KeyEnter:
		a := submit(pos, strings.TrimSpace(in.ti.Value()))
		if !a.Say || a.Kind != kit.StatusError {
			in.Blur()
		}
		// A text that is no move (an illegal move, a typo, a move cut
		// short) stays in the open input beside the reason, to be
		// corrected rather than typed again; esc still closes it.
		in.refused = in.ti.Focused()
		return a, true
	case k.Type == tea.KeyEsc && in.refused:
		in.Blur()
		return Action{Move: variants.NoMove, Say: true}, true // the reason goes with its text
	case k.Type == tea.KeyEsc:
		in.Blur()
	case key.Matches(k, in.keys.Complete):
		in.complete(pos)
	default:
		a := none
		in.ti, a.Cmd = in.ti.Update(k)
		return a, true
	}
	return none, true
}

// submit reads a typed move; bad or illegal text only says why.
func submit(pos variants.Position, text string) Action {
	switch {
	case text == "":
		return none
	case pos == nil:
		return Action{Move: variants.NoMove, Refused: true}
	}
	all := texts(pos)
	m, err := decode(pos, all, text)
	if err != nil {
		return Action{Move: variants.NoMove, Say: true, Kind: kit.StatusError, Msg: partMessage(pos, all, text, err)}
	}
	return Action{Move: m}
}

// partMessage says why text is no move: when legal moves begin with it
// (a move cut short, "c2b" of c2b1, c2b2 and c2b3, which the parser
// calls malformed), which ones, so the person sees the text was a
// beginning and what to add; when it is a whole move but for its
// letters' case ("nf3": in SAN a capital is a piece, b a file too), the
// move, which tab then writes (complete); otherwise the parser's error.
func partMessage(pos variants.Position, texts []string, text string, err error) string {
	text = strings.TrimSpace(text)
	c := matches(pos, texts, text)
	if len(c) == 0 {
		return err.Error()
	}
	if cased := otherCase(c, text); len(cased) == 1 {
		return fmt.Sprintf("%q is no move: letter case matters; tab makes it %s", text, cased[0])
	} else if len(cased) > 1 {
		return fmt.Sprintf("%q is no move: letter case matters (%s)", text, strings.Join(cased, ", "))
	}
	const most = 6
	list := strings.Join(c[:min(len(c), most)], ", ")
	if len(c) > most {
		list += fmt.Sprintf(" and %d more", len(c)-most)
	}
	return fmt.Sprintf("%q is only the beginning of a move: %s (tab completes)", text, list)
}

// choose answers the pending choice with k.
func (in *Model) choose(k tea.KeyMsg) Action {
	if k.Type == tea.KeyEsc {
		in.choices = nil
		return Action{Move: variants.NoMove, Say: true}
	}
	if k.Type != tea.KeyRunes || len(k.Runes) != 1 {
		return none
	}
	want := strings.ToLower(string(k.Runes))
	for _, c := range in.choices {
		if c.Key == want {
			in.choices = nil
			return Action{Move: c.Move}
		}
	}
	return none
}

// Open starts move entry with k when it is the start of a move text
// (Starts), and reports whether it did. The screen calls it after its
// commands, and only when a move may be typed (':', kit.KeyMap.Type,
// opens the input empty through Focus).
func (in *Model) Open(k tea.KeyMsg) bool {
	text, ok := Starts(k)
	if ok {
		in.Focus(text)
	}
	return ok
}

// Pick turns what a board gesture picked into an action: a move to play,
// a message, or a choice between moves the gesture could not tell apart
// (a promotion), which then waits for its key (Key).
func (in *Model) Pick(p surface.Pick) Action {
	switch {
	case p.Err != "":
		return Action{Move: variants.NoMove, Say: true, Kind: kit.StatusError, Msg: p.Err}
	case p.Move != variants.NoMove:
		return Action{Move: p.Move}
	case len(p.Choices) > 0:
		in.choices = p.Choices
		var opts []string
		for _, c := range p.Choices {
			opts = append(opts, c.Key+"="+c.Label)
		}
		return Action{Move: variants.NoMove, Say: true, Kind: kit.StatusInfo,
			Msg: "Promote to: " + strings.Join(opts, " ") + "  (esc cancels)"}
	}
	return Action{Move: variants.NoMove, Say: true, Kind: kit.StatusInfo, Msg: p.Info}
}

// Choosing reports whether a choice waits for its key: the board shows
// no cursor and takes no click meanwhile.
func (in Model) Choosing() bool { return in.choices != nil }

// ChoiceHelp is the help while a choice waits (Choosing): its keys
// ("q r b n  queen/rook/bishop/knight") and esc, the only keys that do
// anything then; nil when none waits. The screens show it in place of
// their short help, whose cursor and select keys do nothing meanwhile.
func (in Model) ChoiceHelp() []key.Binding {
	if in.choices == nil {
		return nil
	}
	var keys, labels []string
	for _, c := range in.choices {
		keys, labels = append(keys, c.Key), append(labels, c.Label)
	}
	return []key.Binding{
		key.NewBinding(key.WithKeys(keys...), key.WithHelp(strings.Join(keys, " "), strings.Join(labels, "/"))),
		key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// CancelChoice drops a pending choice: the position it was for is gone.
func (in *Model) CancelChoice() { in.choices = nil }
