package nav

import (
	"rollout/ui/game"

	tea "github.com/charmbracelet/bubbletea"
)

// Screen is one whole-terminal view: setup, play, and (as new files)
// study, analysis and review. A screen is a model of its own: it gets
// every message while it is shown (window sizes always), and asks the
// root for anything beyond itself (start a game, leave it, open another
// screen) by keeping a Request with one of the messages below on the
// model it returns (Asker), never by extra return values.
type Screen interface {
	Update(msg tea.Msg) (Screen, tea.Cmd)
	View() string
	// Close stops what the screen runs in the background (searches) when
	// the root drops it or the program ends; it must be safe to call more
	// than once.
	Close()
}

// Mode is the one screen-selection type: the screen the program opens on
// (Options.Screen), the screen a StartGameMsg asks for, and, but for
// Review, the root's slot that holds it (Slot).
type Mode uint8

const (
	// Setup is the setup screen: the game, the mode and the two sides.
	Setup Mode = iota
	// Game is the play screen with the game started.
	Game
	// Study is the study screen, one search stepped phase by phase.
	Study
	// Analysis is the analysis board: the engine thinks without end.
	Analysis
	// Learn is the lesson screen: the MCTS course, predict then see.
	Learn
	// Review is the play screen holding a finished or loaded game at its
	// last move, no engine moving until the person plays on.
	Review
)

// NumSlots counts the root's screen slots: one per mode but Review, which
// the play screen shows. A new screen adds its mode before Review.
const NumSlots = int(Review)

// Slot is the root's slot that holds the mode's screen.
func (m Mode) Slot() Mode {
	if m == Review {
		return Game
	}
	return m
}

// StartGameMsg asks the root to open what the setup screen describes: a
// game (Game, or Review for a game read from a file), a study or the
// analysis board, on Cfg's position.
type StartGameMsg struct {
	Mode Mode
	Cfg  game.GameConfig
}

// LeaveGameMsg asks the root to leave the game for the setup screen.
type LeaveGameMsg struct{}

// ShowScreenMsg asks the root to show a screen it already holds (a study
// screen going back to the game it was opened from, say).
type ShowScreenMsg struct{ ID Mode }

// Emit returns a Cmd that delivers msg: how a screen sends the root news
// that opens no screen (FlagMsg, GameOverMsg, RematchMsg), which may
// come after keys read meanwhile. A screen asks for another screen with
// a Request (Asker), which the root acts on at once.
func Emit(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// OpenAnalysisMsg asks the root to open the analysis board (from the
// setup screen's analyse mode, the command line, or a game's "analyse
// this position" key).
type OpenAnalysisMsg struct{ Cfg game.AnalysisConfig }

// LeaveAnalysisMsg asks the root to go back from the analysis board: to
// the game it was opened from (which resumes), else to the setup screen.
type LeaveAnalysisMsg struct{ ToGame bool }

// OpenStudyMsg asks the root to open the study screen (from the setup
// screen's study mode, the command line, or a game's "study this
// position").
type OpenStudyMsg struct{ Cfg game.StudyConfig }

// LeaveStudyMsg asks the root to go back from the study screen: to the
// game it was opened from (which resumes), else to the setup screen.
type LeaveStudyMsg struct{ ToGame bool }

// ResumePlayMsg tells the play screen, shown again after a study of its
// position, to go on: an engine to move starts thinking again (its search
// was cancelled when the study opened). Refused, when set, says why the
// screen the game asked for could not open ("Study: ..."), which the play
// screen shows as an error.
type ResumePlayMsg struct{ Refused string }

// HideMsg tells the screen shown that another takes its place without
// its asking (the teacher's push under rollout serve): its messages
// would go to the other screen meanwhile, and a search's end would be
// lost. The play screen stops as for a study of its own (t), its engine
// and every clock waiting, until ResumePlayMsg; the analysis board stops
// its search until ShowAgainMsg.
type HideMsg struct{}

// ShowAgainMsg tells a screen hidden by HideMsg (the analysis board)
// that it is shown again: it searches the position shown anew.
type ShowAgainMsg struct{}

// NoticeMsg is news for the person that no screen asked for (rollout
// serve: "alice left"; the root: the setup could not be remembered):
// the screen shown says it, as an error when Error is set, else as an
// information; a screen with no message area ignores it.
type NoticeMsg struct {
	Text  string
	Error bool
}

// RematchMsg tells the root that the play screen started a new game
// (r) on Cfg, a game with a classmate on a side under rollout serve:
// the root invites them again, or opens a new room, as it did when the
// game was first started from the setup screen.
//
// With names the classmate the game before was played with, when the
// board knows it (a room's game, whose side is "classmate"): the new
// room's code goes to them.
type RematchMsg struct {
	Cfg  game.GameConfig
	With string
}

// ClassmateMsg is news from a classmate's board under rollout serve
// that no search of this board fetches (a relay's search fetches a
// move, and what comes with it, only while the classmate is to move):
// the root hands it to the play screen, shown or not. Name is the
// classmate's, Position the game's position (its text) on their board
// when it happened: a board elsewhere leaves it to the relay.
type ClassmateMsg struct {
	News     ClassmateNews
	Name     string
	Position string
}

// ClassmateNews is what a ClassmateMsg says.
type ClassmateNews int

// The news a classmate's board sends.
const (
	// ClassmateResigned: they resigned on their board.
	ClassmateResigned ClassmateNews = iota
	// ClassmateOffersDraw: they offer a draw in Position.
	ClassmateOffersDraw
	// ClassmateAcceptsDraw and ClassmateDeclinesDraw: their answer to
	// this board's offer in Position.
	ClassmateAcceptsDraw
	ClassmateDeclinesDraw
	// ClassmateFinished: their move to Position ended the game on their
	// board while this one was away from it.
	ClassmateFinished
)

// SetupErrorMsg tells the setup screen why what was asked for could not
// open (a bad move list, an engine that refused, a save that does not
// read): the root delivers it and shows the setup screen.
type SetupErrorMsg struct{ Err error }

// SetupBusyMsg tells the setup screen what the root does before the
// game asked for opens (starting its external engines), so a second
// enter is seen to wait; an empty Note ends it.
type SetupBusyMsg struct{ Note string }

// CancelStartMsg asks the root to give up what it does before the game
// asked for opens (the start of its external engines: esc on the setup
// screen while it waits).
type CancelStartMsg struct{}

// ResumeOfferMsg tells the setup screen which interrupted games the root
// can resume, described for the person ("" for none): Resume by R,
// Previous, the one before it, by P.
type ResumeOfferMsg struct{ Resume, Previous string }

// ResumeGameMsg asks the root to resume the interrupted game (the setup
// screen's R), or with previous the one before it (P; autosaver.go).
type ResumeGameMsg struct{ Previous bool }

// ReadKey is the one key reader: a screen's Update hands it every key,
// with typing true while a text input has the focus, and handle, the
// screen's handler of one key. Runes that arrived in one read (fast
// typing, or tmux's send-keys) go to the screen's Update one key at a
// time, as if typed slowly, so ":q" opens a move input and types q into
// it rather than being one unknown key; a single key, a paste, and what
// is typed into a focused input go to handle whole. A key that makes the
// screen ask the root for something (Asker: another screen, say) ends
// the read there: the letters after it are the Request's Rest, for the
// screen the root shows next.
func ReadKey(s Screen, msg tea.KeyMsg, typing bool, handle func(tea.KeyMsg) (Screen, tea.Cmd)) (Screen, tea.Cmd) {
	if typing || msg.Type != tea.KeyRunes || len(msg.Runes) < 2 || msg.Paste {
		return handle(msg)
	}
	var cmds []tea.Cmd
	for i, r := range msg.Runes {
		var c tea.Cmd
		s, c = s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		cmds = append(cmds, c)
		if rest := msg.Runes[i+1:]; len(rest) > 0 && asked(s) {
			a := s.(Asker)
			req := a.Asked()
			req.Rest = append(req.Rest, rest...)
			s = a.Asking(req)
			break
		}
	}
	return s, tea.Batch(cmds...)
}

// Typed is what a read the terminal's reader took for key k stands for,
// in the order typed, and whether that is other than k. Esc pressed
// twice quickly arrives as one read of two ESC bytes, which the reader
// takes for alt+esc, a key nothing binds ("No key alt+esc here", and a
// game that esc twice leaves stayed): two escs. Enter typed before the
// terminal went raw (at start-up, while the first screen is drawn)
// arrives as a line feed, ctrl+j, which nothing binds: the enter it
// was. The root delivers them in turn, as separate presses.
func Typed(k tea.KeyMsg) (_ []tea.KeyMsg, other bool) {
	switch {
	case k.Type == tea.KeyEsc && k.Alt:
		esc := tea.KeyMsg{Type: tea.KeyEsc}
		return []tea.KeyMsg{esc, esc}, true
	case k.Type == tea.KeyCtrlJ:
		return []tea.KeyMsg{{Type: tea.KeyEnter}}, true
	}
	return []tea.KeyMsg{k}, false
}

// FlagMsg tells the root that the game's clock, shown running on the
// screen opened over the game (the analysis board's title), ran out:
// the root hands it to the game, shown or not, which judges the flag
// on its own clocks and ends the game then, as when its own tick sees
// it; it answers with GameOverMsg.
type FlagMsg struct{}

// GameOverMsg tells the screen shown over a game (the analysis board, a
// study) that the game ended behind it (a flag fell: FlagMsg), with the
// game screen's words for it ("Game over: White loses on time; saved
// ..."): the screen says them, its clock of the game stops and q quits
// at once.
type GameOverMsg struct{ Text string }
