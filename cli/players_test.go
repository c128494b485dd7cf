package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollout/match"
)

// A match against an external engine that crashes or plays an illegal
// move stops with a message that says which engine did what; a spec
// that names no program, or an external engine at a game other than
// chess, is a usage error before any game.
func TestMatchWithBadExternalEngine(t *testing.T) {
	fake, err := filepath.Abs("testdata/fake-uci.sh")
	if err != nil {
		t.Fatal(err)
	}
	// timeout bounds the handshake too: generous where the engine answers
	// (a loaded machine can take seconds to start it), short only where
	// the hang is the point.
	for _, c := range []struct{ mode, timeout, want string }{
		{"crash", "60s", "game 1: uci: fake-crash stopped answering while searching: it exited (exit status 3); its last words: fake: boom"},
		{"hang", "5s", `game 1: uci: fake-hang sent no bestmove within 5s of "go movetime 50"'s 50ms (hung?)`},
		{"illegal", "60s", `game 1: uci: fake-illegal sent an illegal bestmove "e2e5"`},
	} {
		t.Run(c.mode, func(t *testing.T) {
			t.Setenv("FAKE_UCI_MODE", c.mode)
			code, _, errOut := run(t, "match", "-variant", "chess", "-a", "uci:"+fake+",timeout="+c.timeout, "-b", "random", "-games", "2", "-order", "a", "-time", "50ms")
			if code != 1 || !strings.Contains(errOut, c.want) {
				t.Fatalf("exit %d, stderr %q; want 1 and %q", code, errOut, c.want)
			}
		})
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "chess", "-a", "uci:no-such-engine-here"}, "not found"},
		{[]string{"-variant", "nim", "-a", "uci:" + fake}, "chess only"},
		{[]string{"-variant", "chess", "-a", "uci:" + fake + ",movetime=soon"}, "movetime=soon"},
	} {
		code, _, errOut := run(t, append([]string{"match", "-games", "1"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// A short match against stockfish at skill level 0, when installed, runs
// to its result table.
func TestMatchAgainstStockfish(t *testing.T) {
	if _, err := exec.LookPath("stockfish"); err != nil {
		if _, err := exec.LookPath("/usr/games/stockfish"); err != nil {
			t.Skip("stockfish is not installed")
		}
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-a", "random", "-b", "uci:stockfish,Skill Level=0,Threads=1,timeout=60s", "-time", "20ms", "-games", "1")
	if code != 0 || !strings.Contains(out, "result: random ") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
}

// With -clock an external engine is told both clocks (go wtime btime winc
// binc) and charged from go to bestmove; one that answers after its clock
// has run out loses on time: the game line says who, the PGN's
// Termination and the JSON line's reason say "time forfeit", the late
// move is not played, and the summary counts the loss.
func TestMatchClockForfeitByExternalEngine(t *testing.T) {
	fake, err := filepath.Abs("testdata/fake-uci.sh")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("FAKE_UCI_MODE", "late")
	dir := t.TempDir()
	code, out, errOut := run(t, "match", "-variant", "chess", "-a", "uci:"+fake+",timeout=60s", "-b", "random", "-games", "1",
		"-order", "a", "-clock", "100ms", "-clock-log", dir+"/clock.log", "-pgn-out", dir+"/games.pgn", "-jsonl", dir+"/games.jsonl")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{
		"game 1: uci:" + fake + ",timeout=60s (a) vs random (b): 0-1, 0 plies, time forfeit: uci:" + fake + ",timeout=60s (a) loses on time\n",
		"1 moves in 1 games",
		"losses on time 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for file, want := range map[string]string{
		"games.pgn":   `[Termination "time forfeit"]`,
		"games.jsonl": `"result":"0-1","reason":"time forfeit"`,
		"clock.log":   "1 uci:fake-uci.sh(a) 1 ",
	} {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil || !strings.Contains(string(data), want) {
			t.Errorf("%s lacks %q: %q %v", file, want, data, err)
		}
	}
}

// The game line names the side that lost on time, first or second mover,
// from the JSON line alone (so merge prints it too).
func TestGameLineNamesTheFlag(t *testing.T) {
	for _, c := range []struct{ result, want string }{
		{"0-1", "game 2: x (b) vs y (a): 0-1, 0 plies, time forfeit: x (b) loses on time\n"},
		{"1-0", "game 2: x (b) vs y (a): 1-0, 0 plies, time forfeit: y (a) loses on time\n"},
	} {
		var b strings.Builder
		l := match.Line{Game: 2, First: "x (b)", Second: "y (a)", Result: c.result, Reason: "time forfeit"}
		if err := gameLine(&b, l); err != nil || b.String() != c.want {
			t.Errorf("%s: %q %v, want %q", c.result, b.String(), err, c.want)
		}
	}
}
