package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// -sprt stops a match once the test decides, and prints the ratio with
// its bounds in the progress and in the summary, before the result line.
func TestMatchSPRT(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "searchlight", "-b", "random",
		"-games", "500", "-seed", "1", "-sprt", "0,100")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	games := strings.Count(out, "\ngame ") + 1
	if games >= 500 {
		t.Fatalf("%d games: the test did not stop the match", games)
	}
	for _, want := range []string{
		"SPRT of A's Elo over B: H0 0, H1 100 (logistic), alpha 0.05, beta 0.05; trinomial over",
		"bounds (-2.94, 2.94): H1 accepted after",
	} {
		if !strings.Contains(out, want) {
			t.Fatalf("output lacks %q:\n%s", want, out)
		}
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[len(lines)-1], "result: ") {
		t.Fatalf("last line %q", lines[len(lines)-1])
	}
	if !regexp.MustCompile(`match: 1/500 games, \d+ s, LLR -?\d+\.\d\d \(-2\.94, 2\.94\) trinomial`).MatchString(errOut) {
		t.Fatalf("stderr lacks the running LLR:\n%s", errOut)
	}
}

// -openings plays each opening twice, colours swapped, and the SPRT
// then counts pairs.
func TestMatchOpenings(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "o.epd")
	epd := "# two openings\n" +
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 id \"a\";\n" +
		"\n" +
		"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1\n"
	if err := os.WriteFile(file, []byte(epd), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "4",
		"-rollouts", "1", "-seed", "2", "-openings", file, "-sprt", "0,10", "-jsonl", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	starts := regexp.MustCompile(`"start":"([^"]*)"`).FindAllStringSubmatch(out, -1)
	if len(starts) != 4 || starts[0][1] != starts[1][1] || starts[2][1] != starts[3][1] || starts[0][1] == starts[2][1] {
		t.Fatalf("starts %v", starts)
	}
	if !strings.Contains(starts[0][1], "4p3/4P3") || !strings.Contains(starts[2][1], "3P4/8/PPP1PPPP") {
		t.Fatalf("openings out of order: %v", starts)
	}
	aSides := regexp.MustCompile(`"a_side":"(\w+)"`).FindAllStringSubmatch(out, -1)
	if len(aSides) != 4 || aSides[0][1] == aSides[1][1] || aSides[2][1] == aSides[3][1] {
		t.Fatalf("A's sides %v", aSides)
	}

	pgn := filepath.Join(dir, "o.pgn")
	if err := os.WriteFile(pgn, []byte("[Event \"x\"]\n\n1. e4 c5 2. Nf3 *\n\n1. d4 d5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(t, "match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "2",
		"-rollouts", "1", "-openings", pgn, "-sprt", "0,10")
	if code != 0 {
		t.Fatalf("PGN openings: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "pentanomial over 1 game pairs (A's points 0, 1/2, 1, 3/2, 2:") {
		t.Fatalf("output:\n%s", out)
	}
}

// Bad -sprt and -openings input is refused with one line and exit 2,
// before any game.
func TestMatchSPRTAndOpeningsErrors(t *testing.T) {
	dir := t.TempDir()
	illegal := writeTemp(t, "illegal.epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq -\n")
	badPGN := writeTemp(t, "bad.pgn", "[Event \"x\"]\n\n1. e4 e4 *\n")
	empty := writeTemp(t, "empty.epd", "# nothing\n\n")
	mated := writeTemp(t, "mated.epd", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n")
	chess := []string{"match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "2", "-rollouts", "1"}
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"-sprt", "0"}, "want elo0,elo1"},
		{[]string{"-sprt", "a,b"}, "is not a number"},
		{[]string{"-sprt", "10,0"}, "must be below"},
		{[]string{"-sprt", "0,10,1.5,0.05"}, "alpha must lie in (0, 1)"},
		{[]string{"-sprt", "0,10,0.05,0"}, "beta must lie in (0, 1)"},
		{[]string{"-sprt", "0,10", "-shard", "1/2"}, "-sprt decides after each game"},
		{[]string{"-openings", filepath.Join(dir, "missing.epd")}, "no such file"},
		{[]string{"-openings", illegal}, "line 2"},
		{[]string{"-openings", badPGN}, "e4"},
		{[]string{"-openings", empty}, "holds no openings"},
		{[]string{"-openings", mated}, "line 1: the game is over there"},
		{[]string{"-openings", illegal, "-moves", "e2e4"}, "-openings and -moves: give one"},
		{[]string{"-openings", illegal, "-order", "a"}, "-order must be alternate"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, append(append([]string{}, chess...), c.args...)...)
		msg := strings.TrimSpace(errOut)
		if code != 2 || out != "" || !strings.Contains(msg, c.says) || strings.Count(msg, "\n") > 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line saying %q", c.args, code, out, errOut, c.says)
		}
	}
}
