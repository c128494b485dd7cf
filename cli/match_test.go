package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A match prints a line per game, the table and a last result line whose
// counts add up, and the same seed reproduces it byte for byte.
func TestMatchCommand(t *testing.T) {
	args := []string{"match", "-variant", "tictactoe", "-a", "searchlight", "-b", "random", "-games", "10", "-seed", "3"}
	code, out, errOut := run(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	gameLine := regexp.MustCompile(`^game (\d+): (\S+) \((a|b)\) vs (\S+) \((a|b)\): (1-0|0-1|1/2-1/2), \d+ plies, .+$`)
	for i := range 10 {
		m := gameLine.FindStringSubmatch(lines[i])
		if m == nil {
			t.Fatalf("line %d %q is not a game line", i+1, lines[i])
		}
		wantFirst := "a"
		if i%2 == 1 {
			wantFirst = "b"
		}
		if m[3] != wantFirst {
			t.Fatalf("game %d: %s moved first, want %s", i+1, m[3], wantFirst)
		}
	}
	last := lines[len(lines)-1]
	res := regexp.MustCompile(`^result: searchlight (\d+)-(\d+)-(\d+) vs random$`).FindStringSubmatch(last)
	if res == nil {
		t.Fatalf("last line %q", last)
	}
	if sum := atoi(res[1]) + atoi(res[2]) + atoi(res[3]); sum != 10 {
		t.Fatalf("result counts add to %d, want 10", sum)
	}
	for _, want := range []string{"as first W-D-L", "95% confidence interval", "Elo difference"} {
		if !strings.Contains(out, want) {
			t.Fatalf("output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "10/10 games") {
		t.Fatalf("stderr lacks the progress count: %q", errOut)
	}
	_, again, _ := run(t, args...)
	if again != out {
		t.Fatalf("the same seed gave different output:\n%s\n%s", out, again)
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = 10*n + int(c-'0')
	}
	return n
}

// Shared budget flags apply to both sides unless a side overrides them.
func TestMatchBudgetFlags(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "nim", "-a", "uct", "-b", "roulette", "-games", "2",
		"-rollouts", "2000", "-b-rollouts", "500", "-estimator", "rb", "-workers", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "result: uct ") {
		t.Fatalf("output:\n%s", out)
	}
	var a, b, shared searchFlags
	a.rollouts, b.rollouts, shared.rollouts = 0, 500, 2000
	shared.estimator = "rb"
	set := map[string]bool{"rollouts": true, "b-rollouts": true, "estimator": true}
	inherit(&a, &shared, "a-", set)
	inherit(&b, &shared, "b-", set)
	if a.rollouts != 2000 || b.rollouts != 500 || a.estimator != "rb" || b.estimator != "rb" {
		t.Fatalf("a %+v, b %+v", a, b)
	}
}

// Bad input exits 2 with a message.
func TestMatchBadInput(t *testing.T) {
	cases := [][]string{
		{"match", "-a", "deep-blue"},
		{"match", "-b", "nobody", "-games", "1"},
		{"match", "-games", "0"},
		{"match", "-bogus"},
		{"match", "-variant", "tictactoe", "-pgn", "x.pgn", "-games", "1"},
		{"match", "-a-estimator", "fancy"},
		{"match", "-first", "c"},
		{"match", "-variant", "tictactoe", "-moves", "a1 a1"},
	}
	for _, args := range cases {
		code, _, errOut := run(t, args...)
		if code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errOut)
		}
	}
}

// At chess a short match writes PGN.
func TestMatchPGN(t *testing.T) {
	if testing.Short() {
		t.Skip("plays chess games")
	}
	path := filepath.Join(t.TempDir(), "games.pgn")
	// A king-and-rook ending keeps random games short-ish (50-move rule).
	code, out, errOut := run(t, "match", "-variant", "chess", "-position", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		"-a", "random", "-b", "searchlight", "-games", "2", "-pgn", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "[Event \"rollout match\"]"); n != 2 {
		t.Fatalf("%d games in the PGN, want 2:\n%s\n%s", n, data, out)
	}
	if !strings.Contains(string(data), `[White "random (a)"]`) {
		t.Fatalf("PGN lacks the players:\n%s", data)
	}
}
