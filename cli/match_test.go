package cli

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollout/engine"
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
	res := regexp.MustCompile(`^result: searchlight (\d+)/(\d+)/(\d+) vs random$`).FindStringSubmatch(last)
	if res == nil {
		t.Fatalf("last line %q", last)
	}
	if sum := atoi(res[1]) + atoi(res[2]) + atoi(res[3]); sum != 10 {
		t.Fatalf("result counts add to %d, want 10", sum)
	}
	for _, want := range []string{"as first W/D/L", "95% confidence interval", "Elo difference"} {
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
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	var a, b, shared searchFlags
	shared.registerBudget(fs, "")
	a.registerBudget(fs, "a-")
	b.registerBudget(fs, "b-")
	if err := fs.Parse([]string{"-rollouts", "2000", "-b-rollouts", "500", "-estimator", "rb", "-c", "0.5", "-a-nodes", "99", "-b-quiet-order", "pst"}); err != nil {
		t.Fatal(err)
	}
	if _, err := inheritBudgets(fs); err != nil {
		t.Fatal(err)
	}
	if a.rollouts != 2000 || b.rollouts != 500 || a.estimator != "rb" || b.estimator != "rb" ||
		a.exploration != 0.5 || b.exploration != 0.5 || a.nodes != 99 || b.nodes != 0 ||
		a.quietOrder != "" || b.quietOrder != "pst" {
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
		{"match", "-variant", "tictactoe", "-pgn-out", "x.pgn", "-games", "1"},
		{"match", "-variant", "tictactoe", "-pgn", "no-such-file.pgn", "-games", "1"},
		{"match", "-a-estimator", "fancy"},
		{"match", "-variant", "chess", "-a-quiet-order", "tables"},
		{"match", "-variant", "tictactoe", "-quiet-order", "pst"},
		{"match", "-order", "c"},
		{"match", "-first", "a"},
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
		"-a", "random", "-b", "searchlight", "-games", "2", "-pgn-out", path)
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

// Output files that cannot be created are usage errors found before the
// first game: nothing is played and then lost (issue 12, fix 7).
func TestMatchOutputInMissingDirectory(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-dir", "games")
	for _, args := range [][]string{
		{"match", "-variant", "chess", "-a", "random", "-b", "random", "-games", "1", "-pgn-out", missing + ".pgn"},
		{"match", "-variant", "tictactoe", "-games", "1", "-jsonl", missing + ".jsonl"},
	} {
		code, out, errOut := run(t, args...)
		if code != 2 || out != "" || strings.Contains(errOut, "games,") || !strings.Contains(errOut, "no such file") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, no games and the reason", args, code, out, errOut)
		}
	}
}

// Shards 1/2 and 2/2 merged print exactly what the unsharded match prints
// with the same seed: the game lines in order and the same table.
func TestMatchShardsMerge(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "-variant", "tictactoe", "-a", "flat", "-b", "searchlight", "-games", "9", "-rollouts", "300", "-seed", "11"}
	code, whole, errOut := run(t, append(args, "-jsonl", filepath.Join(dir, "whole.jsonl"))...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var files []string
	for _, s := range []string{"1/2", "2/2"} {
		f := filepath.Join(dir, strings.Replace(s, "/", "of", 1)+".jsonl")
		if code, _, errOut := run(t, append(args, "-shard", s, "-jsonl", f)...); code != 0 {
			t.Fatalf("shard %s: exit %d: %s", s, code, errOut)
		}
		files = append(files, f)
	}
	code, merged, errOut := run(t, append([]string{"merge"}, files[1], files[0])...)
	if code != 0 || merged != whole || errOut != "" {
		t.Fatalf("merge: exit %d, stderr %q\nmerged:\n%s\nwhole:\n%s", code, errOut, merged, whole)
	}
	code, part, errOut := run(t, "merge", files[0])
	if code != 0 || !strings.Contains(errOut, "5 of 9 games missing (5-9)") || strings.Count(part, "\ngame ") != 3 {
		t.Fatalf("one shard: exit %d, stderr %q\n%s", code, errOut, part)
	}
	if code, _, errOut := run(t, "merge", files[0], files[0]); code != 2 || !strings.Contains(errOut, "reported twice") {
		t.Fatalf("a shard given twice: exit %d, %q", code, errOut)
	}
}

// In a terminal the progress line is erased before each result line, so
// the two never share a line (issue 8, fix 12); elsewhere only the final
// count is written.
func TestProgressLine(t *testing.T) {
	var buf strings.Builder
	p := &progress{w: &buf, tty: true}
	p.update("match: %d/%d games", 1, 3)
	p.clear()
	buf.WriteString("game 2: ...\n") // what stdout would show in between
	p.update("match: %d/%d games", 2, 3)
	p.done("match: %d/%d games", 3, 3)
	want := "\r\x1b[Kmatch: 1/3 games\r\x1b[Kgame 2: ...\n\r\x1b[Kmatch: 2/3 games\r\x1b[Kmatch: 3/3 games\n"
	if buf.String() != want {
		t.Fatalf("terminal:\n%q\nwant\n%q", buf.String(), want)
	}
	buf.Reset()
	p = &progress{w: &buf}
	p.update("match: %d/%d games", 1, 3)
	p.clear()
	p.done("match: %d/%d games", 3, 3)
	if buf.String() != "match: 3/3 games\n" {
		t.Fatalf("not a terminal: %q", buf.String())
	}
}

// -clock plays every move by the clock rule and ends the output with the
// time per move; a malformed clock, or -clock-log alone, exits 2.
func TestMatchClock(t *testing.T) {
	log := t.TempDir() + "/clock.log"
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "uct", "-b", "flat", "-games", "2", "-workers", "1", "-clock", "2s+0.05s", "-clock-log", log)
	// Whether a loaded machine lets every move stop in time is not this
	// test's business: the line reports it.
	if code != 0 || !regexp.MustCompile(`clock 2s\+0.05s: \d+ moves in 2 games; .* losses on time \d+\n`).MatchString(out) {
		t.Fatalf("status %d, stdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	data, err := os.ReadFile(log)
	if err != nil || !strings.HasPrefix(string(data), "1 ") {
		t.Fatalf("clock log %q, %v", data, err)
	}
	for _, args := range [][]string{
		{"-clock", "fast"}, {"-clock", "10s+x"}, {"-clock", "0s+1s"}, {"-clock-log", log},
	} {
		full := append([]string{"match", "-variant", "tictactoe", "-a", "uct", "-b", "flat", "-games", "2"}, args...)
		if code, _, errOut := run(t, full...); code != 2 {
			t.Errorf("%v: status %d, stderr %q; want 2", args, code, errOut)
		}
	}
}

// A policy player is labelled as one everywhere a match names it: the
// game lines, the table, the JSON lines, the last "result:" line, and
// the same lines rebuilt by merge from the shards, so nobody mistakes
// uct+light for pure Monte Carlo. A clock makes another match: its
// shards do not merge with the unclocked ones.
func TestMatchPolicyLabels(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "-variant", "tictactoe", "-a", "flat", "-a-policy", "light", "-b", "random", "-games", "4", "-rollouts", "200", "-seed", "5"}
	var files []string
	for _, s := range []string{"1/2", "2/2"} {
		f := filepath.Join(dir, strings.Replace(s, "/", "of", 1)+".jsonl")
		code, out, errOut := run(t, append(args, "-shard", s, "-jsonl", f)...)
		if code != 0 {
			t.Fatalf("shard %s: exit %d: %s", s, code, errOut)
		}
		if !strings.Contains(out, "\nresult: flat+light ") || !strings.Contains(out, "flat+light (a)") {
			t.Fatalf("shard %s: no policy label:\n%s", s, out)
		}
		body, err := os.ReadFile(f)
		if err != nil || !strings.Contains(string(body), `"a":"flat+light"`) {
			t.Fatalf("shard %s: JSON lines without the label (%v):\n%s", s, err, body)
		}
		files = append(files, f)
	}
	code, merged, errOut := run(t, "merge", files[0], files[1])
	if code != 0 || !strings.Contains(merged, "\nresult: flat+light ") || !strings.Contains(merged, "flat+light (a)") {
		t.Fatalf("merge: exit %d, stderr %q, no policy label:\n%s", code, errOut, merged)
	}
	clocked := filepath.Join(dir, "clocked.jsonl")
	if code, _, errOut := run(t, append(args, "-clock", "2s+0.1s", "-shard", "2/2", "-jsonl", clocked)...); code != 0 {
		t.Fatalf("clocked shard: exit %d: %s", code, errOut)
	}
	if code, _, errOut := run(t, "merge", files[0], clocked); code != 2 {
		t.Fatalf("a clocked shard merged with an unclocked one: exit %d, %q", code, errOut)
	}
}

// Two players apart only by the exploration constant read apart: a
// side whose c is not the game's own is labelled "+c0.3", the default
// player too (it plays -c as given), and a side at the game's own c is
// not.
func TestMatchLabelNamesC(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "default", "-a-c", "0.3", "-b", "uct", "-b-c", "1.4142135623730951", "-games", "1", "-rollouts", "20")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "+c0.3 (a)") || strings.Contains(out, "uct+c") {
		t.Errorf("labels do not name c as asked:\n%s", out)
	}
}

// A shard that holds no games (more shards than games) says so, plays
// nothing and prints no table, instead of "games 1-0 of 2".
func TestMatchEmptyShard(t *testing.T) {
	code, out, errOut := run(t, "match", "-games", "2", "-shard", "3/4", "-rollouts", "10")
	if code != 0 || out != "" || !strings.Contains(errOut, "shard 3/4 of a 2-game match holds no games") || strings.Contains(errOut, "1-0 of") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, _, errOut = run(t, "match", "-games", "2", "-shard", "2/2", "-rollouts", "10")
	if !strings.Contains(errOut, "shard 2/2: game 2 of 2;") {
		t.Errorf("one-game shard: stderr %q", errOut)
	}
}

// A match that fails names the game that failed and prints no count of
// games, which would read as if they had been played.
func TestMatchFailedPrintsNoCount(t *testing.T) {
	code, _, errOut := run(t, "match", "-variant", "chess", "-a", "uci:/bin/false", "-games", "1", "-time", "10ms")
	// (Whether the engine is refused when chosen or at its first move,
	// the error names it.)
	if code == 0 || !strings.Contains(errOut, "/bin/false") || strings.Contains(errOut, "games,") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// -quiet-order is labelled in a match's lines: a default side orders
// quiet moves by the default order unless it is given flat.
func TestQuietOrderFlag(t *testing.T) {
	if testing.Short() {
		t.Skip("plays chess games")
	}
	code, out, errOut := run(t, "match", "-variant", "chess", "-position", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		"-a", "default", "-b", "default", "-b-quiet-order", "flat", "-games", "1", "-rollouts", "100", "-workers", "1")
	tail := "+hist1+qs-" + engine.DefaultQSearch + defaultTacticalLabel()
	if code != 0 || !strings.Contains(out, "+qo-"+engine.DefaultQuietOrder+tail+" (a)") || !strings.Contains(out, "+qo-flat"+tail+" (b)") {
		t.Fatalf("status %d, stdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}

// defaultTacticalLabel is the part a default side's label ends with for
// the default's tactical set (engine.DefaultTactical): "+tacauto" once
// the set is adopted for long thinks, nothing while it is off.
func defaultTacticalLabel() string {
	if engine.DefaultTactical == engine.TacticalAuto {
		return "+tacauto"
	}
	return ""
}
