package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// keyFile writes an authorized_keys file of the keys' lines, each with
// its name as its comment.
func keyFile(t *testing.T, lines map[string][]byte) string {
	t.Helper()
	var b strings.Builder
	for name, line := range lines {
		b.WriteString(strings.TrimSpace(string(line)) + " " + name + "\n")
	}
	f := filepath.Join(t.TempDir(), "keys")
	if err := os.WriteFile(f, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return f
}

// login opens a session with key at 100x30 and waits for want.
func login(t *testing.T, addr string, key gossh.Signer, want string) *term {
	t.Helper()
	c, err := dial(addr, "x", gossh.PublicKeys(key))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	tm, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitFor(want) {
		t.Fatalf("no %q; got %q", want, tm.screen.text())
	}
	return tm
}

// TestTeachersSeat: the teacher's key opens the teacher's screen with
// the students by name and where they are; a position the teacher
// shows opens on every student's study screen, and ending it brings
// them back.
func TestTeachersSeat(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	bk, bline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline, "bob": bline})
	teachers := keyFile(t, map[string][]byte{"mrsmith": tline})
	state := t.TempDir()
	// alice has finished lesson 1.
	os.MkdirAll(filepath.Join(state, "users", keyID(ak.PublicKey())+"-alice"), 0o700)
	os.WriteFile(filepath.Join(state, "users", keyID(ak.PublicKey())+"-alice", progressFile), []byte(`{"done":{"1":{"right":2,"questions":3}}}`), 0o600)
	_, addr, logs := testServer(t, Config{StateDir: state, AuthorizedKeys: students, Teachers: teachers})

	teacher := login(t, addr, tk, "Teacher: 0 students")
	alice := login(t, addr, ak, "set up a game")
	bob := login(t, addr, bk, "set up a game")
	if !teacher.screen.waitFor("Teacher: 2 students") || !teacher.screen.waitFor("1:2/3") {
		t.Fatalf("the roster: %q", teacher.screen.text())
	}
	for _, name := range []string{"alice", "bob", "setup"} {
		if !strings.Contains(teacher.screen.text(), name) {
			t.Errorf("the roster lacks %q: %q", name, teacher.screen.text())
		}
	}

	teacher.in.Write([]byte("f"))
	teacher.screen.waitFor("game position>")
	teacher.in.Write([]byte("\x7f\x7f\x7f\x7f\x7f\x7ftictactoe x2/1o1/3 x\r"))
	if !teacher.screen.waitFor("Shown to every student: tictactoe x2/1o1/3 x") {
		t.Fatalf("the push was not confirmed: %q", teacher.screen.text())
	}
	for name, st := range map[string]*term{"alice": alice, "bob": bob} {
		if !st.screen.waitFor("Study  Tic-tac-toe") {
			t.Errorf("%s: no study screen: %q", name, st.screen.text())
		}
	}
	if !teacher.screen.waitFor("study") {
		t.Errorf("the roster does not show the students studying: %q", teacher.screen.text())
	}
	teacher.in.Write([]byte("z"))
	if !teacher.screen.waitFor("Ended: every student is back") {
		t.Fatalf("the end was not confirmed: %q", teacher.screen.text())
	}
	if !strings.Contains(logs.String(), "push") {
		t.Errorf("the push is not logged:\n%s", logs)
	}
}

// TestTeachersPushRefused: a push that does not read is refused on the
// teacher's screen and reaches nobody.
func TestTeachersPushRefused(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	_, addr, _ := testServer(t, Config{AuthorizedKeys: keyFile(t, map[string][]byte{"alice": aline}), Teachers: keyFile(t, map[string][]byte{"t": tline})})
	teacher := login(t, addr, tk, "Teacher: 0 students")
	login(t, addr, ak, "set up a game")
	teacher.in.Write([]byte("c"))
	teacher.screen.waitFor("lesson>")
	teacher.in.Write([]byte("99\r"))
	if !teacher.screen.waitFor("lesson 99: the course has lessons 1 to") {
		t.Errorf("lesson 99 was not refused: %q", teacher.screen.text())
	}
}

// TestModes: -modes learn,study refuses a game with the reason.
func TestModes(t *testing.T) {
	_, addr, _ := testServer(t, Config{Modes: []string{"learn", "study"}})
	_, tm := openSetup(t, addr, "alice")
	tm.in.Write([]byte("\r")) // start the preselected game
	if !tm.screen.waitFor("the teacher has not opened play on this server (open: learn, study)") {
		t.Errorf("the game was not refused: %q", tm.screen.text())
	}
	if _, err := New(Config{StateDir: t.TempDir(), Modes: []string{"chess"}}); err == nil {
		t.Error("-modes chess was taken")
	}
}

// TestProgressLeavesOutTeacher: a teacher who has logged in is not
// listed among the students by Students (rollout serve progress), and
// a student still is.
func TestProgressLeavesOutTeacher(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline})
	teachers := keyFile(t, map[string][]byte{"mrsmith": tline})
	state := t.TempDir()
	_, addr, _ := testServer(t, Config{StateDir: state, AuthorizedKeys: students, Teachers: teachers})
	teacher := login(t, addr, tk, "Teacher: 0 students")
	login(t, addr, ak, "set up a game")
	if !teacher.screen.waitFor("Teacher: 1 student") {
		t.Fatalf("the roster: %q", teacher.screen.text())
	}
	got, err := Students(state)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, st := range got {
		names = append(names, st.Name)
	}
	if len(names) != 1 || names[0] != "alice" {
		t.Errorf("Students = %q, want only alice (mrsmith is the teacher)", names)
	}
}

// TestFullClassLetsTheTeacherIn: the class's seats are the students';
// a teacher gets in when every one is taken, and a student past them
// is still told the server is full. Before, a class that filled the
// server left its teacher outside, told it was full.
func TestFullClassLetsTheTeacherIn(t *testing.T) {
	tk, tline := newKey(t)
	ak, aline := newKey(t)
	bk, bline := newKey(t)
	ck, cline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline, "bob": bline, "carol": cline})
	teachers := keyFile(t, map[string][]byte{"mrsmith": tline})
	_, addr, _ := testServer(t, Config{AuthorizedKeys: students, Teachers: teachers, MaxSessions: 2})
	login(t, addr, ak, "set up a game")
	login(t, addr, bk, "set up a game")
	teacher := login(t, addr, tk, "Teacher: 2 students")
	if !teacher.screen.waitFor("bob") {
		t.Fatalf("the roster: %q", teacher.screen.text())
	}
	c, err := dial(addr, "x", gossh.PublicKeys(ck))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	carol, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	if !carol.stderr.waitFor("the server is full (2 sessions, its most)") {
		t.Fatalf("a third student: %q %q", carol.screen.text(), carol.stderr.text())
	}
}
