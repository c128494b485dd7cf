package cli

import (
	"bytes"
	"strings"
	"testing"

	"rollout/engine"
)

// run executes the command line in-process and returns the exit status,
// stdout and stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(&Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}, args)
	return code, out.String(), errOut.String()
}

func TestPerft(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-variant", "tictactoe", "-depth", "9"}, "Nodes searched: 127872\n"},
		{[]string{"perft", "-variant", "nim", "-position", "1/2 1", "-depth", "3"}, "Nodes searched: 3\n"},
		{[]string{"perft", "-variant", "chess", "-depth", "3"}, "Nodes searched: 8902\n"},
		{[]string{"perft", "-variant", "rollerball", "-depth", "4"}, "Nodes searched: 4652\n"},
		{[]string{"perft", "-variant", "chess", "-depth", "0"}, "Nodes searched: 1\n"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, c.args...)
		if code != 0 || !strings.HasSuffix(out, c.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", c.args, code, out, errOut, c.want)
		}
	}
}

func TestPerftDivide(t *testing.T) {
	code, out, _ := run(t, "perft", "-variant", "rollerball", "-depth", "3", "-divide")
	want := "c1b1: 49\nc1b2: 49\nc2b1: 78\nc2b2: 78\nc2b3: 56\ne1f1: 77\ne2f2: 89\n\nNodes searched: 476\n"
	if code != 0 || out != want {
		t.Fatalf("status %d, got\n%s\nwant\n%s", code, out, want)
	}
}

// Rollerball positions A, B and C of RULES.md, reached through -moves.
func TestPerftRollerballPositions(t *testing.T) {
	cases := []struct {
		moves string
		depth string
		want  string
	}{
		{"e2f2 e6f7 c2b2 d7g4 d1a4 c7b7 b2a3 f7g6 e1d1 g4f3 a4b3 f3e2", "3", "4369"},
		{"e2f2 e6f5 c1b2 f5g4 d2e2 g4g3 f2f3 e7f7 c2b1 c6b6 b1a1 d6e6 d1b3 b6c6 b3b5 e6d6 e1c1 g3f2", "3", "622"},
		{"c1b1 c6b6 e2f2 b6a6 b1a2 a6a7 d2e2 e6f5 a2a3 f5f4 f2f3 d6e6 a3a4 a7a6 c2b3 f4g3 a4b5 a6d6 b5c6 c7b7 f3f4 b7c7 e2f1 e6f7 f4f5 f7g7 f5g5 d7g4 b3a4 g4f5 d1b3 d6g6 e1a1 c7b7 a4a5 g6f6 f1g1 f6g6 c6d7 g6f6", "3", "5410"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, "perft", "-variant", "rollerball", "-moves", c.moves, "-depth", c.depth)
		if code != 0 || out != "Nodes searched: "+c.want+"\n" {
			t.Errorf("status %d, stdout %q, stderr %q, want %s", code, out, errOut, c.want)
		}
	}
}

// Analyze with a rollout budget prints the same stdout every time and for
// any worker count, ending with the table and bestmove.
func TestAnalyzeReproducible(t *testing.T) {
	args := []string{"analyze", "-variant", "tictactoe", "-player", "flat", "-rollouts", "20000", "-seed", "7"}
	_, first, _ := run(t, args...)
	for _, extra := range [][]string{nil, {"-workers", "1"}, {"-workers", "2"}} {
		code, out, errOut := run(t, append(append([]string{}, args...), extra...)...)
		if code != 0 {
			t.Fatalf("status %d: %s", code, errOut)
		}
		if out != first {
			t.Fatalf("%v: output differs:\n%s\n---\n%s", extra, out, first)
		}
	}
	if !strings.Contains(first, "****") || !strings.HasPrefix(lastLine(first), "bestmove ") {
		t.Fatalf("want a starred table and a bestmove line:\n%s", first)
	}
}

// A seeded analysis with a rollout budget is reproducible even when the
// tree fills and recycles (-nodes small): the recycle falls after the
// iteration that filled the arena, not after a chunk sized by the clock.
func TestAnalyzeReproducibleWhenRecycling(t *testing.T) {
	args := []string{"analyze", "-variant", "chess", "-player", "uct", "-nodes", "300", "-rollouts", "8000", "-seed", "3", "-workers", "1"}
	_, first, _ := run(t, args...)
	for range 3 {
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Fatalf("status %d: %s", code, errOut)
		}
		if out != first {
			t.Fatalf("output differs:\n%s\n---\n%s", out, first)
		}
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestAnalyzeMateInOne(t *testing.T) {
	code, out, errOut := run(t, "analyze", "-variant", "chess", "-position", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "-player", "flat", "-rollouts", "20000")
	if code != 0 || lastLine(out) != "bestmove a1a8" {
		t.Fatalf("status %d, stderr %s, stdout:\n%s", code, errOut, out)
	}
}

// Bad input exits 2 with a message and nothing on stdout.
func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"perft", "-variant", "checkers"}, "unknown variant"},
		{[]string{"perft", "-variant", "chess", "-position", "not a fen"}, "chess"},
		{[]string{"perft", "-variant", "tictactoe", "-moves", "a1 a1"}, `move 2 "a1"`},
		{[]string{"perft", "-depth", "-1"}, "-depth -1: want 0 to 15"},
		{[]string{"perft", "-bogus"}, "flag provided but not defined"},
		{[]string{"analyze", "-variant", "tictactoe", "-player", "alphazero"}, "unknown player"},
		{[]string{"analyze", "-variant", "tictactoe", "-estimator", "magic"}, `-estimator "magic": want one of plain, rb, eval`},
		{[]string{"analyze", "-variant", "tictactoe", "-position", "xxx/ooo/3 x"}, "tictactoe"},
		{[]string{"analyze", "-variant", "tictactoe", "-rollouts", "-5"}, "negative"},
		// -infinite dropped a limit beside it and searched past it.
		{[]string{"analyze", "-variant", "tictactoe", "-infinite", "-time", "1s"}, "analyze: -infinite searches until interrupted: no -time with it"},
		{[]string{"analyze", "-variant", "tictactoe", "-rollouts", "100", "-infinite"}, "no -rollouts with it"},
		{[]string{"frobnicate"}, "unknown command"},
		{[]string{"-variant", "go"}, "unknown variant"},
		{[]string{"-first", "nobody"}, "unknown player"},
		// A level is the default player's: with no side of it the flag
		// was dropped without a word.
		{[]string{"-variant", "chess", "-second", "uct", "-level", "3"}, "-level 3: no side is played by default"},
		{[]string{"-variant", "chess", "-second", "perfect"}, "exact solver"},
		{[]string{"analyze", "-variant", "rollerball", "-player", "perfect"}, "exact solver"},
		{[]string{"bench", "-time", "0s"}, "-time 0s: too short to measure a rate"},
		// A run too short to time printed rates and ratios of noise
		// (x0.35 for two workers over one).
		{[]string{"bench", "-time", "1ns"}, "-time 1ns: too short to measure a rate: at least 10ms"},
		{[]string{"bench", "-time", "9ms"}, "at least 10ms"},
		// random and perfect play no rollouts: bench printed "0
		// rollouts/s on 1 worker, 0 rollouts/s on 2 workers (xNaN)".
		{[]string{"bench", "-variant", "nim", "-player", "random", "-time", "10ms"}, "random plays no rollouts"},
		{[]string{"bench", "-variant", "nim", "-player", "flat,perfect", "-time", "10ms"}, "perfect plays no rollouts"},
		{[]string{"perft", "extra"}, "unexpected argument"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

func TestVersionAndHelp(t *testing.T) {
	if code, out, _ := run(t, "-version"); code != 0 || !strings.HasPrefix(out, "rollout ") {
		t.Fatalf("-version: %d %q", code, out)
	}
	code, out, errOut := run(t, "-h")
	if code != 0 || !strings.Contains(out, "perft") || !strings.Contains(out, "flat") || !strings.Contains(out, "-variant") || errOut != "" {
		t.Fatalf("-h: %d\n%s\nstderr: %s", code, out, errOut)
	}
}

// bench measures flat's rollouts and uct's iterations on one worker and
// on W, one line each; an unknown player is a usage error.
func TestBench(t *testing.T) {
	code, out, errOut := run(t, "bench", "-variant", "nim", "-time", "100ms", "-workers", "2")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 ||
		!strings.HasPrefix(lines[0], "nim/flat: ") || !strings.Contains(lines[0], "rollouts/s on 1 worker") ||
		!strings.HasPrefix(lines[1], "nim/uct: ") || !strings.Contains(lines[1], "iterations/s on 2 workers") {
		t.Fatalf("status %d, stdout %q, stderr %q", code, out, errOut)
	}
	// One worker is "1 worker" in both runs' words: it read "on 1
	// workers".
	if code, out, errOut = run(t, "bench", "-variant", "nim", "-player", "flat", "-time", "50ms", "-workers", "1"); code != 0 || strings.Contains(out, "1 workers") || strings.Count(out, "on 1 worker") != 2 {
		t.Errorf("-workers 1: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = run(t, "bench", "-variant", "nim", "-player", "flat,deep-blue", "-time", "100ms")
	if code != 2 || !strings.Contains(errOut, "deep-blue") {
		t.Fatalf("unknown player: status %d, stderr %q", code, errOut)
	}
}

// -policy light plays and labels its player in the match lines; an
// unknown policy, or light beside rb, is a usage error.
func TestPolicyFlag(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "flat", "-a-policy", "light", "-b", "random", "-games", "2", "-rollouts", "200", "-workers", "1")
	if code != 0 || !strings.Contains(out, "flat+light (a)") {
		t.Fatalf("status %d, stdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	for _, args := range [][]string{
		{"analyze", "-variant", "tictactoe", "-player", "flat", "-policy", "heavy", "-rollouts", "10"},
		{"analyze", "-variant", "tictactoe", "-player", "flat", "-policy", "light", "-estimator", "rb", "-rollouts", "10"},
	} {
		if code, _, errOut := run(t, args...); code != 2 {
			t.Errorf("%v: status %d, stderr %q; want 2", args, code, errOut)
		}
	}
}

// -engines names external UCI engines for the setup screen; a spec that is
// not one is a usage error before the TUI starts.
func TestEnginesFlag(t *testing.T) {
	got, err := externalEngines("uci:sh,movetime=100; ;uci:sh")
	if err != nil || len(got) != 2 || got[0] != "uci:sh,movetime=100" || got[1] != "uci:sh" {
		t.Fatalf("got %q, %v", got, err)
	}
	for _, bad := range []string{"stockfish", "uci:no-such-engine-here", "uci:sh,movetime=soon"} {
		if code, _, errOut := run(t, "-engines", bad); code != 2 || !strings.Contains(errOut, "-engines") {
			t.Errorf("-engines %q: exit %d, stderr %q; want 2 naming -engines", bad, code, errOut)
		}
	}
}

// A finished game is refused in the game's own words: White and Black at
// chess, X and O at tic-tac-toe, never "first" and "second".
func TestGameOverInTheGamesWords(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-position", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"}, "the game is over (Black wins by checkmate)"},
		{[]string{"analyze", "-moves", "f3 e5 g4 Qh4"}, "the game is over (Black wins by checkmate)"},
		{[]string{"study", "-variant", "tictactoe", "-moves", "a1 b1 a2 b2 a3"}, "the game is over (X wins by three in a row)"},
		{[]string{"match", "-variant", "tictactoe", "-moves", "a1 b1 a2 b2 c3 b3"}, "already over at the start position (O wins by three in a row)"},
	}
	for _, c := range cases {
		code, _, errOut := run(t, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "second") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// bench names its unit by what the player is (engine.PlayerInfo), not by
// its name: every tree player counts iterations, the others rollouts.
func TestBenchUnit(t *testing.T) {
	for _, p := range engine.Players() {
		want := "rollouts/s"
		switch {
		case p.Tree:
			want = "iterations/s"
		case p.NeedsAlphaBeta:
			want = "nodes/s"
		}
		if got := benchUnit(p.Name); got != want {
			t.Errorf("%s: %s, want %s", p.Name, got, want)
		}
	}
	if got := benchUnit("uct"); got != "iterations/s" {
		t.Errorf("uct: %s", got)
	}
	if got := benchUnit("flat"); got != "rollouts/s" {
		t.Errorf("flat: %s", got)
	}
}

// TestErrorsOneStyle: a command's errors read after its name, its flag's
// as "-flag VALUE: what is wrong", never after a package's name. Before,
// serve said "-max-sessions 0: at least 1" beside "serve:
// -session-workers 300: at most 256", and match "engine: unknown player".
func TestErrorsOneStyle(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "-max-sessions", "0"}, "rollout: serve: -max-sessions 0: at least 1\n"},
		{[]string{"serve", "-session-workers", "300"}, "rollout: serve: -session-workers 300: at most 256\n"},
		{[]string{"serve", "-session-nodes", "99999999999"}, "rollout: serve: -session-nodes 99999999999: at most 16777216\n"}, // it exited 1, from serve.New
		{[]string{"match", "-a", "nosuch"}, `rollout: match: -a "nosuch": unknown player (known: `},
		{[]string{"match", "-b", "nosuch"}, `rollout: match: -b "nosuch": unknown player (known: `},
		{[]string{"match", "-games", "-1"}, "rollout: match: -games -1: at least 1\n"},
		{[]string{"analyze", "-player", "nosuch"}, `rollout: analyze: -player "nosuch": unknown player`},
		{[]string{"bench", "-player", "nosuch"}, `rollout: bench: -player "nosuch": unknown player`},
		{[]string{"analyze", "-variant", "nosuch"}, `rollout: analyze: -variant "nosuch": unknown variant (known: `},
		{[]string{"perft", "-depth", "x"}, `rollout: perft: -depth "x": want a whole number`},
		{[]string{"-first", "nosuch"}, `rollout: -first "nosuch": unknown player`},
	} {
		code, _, errOut := run(t, c.args...)
		if code != 2 || !strings.HasPrefix(errOut, c.want) || strings.Contains(errOut, "engine:") || strings.Contains(errOut, "registry:") {
			t.Errorf("%v: status %d, stderr %q; want status 2 and %q first", c.args, code, errOut, c.want)
		}
	}
}
