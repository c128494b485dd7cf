package cli

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mainEnv, when set, makes the test binary run the command line after
// "--" as rollout would (Main with the process's streams) instead of the
// tests: what a test needs to signal a real process.
const mainEnv = "ROLLOUT_CLI_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) != "" {
		args := os.Args[1:]
		for i, a := range args {
			if a == "--" {
				args = args[i+1:]
				break
			}
		}
		os.Exit(Main(&Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, args))
	}
	os.Exit(m.Run())
}

// rolloutCommand returns the test binary set up to run rollout with args.
func rolloutCommand(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], append([]string{"--"}, args...)...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	return cmd
}

// SIGTERM ends a match as SIGINT does: the game being played is dropped,
// every finished game is in stdout, the JSON lines and the PGN alike, and
// the process exits by itself (issue 20 item 5).
func TestMatchTerminated(t *testing.T) {
	dir := t.TempDir()
	jsonl, pgn := filepath.Join(dir, "k.jsonl"), filepath.Join(dir, "k.pgn")
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		cmd := rolloutCommand("match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "100000", "-jsonl", jsonl, "-pgn-out", pgn)
		var errOut strings.Builder
		cmd.Stderr = &errOut
		sc := signalAfter(t, cmd, 5, 50*time.Millisecond, sig)
		lines := 5
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "game ") {
				lines++
			}
		}
		if err := cmd.Wait(); killedBy(cmd) {
			t.Fatalf("%v killed the match (%v): it must stop and write what it has", sig, err)
		}
		j, _ := os.ReadFile(jsonl)
		p, _ := os.ReadFile(pgn)
		nj, np := strings.Count(string(j), "\n"), strings.Count(string(p), "[Event ")
		if nj == 0 || nj != np || nj != lines {
			t.Errorf("%v: %d game lines, %d JSON lines, %d PGN games; want the same, at least 1", sig, lines, nj, np)
		}
		// The error says the match was stopped, once, not the dropped
		// game's "game N: context canceled" below a line saying so.
		if e := errOut.String(); cmd.ProcessState.ExitCode() != 1 || strings.Count(e, "interrupted") != 1 || strings.Contains(e, "context canceled") {
			t.Errorf("%v: status %d, stderr %q; want 1 and one line saying the match was interrupted", sig, cmd.ProcessState.ExitCode(), e)
		}
	}
}

// SIGINT ends epd as it ends a match: the position being searched is
// dropped rather than answered by its cut search, no later position is
// searched (each would answer at once and read as a result), the
// summary counts what ran, and the exit is an error that says so.
func TestEPDInterrupted(t *testing.T) {
	cmd := rolloutCommand("epd", "-file", filepath.Join("..", "testdata", "wac.epd"), "-player", "uct", "-rollouts", "3000", "-workers", "1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	sc := signalAfter(t, cmd, 2, 0, syscall.SIGINT)
	results, summary := 2, ""
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "solved ") {
			summary = sc.Text()
			continue
		}
		results++
	}
	if err := cmd.Wait(); killedBy(cmd) {
		t.Fatalf("SIGINT killed epd (%v): it must stop and sum up", err)
	}
	if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(stderr.String(), "epd: interrupted after") {
		t.Errorf("exit %d, stderr %q; want 1 and the interruption named", cmd.ProcessState.ExitCode(), stderr.String())
	}
	if want := "/" + strconv.Itoa(results) + " "; !strings.HasPrefix(summary, "solved ") || !strings.Contains(summary, want) || results > 10 {
		t.Errorf("%d result lines, summary %q; want a few, all counted", results, summary)
	}
}

// signalAfter starts cmd, reads n lines of its stdout, waits pause and
// sends it sig; it returns the scanner over the rest of stdout.
func signalAfter(t *testing.T, cmd *exec.Cmd, n int, pause time.Duration, sig os.Signal) *bufio.Scanner {
	t.Helper()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for i := 0; i < n && sc.Scan(); i++ {
	}
	time.Sleep(pause)
	cmd.Process.Signal(sig)
	return sc
}

// killedBy reports whether the finished cmd was ended by a signal
// rather than exiting by itself.
func killedBy(cmd *exec.Cmd) bool {
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled()
}

// ^C stops a study between iterations: the trace ends in a whole JSON
// line, the DOT file holds the tree grown so far, and the process exits
// by itself with status 1 saying how far it got. It was killed mid-line,
// its buffered trace lost and no DOT written.
func TestStudyInterrupted(t *testing.T) {
	dot := filepath.Join(t.TempDir(), "tree.dot")
	cmd := rolloutCommand("study", "-variant", "chess", "-iterations", "1000000000", "-trace", "-dot", dot)
	var errOut strings.Builder
	cmd.Stderr = &errOut
	sc := signalAfter(t, cmd, 20, 50*time.Millisecond, syscall.SIGINT)
	lines := 20
	last := ""
	for sc.Scan() {
		lines++
		last = sc.Text()
	}
	err := cmd.Wait()
	if killedBy(cmd) {
		t.Fatalf("SIGINT killed the study (%v): it must stop and write what it has", err)
	}
	if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(errOut.String(), "study: interrupted after ") {
		t.Errorf("status %d, stderr %q; want 1 and how far it got", cmd.ProcessState.ExitCode(), errOut.String())
	}
	if !strings.HasPrefix(last, "{") || !strings.HasSuffix(last, "}") {
		t.Errorf("the trace's last line (of %d) is not a whole JSON object: %.100q", lines, last)
	}
	if b, err := os.ReadFile(dot); err != nil || !strings.HasPrefix(string(b), "digraph") {
		t.Errorf("DOT file after the interrupt: %v %.40q", err, b)
	}
}

// ^C ends analyze -infinite, which prints its table and exits 0; it cuts
// any other search short, and that prints its table too but exits 1
// saying so, as match, study and epd do: an interrupted -time 60s
// exited 0, its 1 s table taken for the one asked.
func TestAnalyzeInterrupted(t *testing.T) {
	for _, c := range []struct {
		budget []string
		code   int
		says   string
	}{
		{[]string{"-time", "60s"}, 1, "analyze: interrupted after "},
		{[]string{"-infinite"}, 0, ""},
	} {
		cmd := rolloutCommand(append([]string{"analyze", "-variant", "chess", "-player", "uct", "-workers", "1"}, c.budget...)...)
		var out strings.Builder
		cmd.Stdout = &out
		errPipe, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(errPipe)
		sc.Scan() // the first status line: the search runs, ^C is caught
		cmd.Process.Signal(syscall.SIGINT)
		var rest strings.Builder
		for sc.Scan() {
			rest.WriteString(sc.Text() + "\n")
		}
		cmd.Wait()
		if killedBy(cmd) {
			t.Fatalf("%v: SIGINT killed analyze", c.budget)
		}
		if code := cmd.ProcessState.ExitCode(); code != c.code || !strings.Contains(rest.String(), c.says) || !strings.Contains(out.String(), "\nbestmove ") {
			t.Errorf("%v: status %d, stdout %q, stderr's last %q; want %d, a table and %q", c.budget, code, out.String(), rest.String(), c.code, c.says)
		}
	}
}
