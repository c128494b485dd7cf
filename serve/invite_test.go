package serve

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/variants"
)

// Control keys as a terminal sends them.
const (
	ctrlY, ctrlN, ctrlO, ctrlR = "\x19", "\x0e", "\x0f", "\x12"
)

// runningClock is a side's running clock on a board, "▶ O    0:58"
// (the mark is the running clock's): the side, minutes and seconds.
var runningClock = regexp.MustCompile(`▶ (\S+) +(\d+):(\d\d)`)

// clockShows reports whether text shows side's clock running at
// atMost or less: "0:58" or below for 58 s, a clock that has run over
// a second from a minute. Any value will do, not one: a tick that came
// late on a loaded machine skipped a second's value ("0:58" never
// drawn), and slow steps before the look skipped a range of them
// ("0:5" for the first ten seconds).
func clockShows(text, side string, atMost time.Duration) bool {
	for _, m := range runningClock.FindAllStringSubmatch(text, -1) {
		mins, _ := strconv.Atoi(m[2])
		secs, _ := strconv.Atoi(m[3])
		if m[1] == side && time.Duration(mins)*time.Minute+time.Duration(secs)*time.Second <= atMost {
			return true
		}
	}
	return false
}

// choose moves the setup screen's focus to the side row label and
// presses left until the row's note says want (the named classmates
// come after every player, so left reaches them first).
func choose(t *testing.T, tm *term, label, want string) {
	t.Helper()
	chooseBy(t, tm, label, want, left)
}

// chooseBy is choose pressing key.
func chooseBy(t *testing.T, tm *term, label, want, key string) {
	t.Helper()
	focus(t, tm, label)
	for range 16 {
		n := len(tm.screen.text())
		tm.in.Write([]byte(key))
		waitUntil(func() bool { return len(tm.screen.text()) > n })
		if strings.Contains(tm.screen.text()[n:], want) {
			return
		}
	}
	t.Fatalf("no %q on the row %s: %q", want, label, tm.screen.text())
}

// TestInvite: alice invites bob by name to a game with a clock, bob
// accepts, their moves reach each other with the mover's clock; carol watches their game and sees the next move; carol
// invites bob, who declines, and carol is told.
func TestInvite(t *testing.T) {
	_, addr, logs := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	_, carol := openSetup(t, addr, "carol")
	// alice: a 1+0 clock, X human, O bob. The names come once all
	// three are in.
	chooseBy(t, alice, "Clock", "1+0", right)
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !alice.screen.waitFor("Invited bob") {
		t.Fatalf("alice was not told the invitation went: %q", alice.screen.text())
	}
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as O (1+0): ctrl+y yes") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	bob.in.Write([]byte(ctrlY))
	if !bob.screen.waitFor("X @alice") {
		t.Fatalf("bob's game did not open: %q", bob.screen.text())
	}
	if !alice.screen.waitFor("bob accepted your invitation") {
		t.Fatalf("alice was not told bob accepted: %q", alice.screen.text())
	}
	n := len(alice.screen.text())
	alice.in.Write([]byte(enter)) // b2
	// bob's board is open: alice's runs his clock from her move, as his
	// does (it held it at 1:00 until his first move came); his flag is
	// still his board's to judge.
	if !waitUntil(func() bool { return clockShows(alice.screen.text()[n:], "O", 58*time.Second) }) {
		t.Errorf("bob's clock does not run on alice's board: %q", alice.screen.text()[n:])
	}
	if strings.Contains(alice.screen.text()[n:], "clock held till they come") {
		t.Errorf("alice's board says bob's clock waits: %q", alice.screen.text()[n:])
	}
	if !bob.screen.waitFor("alice played b2 (clock 0:") {
		t.Fatalf("bob did not get alice's move: %q", bob.screen.text())
	}
	carol.in.Write([]byte(ctrlO))
	if !carol.screen.waitFor("alice#1") {
		t.Fatalf("carol does not watch their game: %q", carol.screen.text())
	}
	bob.in.Write([]byte(":a1" + enter))
	if !alice.screen.waitFor("bob played a1") || !carol.screen.waitFor("bob played a1") {
		t.Fatalf("bob's move did not reach alice and carol: alice %q, carol %q", alice.screen.text(), carol.screen.text())
	}
	n = len(carol.screen.text())
	carol.in.Write([]byte("\x1b"))
	if !carol.screen.waitFor("Press esc again") {
		t.Fatalf("carol's esc was not read: %q", carol.screen.text()[n:])
	}
	n = len(carol.screen.text())
	carol.in.Write([]byte("\x1b"))
	if !carol.screen.waitForSince(n, "set up a game") {
		t.Fatalf("carol is not back on the setup screen: %q", carol.screen.text()[n:])
	}
	choose(t, carol, "O ", "bob, connected now")
	carol.in.Write([]byte(enter))
	if !bob.screen.waitFor("carol invites you") {
		t.Fatalf("bob did not see carol's invitation: %q", bob.screen.text())
	}
	bob.in.Write([]byte(ctrlN))
	if !carol.screen.waitFor("bob declined your invitation") {
		t.Fatalf("carol was not told bob declined: %q", carol.screen.text())
	}
	for _, want := range []string{"alice invites bob", "paired", "carol watches alice and bob", "bob declined carol's invitation"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log has no %q:\n%s", want, logs)
		}
	}
}

// TestInviteeSeesTheInvitersClock: alice (X, to move first) invites bob
// on a 1+0 clock; once bob accepts, his board runs alice's clock during
// her first move, as hers does (it had held it at 1:00 until her move
// came), and says nothing of a clock starting on her board.
func TestInviteeSeesTheInvitersClock(t *testing.T) {
	_, addr, _ := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	chooseBy(t, alice, "Clock", "1+0", right)
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as O (1+0): ctrl+y yes") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	n := len(bob.screen.text())
	bob.in.Write([]byte(ctrlY))
	if !waitUntil(func() bool { return clockShows(bob.screen.text()[n:], "X", 59*time.Second) }) {
		t.Fatalf("alice's clock does not run on bob's board: %q", bob.screen.text()[n:])
	}
	if strings.Contains(bob.screen.text()[n:], "clock held till they come") {
		t.Errorf("bob's board says alice's clock waits: %q", bob.screen.text()[n:])
	}
}

// TestMatched: two peers pair when both take any classmate, or each
// names the other; never one named and one not, nor a third student.
func TestMatched(t *testing.T) {
	p := func(name, with string) *peer { return &peer{name: name, with: with} }
	for _, c := range []struct {
		a, b *peer
		want bool
	}{
		{p("alice", ""), p("bob", ""), true},
		{p("alice", "bob"), p("bob", "alice"), true},
		{p("alice", "bob"), p("bob", ""), false},
		{p("alice", ""), p("bob", "alice"), false},
		{p("alice", "bob"), p("carol", "alice"), false},
		{p("alice", "carol"), p("bob", "alice"), false},
	} {
		if got := matched(c.a, c.b); got != c.want {
			t.Errorf("matched(%s@%q, %s@%q) = %v, want %v", c.a.name, c.a.with, c.b.name, c.b.with, got, c.want)
		}
	}
}

// testHub is a hub over a temporary users directory with a silent
// log, and a context for its peers' searches; both end with the test
// (cancel ends the context sooner).
func testHub(t *testing.T) (*hub, context.Context, context.CancelFunc) {
	h := newHub(t.TempDir(), func(string, ...any) {})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() {
		cancel()
		h.close()
	})
	return h, ctx, cancel
}

// ticTacToe is tic-tac-toe's start and the positions after each of
// moves (indices into the legal moves of each position).
func ticTacToe(t *testing.T, moves ...int) []variants.Position {
	t.Helper()
	pos := []variants.Position{game.Variant("tictactoe").Start()}
	for _, i := range moves {
		next := pos[len(pos)-1].Clone()
		next.Play(next.LegalMoves(nil)[i])
		pos = append(pos, next)
	}
	return pos
}

// search runs p's Search of pos in the background; its result comes on
// the channel.
func search(ctx context.Context, p engine.Player, pos variants.Position) chan error {
	done := make(chan error, 1)
	go func() {
		_, err := p.Search(ctx, pos, nil)
		done <- err
	}()
	return done
}

// waitErr is the error a search sent, or a failure after patience.
func waitErr(t *testing.T, done chan error) error {
	t.Helper()
	select {
	case err := <-done:
		return err
	case <-time.After(patience):
		t.Fatal("the search did not return")
		return nil
	}
}

// TestDeclineEndsWait: alice's game against @bob waits in the lobby;
// bob's decline ends her wait with the reason, and her next search
// too, until she invites him again.
func TestDeclineEndsWait(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	done := search(ctx, alice, pos[1])
	if !waitUntil(func() bool { h.mu.Lock(); defer h.mu.Unlock(); return len(h.lobby) == 1 }) {
		t.Fatal("alice's peer is not in the lobby")
	}
	bob := h.classroom("b", "bob")
	bob.Answer(classroom.Invitation{From: "alice", To: "bob"}, false)
	if err := waitErr(t, done); err == nil || err.Error() != "classmate: bob declined your invitation" {
		t.Fatalf("alice's wait ended with %v", err)
	}
	if err := waitErr(t, search(ctx, alice, pos[1])); err == nil || !strings.Contains(err.Error(), "declined") {
		t.Fatalf("alice's next search: %v", err)
	}
	h.classroom("a", "alice").Invite(classroom.Invitation{To: "bob"})
	h.mu.Lock()
	n := len(h.declined)
	h.mu.Unlock()
	if n != 0 {
		t.Errorf("a new invitation leaves %d refusals", n)
	}
}

// TestSpectator: alice and bob, each naming the other, pair and relay
// their moves; carol's spectator of bob's side plays bob's next move
// on her board as he makes it.
func TestSpectator(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	aliceWaits := search(ctx, alice, pos[1]) // alice played; her classmate is to move
	res, err := bob.Search(ctx, pos[0], nil) // bob's board gets her move
	if err != nil || res.MoveText == "" || res.Snapshot.Player != "alice" {
		t.Fatalf("bob got %+v, %v", res, err)
	}
	w, id, ok := h.classroom("c", "carol").Watch(0)
	if !ok || id != 1 || w.Players != [2]string{"alice#1", "bob#1"} {
		t.Fatalf("carol watches %+v (%d, %v)", w, id, ok)
	}
	// Her board opens on the game so far: its moves lead to the
	// position now.
	if rec, err := game.NewRecord(mustParse(t, w.Variant, w.Start), w.Moves); err != nil || rec.Position().Encode() != pos[1].Encode() {
		t.Fatalf("carol's board opens on %s after %q (%v), want %s", w.Start, w.Moves, err, pos[1].Encode())
	}
	if _, _, ok := h.classroom("c", "carol").Watch(1); ok {
		t.Error("a second game to watch, with one running")
	}
	sp, ok := h.newSpectator(engine.Config{Player: w.Players[1]})
	if !ok {
		t.Fatal("no spectator for", w.Players[1])
	}
	type result struct {
		res engine.Result
		err error
	}
	seen := make(chan result, 1)
	go func() {
		res, err := sp.Search(ctx, pos[1], nil)
		seen <- result{res, err}
	}()
	bobWaits := search(ctx, bob, pos[2]) // bob plays his move
	select {
	case r := <-seen:
		next := pos[1].Clone()
		next.Play(r.res.Move)
		if r.err != nil || next.Encode() != pos[2].Encode() || r.res.Player != "bob" {
			t.Fatalf("carol's board got %+v, %v", r.res, r.err)
		}
	case <-time.After(patience):
		t.Fatal("carol's board did not get bob's move")
	}
	if err := waitErr(t, aliceWaits); err != nil {
		t.Fatalf("alice did not get bob's move: %v", err)
	}
	h.leftTables("a", "alice left")
	if err := waitErr(t, bobWaits); err == nil || !strings.Contains(err.Error(), "alice left") {
		t.Errorf("bob's wait after alice left: %v", err)
	}
	if _, err := sp.Search(ctx, pos[2], nil); err == nil || !strings.Contains(err.Error(), "the game you watched has ended") {
		t.Errorf("carol's board after alice left: %v", err)
	}
}

// mustParse is the position text of variant.
func mustParse(t *testing.T, variant, text string) variants.Position {
	t.Helper()
	pos, err := game.Variant(variant).Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// inviteOnThreeSeconds opens a server with alice and bob on their setup
// screens; alice (X, to move first) invites bob as O to tic-tac-toe on
// a 3-second clock, and the invitation reaches bob's last line.
func inviteOnThreeSeconds(t *testing.T) (alice, bob *term) {
	t.Helper()
	_, addr, _ := testServer(t, Config{})
	_, alice = openSetup(t, addr, "alice")
	_, bob = openSetup(t, addr, "bob")
	chooseBy(t, alice, "Clock", "custom", left)
	alice.in.Write([]byte("0.05+0")) // 3 s
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you to Tic-tac-toe as O") {
		t.Fatalf("bob did not see the invitation; alice: %q", alice.screen.text()[max(0, len(alice.screen.text())-2500):])
	}
	return alice, bob
}

// TestInviteFlagFall: on a 3-second clock, alice (X, to move) lets her
// flag fall before her first move: both boards end the game the same
// way, aborted (a game nobody played is no win on time).
func TestInviteFlagFall(t *testing.T) {
	alice, bob := inviteOnThreeSeconds(t)
	bob.in.Write([]byte(ctrlY))
	for name, tm := range map[string]*term{"alice": alice, "bob": bob} {
		if !tm.screen.waitFor("Aborted: a flag fell before that side's first move") {
			t.Errorf("%s's board did not end on X's flag: %q", name, tm.screen.text()[max(0, len(tm.screen.text())-1500):])
		}
	}
}

// TestInviteFlagBeforeAccept: alice's flag falls before bob accepts
// her invitation: his last line says at once that it is withdrawn, and
// ctrl+y opens no game, only says it is gone.
func TestInviteFlagBeforeAccept(t *testing.T) {
	alice, bob := inviteOnThreeSeconds(t)
	if !alice.screen.waitFor("Aborted: a flag fell before that side's first move") {
		t.Fatalf("alice's flag did not fall: %q", alice.screen.text()[max(0, len(alice.screen.text())-1500):])
	}
	if !bob.screen.waitFor("alice's invitation is withdrawn: alice's flag fell before you accepted") {
		t.Fatalf("bob's line does not say the invitation is withdrawn: %q", bob.screen.text()[max(0, len(bob.screen.text())-1500):])
	}
	n := len(bob.screen.text())
	bob.in.Write([]byte(ctrlY))
	if !bob.screen.waitForSince(n, "alice's invitation is gone") {
		t.Fatalf("bob's ctrl+y: %q", bob.screen.text()[n:])
	}
	if strings.Contains(bob.screen.text()[n:], "X @alice") {
		t.Errorf("bob's ctrl+y opened the game: %q", bob.screen.text()[n:])
	}
}

// TestTeacherWatches: the teacher's ctrl+o says when no game between
// students runs, then opens alice and bob's game read-only and follows
// bob's move; esc twice is back on the list.
func TestTeacherWatches(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	bk, bline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline, "bob": bline})
	teachers := keyFile(t, map[string][]byte{"mrsmith": tline})
	_, addr, logs := testServer(t, Config{AuthorizedKeys: students, Teachers: teachers})
	teacher := login(t, addr, tk, "Teacher: 0 students")
	alice := login(t, addr, ak, "set up a game")
	bob := login(t, addr, bk, "set up a game")
	teacher.in.Write([]byte(ctrlO))
	if !teacher.screen.waitFor("No game between students is running.") {
		t.Fatalf("the teacher was not told: %q", teacher.screen.text())
	}
	choose(t, alice, "O ", "bob, connected now")
	alice.in.Write([]byte(enter))
	if !bob.screen.waitFor("alice invites you") {
		t.Fatalf("bob did not see the invitation: %q", bob.screen.text())
	}
	bob.in.Write([]byte(ctrlY))
	alice.in.Write([]byte(enter)) // b2
	if !bob.screen.waitFor("alice played b2") {
		t.Fatalf("bob did not get alice's move: %q", bob.screen.text())
	}
	teacher.in.Write([]byte(ctrlO))
	if !teacher.screen.waitFor("X alice#1") {
		t.Fatalf("the teacher does not watch: %q", teacher.screen.text())
	}
	bob.in.Write([]byte(":a1" + enter))
	if !teacher.screen.waitFor("bob played a1") {
		t.Fatalf("the teacher did not see bob's move: %q", teacher.screen.text())
	}
	n := len(teacher.screen.text())
	teacher.in.Write([]byte("\x1b"))
	if !teacher.screen.waitFor("Press esc again") {
		t.Fatalf("the teacher's esc was not read: %q", teacher.screen.text()[n:])
	}
	n = len(teacher.screen.text())
	teacher.in.Write([]byte("\x1b"))
	if !teacher.screen.waitForSince(n, "Teacher: 2 students") {
		t.Fatalf("the teacher is not back on the list: %q", teacher.screen.text()[n:])
	}
	if !strings.Contains(logs.String(), "mrsmith watches alice and bob") {
		t.Errorf("the watch is not logged:\n%s", logs)
	}
}

// TestRoom: alice's game against "classmate" opens a room whose code
// her screen shows; bob types a wrong code (told), then hers (ctrl+r),
// and the two games pair.
func TestRoom(t *testing.T) {
	_, addr, logs := testServer(t, Config{})
	_, alice := openSetup(t, addr, "alice")
	_, bob := openSetup(t, addr, "bob")
	focus(t, alice, "O ")
	alice.in.Write([]byte(right)) // default -> classmate
	if !alice.screen.waitFor("classmate on this server") {
		t.Fatalf("alice: no classmate choice: %q", alice.screen.text())
	}
	alice.in.Write([]byte(enter))
	var code string
	if !waitUntil(func() bool {
		text := alice.screen.text()
		i := strings.LastIndex(text, "Room ")
		if i < 0 || len(text) < i+5+classroom.RoomCodeLen {
			return false
		}
		code = text[i+5 : i+5+classroom.RoomCodeLen]
		return true
	}) {
		t.Fatalf("alice's screen shows no room: %q", alice.screen.text())
	}
	wrong := "FFFFFF"
	if code == wrong {
		wrong = "HHHHHH"
	}
	bob.in.Write([]byte(ctrlR + wrong + enter))
	if !bob.screen.waitFor(`no room "` + wrong + `" is open`) {
		t.Fatalf("bob was not told the code is wrong: %q", bob.screen.text())
	}
	bob.in.Write([]byte(code + enter))
	if !bob.screen.waitFor("X classmate vs O human") {
		t.Fatalf("bob's game did not open: %q", bob.screen.text())
	}
	if !alice.screen.waitFor("bob joined your room " + code) {
		t.Fatalf("alice was not told bob joined: %q", alice.screen.text())
	}
	alice.in.Write([]byte(enter)) // b2
	if !bob.screen.waitFor("alice played b2") {
		t.Fatalf("bob did not get alice's move: %q", bob.screen.text())
	}
	if !strings.Contains(logs.String(), "bob joins alice's room "+code) {
		t.Errorf("the join is not logged:\n%s", logs)
	}
}

// TestLeftGameWithdraws: alice leaves her game against @bob (its peer
// closes, never paired) and bob's acceptance is told she left, with no
// word to her; a new game of hers with bob (r) keeps the invitation
// open. Her room closes when she leaves its game, and its code says
// why.
func TestLeftGameWithdraws(t *testing.T) {
	h, _, _ := testHub(t)
	bob := h.classroom("b", "bob")
	inv := classroom.Invitation{From: "alice", To: "bob"}
	for _, c := range []struct {
		name    string
		restart bool
		want    string
	}{
		{"left", false, "alice has left that game"},
		{"restarted", true, ""},
	} {
		h.classroom("a", "alice").Invite(inv)
		first := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
		var again *peer
		if c.restart { // the play screen builds the new game's players first
			again = h.newPeer("a", "alice", engine.Config{Player: "@bob"})
		}
		first.Close()
		err := bob.Answer(inv, true)
		if got := fmt.Sprint(err); (c.want == "" && err != nil) || (c.want != "" && got != c.want) {
			t.Errorf("%s: bob accepts: %v, want %q", c.name, err, c.want)
		}
		if again != nil {
			again.Close()
		}
	}
	// A room.
	alice := h.classroom("a", "alice")
	p := h.newPeer("a", "alice", engine.Config{Player: ClassmatePlayer})
	alice.Open(classroom.Invitation{})
	h.mu.Lock()
	var code string
	for c := range h.rooms {
		code = c
	}
	h.mu.Unlock()
	p.Close()
	if _, err := bob.Join(code); err == nil || err.Error() != "alice has left that game (room "+code+")" {
		t.Errorf("bob joins the room of a game alice left: %v", err)
	}
}

// TestWatchClocks: a watched timed game opens with the game's time
// control and both players' clocks as the mover's board had them, the
// side to move's running; the spectator's relayed move carries its
// mover's clock, as a classmate's does.
func TestWatchClocks(t *testing.T) {
	h, ctx, cancel := testHub(t)
	tc := variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	pos := ticTacToe(t, 4)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	alice.SetTimeControl(tc)
	clocks := [2]engine.Clock{{Left: 50 * time.Second, Increment: tc.Increment}, {Left: time.Minute, Increment: tc.Increment}}
	done := make(chan error, 1)
	go func() { // alice played b2 with 50 s left; bob is to move
		_, _, err := alice.SearchClocks(ctx, pos[1], clocks, nil)
		done <- err
	}()
	if _, err := bob.Search(ctx, pos[0], nil); err != nil {
		t.Fatalf("bob did not get alice's move: %v", err)
	}
	w, _, ok := h.classroom("c", "carol").Watch(0)
	if !ok || w.TimeControl != tc || w.Clock == nil {
		t.Fatalf("carol watches %+v, %v: want the time control %v and the clocks", w, ok, tc)
	}
	if c := *w.Clock; c.Control != tc.String() || c.Running != 1 || c.LeftMS[0] != 50000 || c.LeftMS[1] > 60000 || c.LeftMS[1] < 50000 {
		t.Errorf("the watch's clocks %+v: want X 50000 ms, O running from 60000", c)
	}
	sp, _ := h.newSpectator(engine.Config{Player: w.Players[0]})
	res, _, err := sp.SearchClocks(ctx, pos[0], [2]engine.Clock{}, nil)
	if err != nil {
		t.Fatalf("the spectator of alice's side: %v", err)
	}
	if left, timed := sp.MoverLeft(); !timed || left != 50*time.Second {
		t.Errorf("the spectator's move carries %v (timed %v), want 50s", left, timed)
	}
	// Said as the players' boards say it ("alice played b2 (clock
	// 0:50)"), not "(instant)".
	if res.Stopped != "clock 0:50" {
		t.Errorf("the spectator's move stopped by %q, want \"clock 0:50\"", res.Stopped)
	}
	cancel()
	<-done
}

// pairedAfterBob pairs alice (@bob) and bob (@alice) in h and plays
// pos[0] to pos[2] between them: bob has moved, alice is to move, and
// bobWaits ends when bob's wait for her move does.
func pairedAfterBob(t *testing.T, h *hub, ctx context.Context, pos []variants.Position) (alice, bob *peer, bobWaits chan error) {
	t.Helper()
	alice = h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	bob = h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	aliceWaits := search(ctx, alice, pos[1])
	if _, err := bob.Search(ctx, pos[0], nil); err != nil {
		t.Fatal(err)
	}
	bobWaits = search(ctx, bob, pos[2])
	if err := waitErr(t, aliceWaits); err != nil {
		t.Fatal(err)
	}
	return alice, bob, bobWaits
}

// TestTellFlag: alice's flag falls on her board while she is to move;
// bob's classmate and carol's spectator of alice's side end their
// searches on it (Flagged), so every board ends the game as hers did.
func TestTellFlag(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0)
	alice, bob, bobWaits := pairedAfterBob(t, h, ctx, pos)
	w, _, _ := h.classroom("c", "carol").Watch(0)
	sp, _ := h.newSpectator(engine.Config{Player: w.Players[0]})
	spDone := search(ctx, sp, pos[2])
	alice.TellFlag(pos[2])
	if err := waitErr(t, bobWaits); err == nil || !bob.Flagged() {
		t.Errorf("bob's wait after alice's flag: %v, flagged %v", err, bob.Flagged())
	}
	if err := waitErr(t, spDone); err == nil || !sp.Flagged() {
		t.Errorf("carol's wait after alice's flag: %v, flagged %v", err, sp.Flagged())
	}
}

// TestTellResign: alice resigns on her board while she is to move: bob's
// wait for her move ends on it (Resigned), so his board ends the game as
// hers did; it waited for a move that never came. Her leaving the game
// afterwards does not turn it into a drop.
func TestTellResign(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0)
	alice, bob, bobWaits := pairedAfterBob(t, h, ctx, pos)
	w, _, _ := h.classroom("c", "carol").Watch(0)
	sp, _ := h.newSpectator(engine.Config{Player: w.Players[0]})
	spDone := search(ctx, sp, pos[2])
	alice.TellResign()
	if err := waitErr(t, bobWaits); err == nil || !bob.Resigned() || !strings.Contains(err.Error(), "alice resigned") {
		t.Errorf("bob's wait after alice resigned: %v, resigned %v", err, bob.Resigned())
	}
	// carol, watching, ends the game on it too: her board had waited on.
	if err := waitErr(t, spDone); err == nil || !sp.Resigned() {
		t.Errorf("carol's wait for alice's move after she resigned: %v, resigned %v", err, sp.Resigned())
	}
	// A move played before still reaches her board, which catches up.
	bobSide, _ := h.newSpectator(engine.Config{Player: w.Players[1]})
	if _, err := bobSide.Search(ctx, pos[1], nil); err != nil {
		t.Errorf("carol's catch-up of bob's move after alice resigned: %v", err)
	}
	alice.Close()
	if _, err := bob.Search(ctx, pos[2], nil); err == nil || !bob.Resigned() {
		t.Errorf("bob's next wait after alice resigned and left: %v, resigned %v", err, bob.Resigned())
	}
	if alice.Resigned() {
		t.Error("alice's own resignation reads as her classmate's")
	}
}

// TestMoveBeforeResignation: a move made before its mover resigned
// reaches the classmate's board before the resignation does.
func TestMoveBeforeResignation(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0, 0)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	aliceWaits := search(ctx, alice, pos[1]) // alice played b2
	if _, err := bob.Search(ctx, pos[0], nil); err != nil {
		t.Fatal(err)
	}
	bobCtx, stopBob := context.WithCancel(ctx)
	bobWaits := search(bobCtx, bob, pos[2]) // bob replied
	if err := waitErr(t, aliceWaits); err != nil {
		t.Fatal(err)
	}
	stopBob() // bob's board is not waiting when alice moves and resigns
	waitErr(t, bobWaits)
	search(ctx, alice, pos[3])
	for !tableAt(h, pos[3]) {
		time.Sleep(time.Millisecond)
	}
	alice.TellResign()
	if res, err := bob.Search(ctx, pos[2], nil); err != nil || bob.Resigned() {
		t.Fatalf("bob's wait for alice's last move: %q, %v (resigned %v)", res.MoveText, err, bob.Resigned())
	}
	if _, err := bob.Search(ctx, pos[3], nil); err == nil || !bob.Resigned() {
		t.Errorf("bob's next wait: %v, resigned %v", err, bob.Resigned())
	}
}

// tableAt reports whether a table of h stands at pos.
func tableAt(h *hub, pos variants.Position) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, tb := range h.tables {
		tb.mu.Lock()
		at := tb.pos.Encode() == pos.Encode()
		tb.mu.Unlock()
		if at {
			return true
		}
	}
	return false
}

// TestLeftPairedGame: alice leaves a game paired with bob's (esc): his
// wait ends with the reason, as on a drop, and both games stay saved.
func TestLeftPairedGame(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t, 4, 0)
	alice, _, bobWaits := pairedAfterBob(t, h, ctx, pos)
	alice.Close()
	if err := waitErr(t, bobWaits); err == nil || !strings.Contains(err.Error(), "alice left; your game is saved") {
		t.Errorf("bob's wait after alice left the game: %v", err)
	}
}

// testMember adds a session named name to h without a program: its
// messages stay in its mailbox, for the test to read.
func testMember(h *hub, id, name string) *member {
	m := &member{id: id, name: name, mail: newMailbox()}
	h.mu.Lock()
	h.members[m] = struct{}{}
	h.mu.Unlock()
	return m
}

// mailOf is the first message of type T in m's mailbox, if one came;
// it reads the mailbox up to that message, or empties it.
func mailOf[T tea.Msg](m *member) (T, bool) {
	for {
		msg, ok := m.mail.takeWithin(0)
		if !ok {
			var zero T
			return zero, false
		}
		if v, ok := msg.(T); ok {
			return v, true
		}
	}
}

// TestWithdrawnReachesInvitee: an invitation withdrawn before bob
// answers it, because alice left that game or her flag fell before
// anyone came, reaches bob's program at once with why, and accepting it
// says the same; a flag that falls on a room before anyone joins closes
// the room.
func TestWithdrawnReachesInvitee(t *testing.T) {
	pos := ticTacToe(t)
	for _, c := range []struct {
		name string
		end  func(p *peer)
		want string
	}{
		{"left", func(p *peer) { p.Close() }, "alice has left that game"},
		{"flag", func(p *peer) { p.TellFlag(pos[0]) }, "alice's flag fell before you accepted"},
	} {
		h, _, _ := testHub(t)
		bob := testMember(h, "b", "bob")
		inv := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}
		p := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
		h.classroom("a", "alice").Invite(inv)
		c.end(p)
		if w, ok := mailOf[classroom.WithdrawnMsg](bob); !ok || w.From != "alice" || w.Why != c.want {
			t.Errorf("%s: bob's program got %+v, %v; want %q", c.name, w, ok, c.want)
		}
		if err := h.classroom("b", "bob").Answer(inv, true); err == nil || err.Error() != c.want {
			t.Errorf("%s: bob accepts: %v, want %q", c.name, err, c.want)
		}
	}
	// A room whose owner's flag fell before anyone joined.
	h, _, _ := testHub(t)
	p := h.newPeer("a", "alice", engine.Config{Player: ClassmatePlayer})
	h.classroom("a", "alice").Open(classroom.Invitation{Variant: "tictactoe"})
	h.mu.Lock()
	var code string
	for c := range h.rooms {
		code = c
	}
	h.mu.Unlock()
	p.TellFlag(pos[0])
	if _, err := h.classroom("b", "bob").Join(code); err == nil || err.Error() != "alice's flag fell before anyone joined (room "+code+")" {
		t.Errorf("bob joins the room of a game whose flag fell: %v", err)
	}
}

// TestFlagAfterPairingNotWithdrawn: alice's flag falling while bob's
// classmate waits in the lobby ends his game on it, as before, and
// withdraws nothing.
func TestFlagAfterPairingNotWithdrawn(t *testing.T) {
	h, ctx, _ := testHub(t)
	pos := ticTacToe(t)
	bobMail := testMember(h, "b", "bob")
	p := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	waits := search(ctx, bob, pos[0]) // alice (X) is to move
	if !waitUntil(func() bool { h.mu.Lock(); defer h.mu.Unlock(); return len(h.lobby) == 1 }) {
		t.Fatal("bob's classmate is not in the lobby")
	}
	p.TellFlag(pos[0])
	if err := waitErr(t, waits); err == nil || !bob.Flagged() {
		t.Errorf("bob's wait after alice's flag: %v, flagged %v", err, bob.Flagged())
	}
	if w, ok := mailOf[classroom.WithdrawnMsg](bobMail); ok {
		t.Errorf("bob's program was told %+v", w)
	}
}

// TestFlagBeforeClassmateCame: alice's flag falls on her board before
// bob's board reaches the hub, after bob accepted her invitation (a) or
// in a game both resume with R (b): bob's board, when it comes to that
// position, ends the game on her flag rather than wait for her. A board
// at another position is not ended by it.
func TestFlagBeforeClassmateCame(t *testing.T) {
	pos := ticTacToe(t, 4, 0)
	for _, c := range []struct {
		name    string
		at      variants.Position // where alice's flag falls, she to move
		invited bool
	}{
		{"accepted", pos[0], true},
		{"resumed", pos[2], false},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, ctx, _ := testHub(t)
			alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
			inv := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}
			if c.invited {
				h.classroom("a", "alice").Invite(inv)
				if err := h.classroom("b", "bob").Answer(inv, true); err != nil {
					t.Fatal(err)
				}
			}
			alice.TellFlag(c.at)
			bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
			if err := waitErr(t, search(ctx, bob, c.at)); err == nil || !bob.Flagged() {
				t.Errorf("bob's board after alice's flag: %v, flagged %v", err, bob.Flagged())
			}
		})
	}
	// At another position than the flag's, bob's board waits for alice.
	h, ctx, cancel := testHub(t)
	alice := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	alice.TellFlag(pos[2])
	bob := h.newPeer("b", "bob", engine.Config{Player: "@alice"})
	waits := search(ctx, bob, pos[0])
	if !waitUntil(func() bool { h.mu.Lock(); defer h.mu.Unlock(); return len(h.lobby) == 1 }) {
		t.Fatal("bob's board at another position did not wait for alice")
	}
	cancel()
	if err := waitErr(t, waits); bob.Flagged() {
		t.Errorf("bob's board at another position ended on the flag: %v", err)
	}
}

// TestRestartInvitesAgain: alice's invitation was withdrawn (her flag
// fell before bob answered); she restarts the game with r (a new peer
// of the same classmate, then the old one closed): bob's line gets her
// invitation again, which he can accept, instead of saying withdrawn.
func TestRestartInvitesAgain(t *testing.T) {
	h, _, _ := testHub(t)
	bob := testMember(h, "b", "bob")
	inv := classroom.Invitation{From: "alice", To: "bob", Variant: "tictactoe"}
	old := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	h.classroom("a", "alice").Invite(inv)
	old.TellFlag(ticTacToe(t)[0])
	if _, ok := mailOf[classroom.WithdrawnMsg](bob); !ok {
		t.Fatal("bob was not told the invitation is withdrawn")
	}
	restarted := h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	old.Close()
	if got, ok := mailOf[classroom.InviteMsg](bob); !ok || got.Invitation.From != "alice" || got.Invitation.Variant != "tictactoe" {
		t.Errorf("bob's program got %+v, %v; want alice's invitation again", got, ok)
	}
	if err := h.classroom("b", "bob").Answer(inv, true); err != nil {
		t.Errorf("bob accepts the restarted game: %v", err)
	}
	// Answered, it is not sent again when a later game of alice's
	// reopens a withdrawal.
	restarted.TellFlag(ticTacToe(t)[0])
	h.newPeer("a", "alice", engine.Config{Player: "@bob"})
	if got, ok := mailOf[classroom.InviteMsg](bob); ok {
		t.Errorf("an answered invitation was sent again: %+v", got)
	}
}

// TestInviteRestartAfterFlag: alice's flag falls before bob answers her
// invitation, so his line says it is withdrawn; alice restarts the game
// with r: bob's line offers her invitation again.
func TestInviteRestartAfterFlag(t *testing.T) {
	alice, bob := inviteOnThreeSeconds(t)
	if !bob.screen.waitFor("alice's invitation is withdrawn: alice's flag fell before you accepted") {
		t.Fatalf("bob's line does not say the invitation is withdrawn: %q", bob.screen.text()[max(0, len(bob.screen.text())-1500):])
	}
	n := len(bob.screen.text())
	alice.in.Write([]byte("r"))
	if !bob.screen.waitForSince(n, "alice invites you to Tic-tac-toe as O") {
		t.Fatalf("bob's line after alice's r: %q", bob.screen.text()[n:])
	}
}
