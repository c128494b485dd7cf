package serve

import (
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/ui/screens/teacher"
)

// A student with two sessions (a second terminal, a dropped connection
// not yet timed out) was listed twice as "bob" on the teacher's screen,
// and the teacher could not tell which row was which: the second reads
// "bob (2)", in the order they came. The classmates' list keeps the
// name as it is.
func TestRosterNumbersASecondSession(t *testing.T) {
	h, _, _ := testHub(t)
	desk := &member{id: "t", name: "mrsmith", teacher: true, mail: newMailbox()}
	members := []*member{desk}
	at := time.Now()
	for i, m := range []struct{ id, name string }{{"b1", "bob"}, {"a", "alice"}, {"b2", "bob"}} {
		members = append(members, &member{id: m.id, name: m.name, since: at.Add(time.Duration(i) * time.Second), mail: newMailbox()})
	}
	h.mu.Lock()
	for _, m := range members {
		h.members[m] = struct{}{}
	}
	h.mu.Unlock()
	h.sendRoster()
	var got []string
	for got == nil {
		msg, ok := desk.mail.takeWithin(patience)
		if !ok {
			t.Fatal("no roster reached the teacher")
		}
		if r, ok := msg.(teacher.RosterMsg); ok {
			for _, row := range r.Rows {
				got = append(got, row.Name)
			}
		}
	}
	if want := []string{"alice", "bob", "bob (2)"}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("the roster names %q, want %q", got, want)
	}
}

// screensOf is the screen each session of the student named name is
// on, as the teacher's roster has it, sorted.
func screensOf(h *hub, name string) []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var got []string
	for m := range h.members {
		if m.name == name && !m.teacher {
			got = append(got, m.presence.Screen)
		}
	}
	slices.Sort(got)
	return got
}

// A student's two sessions each keep their own row on the teacher's
// list: alice playing in one and at the setup screen in the other.
// Each session's report went to every session of the same key, so
// both rows said where the session that reported last was ("setup"
// twice while alice played in her first).
func TestRosterKeepsEachSessionsScreen(t *testing.T) {
	ak, aline := newKey(t)
	s, addr, _ := testServer(t, Config{AuthorizedKeys: keyFile(t, map[string][]byte{"alice": aline})})
	first := login(t, addr, ak, "set up a game")
	first.in.Write([]byte("\r")) // the preselected game
	if !first.screen.waitFor("to move") {
		t.Fatalf("no game: %q", first.screen.text())
	}
	if !waitUntil(func() bool { return slices.Equal(screensOf(s.hub, "alice"), []string{"play"}) }) {
		t.Fatalf("alice's game is not on the roster: %q", screensOf(s.hub, "alice"))
	}
	login(t, addr, ak, "set up a game")
	if !waitUntil(func() bool { return slices.Equal(screensOf(s.hub, "alice"), []string{"play", "setup"}) }) {
		t.Errorf("alice's sessions are on %q, want play and setup", screensOf(s.hub, "alice"))
	}
}

// The teacher's title counts students, not sessions: alice in two
// sessions is one student ("Teacher: 2 students" counted her twice).
func TestTeacherCountsStudentsNotSessions(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	_, addr, _ := testServer(t, Config{AuthorizedKeys: keyFile(t, map[string][]byte{"alice": aline}), Teachers: keyFile(t, map[string][]byte{"mrsmith": tline})})
	teacher := login(t, addr, tk, "Teacher: 0 students")
	login(t, addr, ak, "set up a game")
	login(t, addr, ak, "set up a game")
	if !teacher.screen.waitFor("alice (2)") {
		t.Fatalf("no second session on the list: %q", teacher.screen.text())
	}
	text := teacher.screen.text()
	title := text[strings.LastIndex(text, "Teacher: "):]
	if title, _, _ = strings.Cut(title, "\n"); !strings.HasPrefix(title, "Teacher: 1 student ") && strings.TrimSpace(title) != "Teacher: 1 student" {
		t.Errorf("the title reads %q with alice in two sessions, want 1 student", title)
	}
}

// A student watching two classmates' game is on "watch" on the
// teacher's list, not "play": the teacher took carol, watching, for a
// player.
func TestRosterShowsAWatcherWatching(t *testing.T) {
	s, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	roomGame(t, alice, bob)
	moveOn(t, alice, bob, "alice", "b2")
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitFor("alice#") {
		t.Fatalf("carol is not watching: %q", tail(carol))
	}
	if !waitUntil(func() bool { return slices.Equal(screensOf(s.hub, "carol"), []string{"watch"}) }) {
		t.Errorf("carol, watching, is on %q", screensOf(s.hub, "carol"))
	}
	// Her own game again is play.
	n := len(carol.screen.text())
	carol.in.Write([]byte("\x1b")) // esc, twice once moves are shown, leaves a watched game
	if !carol.screen.waitForSince(n, "Press esc again") {
		t.Fatalf("carol's esc was not read: %q", tail(carol))
	}
	carol.in.Write([]byte("\x1b"))
	if !carol.screen.waitForSince(n, "set up a game") {
		t.Fatalf("carol did not leave the watched game: %q", tail(carol))
	}
	carol.in.Write([]byte(enter))
	if !waitUntil(func() bool { return slices.Equal(screensOf(s.hub, "carol"), []string{"play"}) }) {
		t.Errorf("carol, playing, is on %q", screensOf(s.hub, "carol"))
	}
}
