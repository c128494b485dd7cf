package ui

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants"
)

// fakeClass is a classroom.Desk that notes what the program asked of it.
type fakeClass struct {
	invited []classroom.Invitation
	answers []bool
	watch   *classroom.Watch
	opened  []classroom.Invitation
	rooms   map[string]classroom.Invitation
	left    string // the inviter left: accepting says this
}

func (c *fakeClass) Open(inv classroom.Invitation) { c.opened = append(c.opened, inv) }
func (c *fakeClass) Join(code string) (classroom.Invitation, error) {
	inv, ok := c.rooms[code]
	if !ok {
		return classroom.Invitation{}, fmt.Errorf("no room %q is open", code)
	}
	return inv, nil
}

func (c *fakeClass) Invite(inv classroom.Invitation) { c.invited = append(c.invited, inv) }
func (c *fakeClass) Answer(inv classroom.Invitation, accept bool) error {
	c.answers = append(c.answers, accept)
	if accept && c.left != "" {
		return errors.New(c.left)
	}
	return nil
}
func (c *fakeClass) Watch(after int) (classroom.Watch, int, bool) {
	if c.watch == nil || after >= 1 {
		return classroom.Watch{}, 0, false
	}
	return *c.watch, 1, true
}

// TestInviteAcceptDecline: an invitation shows on the last line of any
// screen; ctrl+n declines it (the inviter is told), ctrl+y opens the
// inviter's game with the sides mirrored and tells the inviter.
func TestInviteAcceptDecline(t *testing.T) {
	class := &fakeClass{}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class, Classmates: true}, 100, 30, uitest.NewFake)
	inv := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe", Side: variants.First}
	m, _ = send(m, classroom.InviteMsg{Invitation: inv})
	m, _ = send(m, classroom.InviteMsg{Invitation: classroom.Invitation{From: "carol", To: "bob", Variant: "tictactoe", Side: variants.Second}})
	lines := strings.Split(m.View(), "\n")
	if last := lines[len(lines)-1]; !strings.Contains(last, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)") {
		t.Fatalf("the last line: %q", last)
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlN})
	if len(class.answers) != 1 || class.answers[0] {
		t.Fatalf("ctrl+n answered %v", class.answers)
	}
	if !strings.Contains(m.View(), "alice invites you") || m.active != nav.Setup {
		t.Fatalf("after declining carol: %q", m.View())
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlY})
	if len(class.answers) != 2 || !class.answers[1] {
		t.Fatalf("ctrl+y answered %v", class.answers)
	}
	if m.active != nav.Game || !strings.Contains(m.View(), "X @alice") || strings.Contains(m.View(), "invites you") {
		t.Fatalf("alice's game did not open: %q", m.View())
	}
	// No invitation shown: ctrl+y is the screen's (nothing), not an answer.
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlY})
	if len(class.answers) != 2 {
		t.Errorf("ctrl+y with no invitation answered: %v", class.answers)
	}
}

// TestWatch: ctrl+o opens the running classmates' game read-only (both
// sides played by relays, the watcher's resume slot untouched); with
// none running the screen shown says so; outside serve ctrl+o does
// nothing.
func TestWatch(t *testing.T) {
	class := &fakeClass{}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class, StateDir: t.TempDir()}, 100, 30, uitest.NewFake)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlO})
	if m.active != nav.Setup || !strings.Contains(m.View(), "no game between classmates is running") {
		t.Fatalf("ctrl+o with no game: %q", m.View())
	}
	class.watch = &classroom.Watch{Variant: "tictactoe", Start: "x2/1o1/3 x", Players: [2]string{"blocker", "blocker"}, Names: [2]string{"alice", "bob"}}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlO})
	if m.active != nav.Game || m.watching != 1 || !strings.Contains(m.View(), "X blocker") {
		t.Fatalf("ctrl+o did not open the game: %q", m.View())
	}
	plain, _ := newTestModel(t, Options{Variant: "tictactoe"}, 100, 30, uitest.NewFake)
	plain, _ = send(plain, tea.KeyMsg{Type: tea.KeyCtrlO})
	if plain.active != nav.Setup || plain.watching != 0 {
		t.Errorf("ctrl+o outside serve opened %v", plain.active)
	}
	// On the study screen (a teacher's pushed position, say), a
	// lesson and the analysis board, ctrl+o with no game says so there:
	// the study screen and the board went to the setup
	// screen without a word.
	for _, screen := range []Screen{ScreenStudy, ScreenLearn, ScreenAnalysis} {
		other, _ := newTestModel(t, Options{Variant: "tictactoe", Class: &fakeClass{}, Screen: screen, StateDir: t.TempDir()}, 100, 30, uitest.NewFake)
		other, _ = send(other, tea.KeyMsg{Type: tea.KeyCtrlO})
		lines := strings.Split(other.View(), "\n")
		if other.active != screen || !strings.Contains(lines[len(lines)-1], "No game between classmates is running") {
			t.Errorf("ctrl+o with no game on screen %v: now on %v, last line %q", screen, other.active, lines[len(lines)-1])
		}
	}
}

// TestJoinRoom: ctrl+r reads a room code on the last line (its letters
// and digits, in upper case, backspace); a code that opens no room says
// why and is typed again; a room's code opens its game, sides mirrored,
// the owner's side played by any classmate.
func TestJoinRoom(t *testing.T) {
	class := &fakeClass{rooms: map[string]classroom.Invitation{"KX7M4R": {From: "alice", Variant: "tictactoe", Side: variants.First, Room: "KX7M4R"}}}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class}, 100, 30, uitest.NewFake)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlR})
	m, _ = press(m, "k", "o", "x", "9")
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyBackspace})
	lines := strings.Split(m.View(), "\n")
	if last := lines[len(lines)-1]; !strings.Contains(last, "room code: KX_") {
		t.Fatalf("the last line: %q", last)
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyEnter})
	if !strings.Contains(m.View(), `no room "KX" is open (esc cancels)`) || m.active != nav.Setup {
		t.Fatalf("a wrong code: %q", m.View())
	}
	m, _ = press(m, "k", "x", "7", "m", "4", "r", "enter")
	if m.active != nav.Game || !strings.Contains(m.View(), "X classmate") || strings.Contains(m.View(), "room code") {
		t.Fatalf("the room's game did not open: %q", m.View())
	}
	if len(class.answers) != 0 {
		t.Errorf("joining a room answered an invitation: %v", class.answers)
	}
}

// TestAcceptAfterInviterLeft: an invitation whose inviter has left that
// game says so on the last line when accepted, the person stays on the
// screen they were on, and the next key takes the note away.
func TestAcceptAfterInviterLeft(t *testing.T) {
	class := &fakeClass{left: "alice has left that game"}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class, Classmates: true}, 100, 30, uitest.NewFake)
	m, _ = send(m, classroom.InviteMsg{Invitation: classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe", Side: variants.First}})
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlY})
	lines := strings.Split(m.View(), "\n")
	if last := lines[len(lines)-1]; m.active != nav.Setup || !strings.Contains(last, "alice has left that game") {
		t.Fatalf("accepting a withdrawn invitation: screen %v, last line %q", m.active, last)
	}
	if m.line.Shown() != 0 {
		t.Errorf("the withdrawn invitation is still shown: %v", m.line)
	}
	m, _ = press(m, "down")
	if strings.Contains(m.View(), "has left that game") {
		t.Errorf("the note outlived the next key:\n%s", m.View())
	}
}

// TestWatchClocks: a watched timed game opens on the players' clocks,
// the side to move's running, as on the players' boards.
func TestWatchClocks(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	class := &fakeClass{watch: &classroom.Watch{Variant: "tictactoe", Start: "x2/1o1/3 x", Players: [2]string{"blocker", "blocker"}, Names: [2]string{"alice", "bob"},
		TimeControl: tc, Clock: &variants.ClockState{Control: tc.String(), LeftMS: [2]int64{50000, 42000}, Running: 0}}}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class}, 100, 30, uitest.NewFake)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyCtrlO})
	v := m.View()
	// X's clock runs: under 0:50 at once.
	for _, want := range []string{`X +0:4[0-9]`, `O +0:42`} {
		if !regexp.MustCompile(want).MatchString(v) {
			t.Errorf("the watched game shows no %q:\n%s", want, v)
		}
	}
}

// TestWatchSavesNothing: a watched game's moves leave the watcher's
// state directory (their own resume slot) untouched.
func TestWatchSavesNothing(t *testing.T) {
	dir := t.TempDir()
	class := &fakeClass{watch: &classroom.Watch{Variant: "tictactoe", Start: "x2/1o1/3 x", Players: [2]string{"fake", "fake"}, Names: [2]string{"alice", "bob"}}}
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class, StateDir: dir}, 100, 30, uitest.NewFake)
	m, cmd := send(m, tea.KeyMsg{Type: tea.KeyCtrlO})
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return strings.Contains(m.View(), "2. ") })
	if !strings.Contains(m.View(), "2. ") {
		t.Fatalf("no move was played on the watched game:\n%s", m.View())
	}
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		if f.Name() != "autosave.lock" { // the session's, not the game's
			t.Errorf("watching wrote %s to the watcher's state directory", f.Name())
		}
	}
}

// TestWithdrawnInvitation: an invitation withdrawn while shown (its
// inviter left that game) says so on the last line at once; ctrl+y then
// opens nothing and answers nothing, it says the invitation is gone,
// and ctrl+n clears it without an answer.
func TestWithdrawnInvitation(t *testing.T) {
	for _, c := range []struct {
		key  tea.KeyType
		want string // the last line after the key
	}{
		{tea.KeyCtrlY, "alice's invitation is gone: alice has left that game"},
		{tea.KeyCtrlN, ""},
	} {
		class := &fakeClass{}
		m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: class, Classmates: true}, 100, 30, uitest.NewFake)
		m, _ = send(m, classroom.InviteMsg{Invitation: classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe", Side: variants.First}})
		m, _ = send(m, classroom.WithdrawnMsg{From: "alice", Why: "alice has left that game"})
		lines := strings.Split(m.View(), "\n")
		if last := lines[len(lines)-1]; !strings.Contains(last, "alice's invitation is withdrawn: alice has left that game (ctrl+n clears it)") {
			t.Fatalf("the last line once withdrawn: %q", last)
		}
		m, _ = send(m, tea.KeyMsg{Type: c.key})
		lines = strings.Split(m.View(), "\n")
		last := lines[len(lines)-1]
		if m.active != nav.Setup || len(class.answers) != 0 || m.line.Shown() != 0 {
			t.Errorf("%v on a withdrawn invitation: screen %v, answers %v, %d shown", c.key, m.active, class.answers, m.line.Shown())
		}
		if (c.want == "" && strings.Contains(last, "alice")) || !strings.Contains(last, c.want) {
			t.Errorf("%v on a withdrawn invitation: the last line %q, want %q", c.key, last, c.want)
		}
	}
}
