package uci

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// childEnv, when set, makes the test binary run a UCI session on its
// standard streams instead of the tests: polyglot starts it as its engine.
const childEnv = "ROLLOUT_UCI_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		if err := Run(os.Stdin, os.Stdout, "test"); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// polyglotPath finds the polyglot adapter (Debian installs it in /usr/games).
func polyglotPath() string {
	if p, err := exec.LookPath("polyglot"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/polyglot"); err == nil {
		return "/usr/games/polyglot"
	}
	return ""
}

// TestPolyglotDrivesEngine runs the engine under polyglot, a real UCI peer
// that translates for xboard GUIs: it must complete the UCI handshake,
// answer "go" with moves polyglot accepts, and follow a move played
// against it.
func TestPolyglotDrivesEngine(t *testing.T) {
	pg := polyglotPath()
	if pg == "" {
		t.Skip("polyglot is not installed (apt-get install polyglot)")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ini := filepath.Join(dir, "rollout.ini")
	config := fmt.Sprintf("[PolyGlot]\nEngineDir = %s\nEngineCommand = %s\nBook = false\nLog = false\n[Engine]\nPlayer = flat\nThreads = 1\n", dir, self)
	if err := os.WriteFile(ini, []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(pg, ini)
	cmd.Env = append(os.Environ(), childEnv+"=1")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		io.WriteString(stdin, "quit\n")
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(time.Minute):
			cmd.Process.Kill()
			t.Error("polyglot did not exit after quit")
		}
	}()
	lines := make(chan string, 256)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	move := regexp.MustCompile(`^move ([a-h][1-8][a-h][1-8][qrbn]?)$`)
	expect := func(re *regexp.Regexp) []string {
		t.Helper()
		// A minute: polyglot and the race-built engine it starts share a
		// loaded machine; only a hang takes that long.
		deadline := time.After(time.Minute)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("polyglot closed its output before %v", re)
				}
				if m := re.FindStringSubmatch(l); m != nil {
					return m
				}
			case <-deadline:
				t.Fatalf("no line matching %v from polyglot within a minute", re)
			}
		}
	}
	io.WriteString(stdin, "xboard\nprotover 2\n")
	expect(regexp.MustCompile(`^feature done=1`))
	// post: thinking output on, as a GUI shows it. Every info string
	// comes through as a line of depth 1 ("1 +0 0 0 TEXT"): a search
	// says none, only its depth, score, time, nodes and line.
	io.WriteString(stdin, "new\npost\nst 1\ngo\n")
	thinking := regexp.MustCompile(`^(\d+) [+-]?\d+ \d+ \d+ (.*)$`)
	san := regexp.MustCompile(`^([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?|O-O(-O)?)[+#]?$`)
	var played []string
	for len(played) < 2 {
		l := expect(regexp.MustCompile(`^(move .*|\d+ [+-]?\d+ \d+ \d+ .*)$`))
		if m := move.FindStringSubmatch(l[0]); m != nil {
			played = append(played, m[1])
			if len(played) == 1 {
				io.WriteString(stdin, "usermove e7e5\n")
			}
			continue
		}
		if m := thinking.FindStringSubmatch(l[0]); m != nil && m[2] != "" && !san.MatchString(strings.Fields(m[2])[0]) {
			t.Errorf("a thinking line that is no search's line: %q", l[0])
		}
	}
	t.Logf("engine played %s, then %s after e7e5", played[0], played[1])
}
