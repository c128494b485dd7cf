package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollout/engine"
)

func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// epd judges each position by bm and am, skips the header, prints one
// line per position and the solved count.
func TestEPD(t *testing.T) {
	suite := writeTemp(t, "s.epd", `# a header line
8/5kr1/3Q4/1P3Bp1/4P2p/B1K2P1N/p6P/R6R w - - bm Qe6# Qf8#; id "mate.1";

6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - am Ra2; id "avoid.1";
6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Kf1; id "miss.1";
`)
	code, out, errOut := run(t, "epd", "-file", suite, "-player", "uct", "-rollouts", "2000", "-workers", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{"mate.1     ok Qe6#     bm Qe6# Qf8#", "avoid.1    ok Ra8#     am Ra2", "miss.1     -- Ra8#     bm Kf1", "solved 2/3 (66.7%) by uct, 2000 rollouts a position"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Fatalf("output:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
	code, out, _ = run(t, "epd", "-file", suite, "-player", "uct", "-rollouts", "2000", "-workers", "1", "-from", "2", "-limit", "1")
	if code != 0 || !strings.HasPrefix(out, "avoid.1") || !strings.Contains(out, "solved 1/1") {
		t.Fatalf("-from 2 -limit 1: exit %d:\n%s", code, out)
	}
	// -from past the last record panicked (index out of range).
	if code, out, errOut := run(t, "epd", "-file", suite, "-rollouts", "10", "-from", "4"); code != 2 || out != "" || !strings.Contains(errOut, "-from 4: -file "+suite+" holds 3 records") {
		t.Errorf("-from 4 of 3 records: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, c := range []struct {
		text, why string
	}{
		{"8/8/8/8 w - - bm e4;\n", "line 1"},
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - id \"x\";\n", "no bm or am"},
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Qh5;\n", "bm Qh5"},
		{"# only a header\n", "holds no records"},
	} {
		code, _, errOut := run(t, "epd", "-file", writeTemp(t, "bad.epd", c.text), "-rollouts", "10")
		if code != 2 || !strings.Contains(errOut, c.why) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.text, code, errOut, c.why)
		}
	}
	if code, _, errOut := run(t, "epd", "-rollouts", "10"); code != 2 || !strings.Contains(errOut, "-file") {
		t.Errorf("no -file: exit %d, %q", code, errOut)
	}
}

// mates finds the positions where the side to move mates at once, every
// mate listed, and epd reads what it writes.
func TestMates(t *testing.T) {
	pgn := writeTemp(t, "g.pgn", `[Event "t"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "u"]
[Result "*"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Nc3 *
`)
	code, out, errOut := run(t, "mates", "-pgn", pgn, "-n", "5", "-comment", "made by hand")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := "# made by hand\n" +
		"# rollout mates -pgn " + pgn + " -n 5 -per-game 2: 2 positions from 2 games; bm lists every mate in one\n" +
		"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 bm Qh4#; id \"mate1.001\"; c0 \"game 1 ply 4\";\n" +
		"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"mate1.002\"; c0 \"game 2 ply 7\";\n"
	if out != want {
		t.Fatalf("output:\n%s\nwant:\n%s", out, want)
	}
	if !strings.Contains(errOut, "only 2 positions of the 5 asked (-n) in 2 games") {
		t.Errorf("stderr %q does not say the games fell short", errOut)
	}
	// One game, one mate: counted in the singular ("1 games give only 1
	// positions", "1 positions from 1 games").
	one := writeTemp(t, "one.pgn", "[Event \"t\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")
	if c, o, e := run(t, "mates", "-pgn", one, "-n", "5"); c != 0 || !strings.Contains(o, ": 1 position from 1 game;") || !strings.Contains(e, "only 1 position of the 5 asked (-n) in 1 game\n") {
		t.Errorf("one game: exit %d, stdout %q, stderr %q", c, o, e)
	}
	suite := writeTemp(t, "m.epd", out)
	if code, out, _ := run(t, "epd", "-file", suite, "-player", "uct", "-rollouts", "500", "-workers", "1"); code != 0 || !strings.Contains(out, "solved 2/2") {
		t.Fatalf("epd on the mates: exit %d\n%s", code, out)
	}
}

// The shipped mate-in-one suite (testdata/mate1.epd, 200 positions from
// engine games): uct and the default player mate in every one. A rollout
// budget keeps the test's result independent of the machine's speed;
// docs/strength.md has the suite at 100 ms.
func TestMateSuite(t *testing.T) {
	for _, player := range []string{"default", "uct"} {
		code, out, errOut := run(t, "epd", "-file", "../testdata/mate1.epd", "-player", player, "-rollouts", "2000", "-workers", "1")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", player, code, errOut)
		}
		if !strings.Contains(out, "solved 200/200 ") {
			var missed []string
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, " -- ") {
					missed = append(missed, l)
				}
			}
			t.Fatalf("%s: %s\nmissed:\n%s", player, lastLine(out), strings.Join(missed, "\n"))
		}
	}
}

// mates with nothing to write is an error, exit non-zero, and writes no
// suite: an empty file printed its complaint and exited 0 with a header
// alone, which epd then refused.
func TestMatesNothingFound(t *testing.T) {
	empty := writeTemp(t, "empty.pgn", "")
	if code, out, errOut := run(t, "mates", "-pgn", empty); code != 2 || out != "" || !strings.Contains(errOut, "mates: -pgn "+empty+": holds no games") {
		t.Errorf("an empty file: exit %d, stdout %q, stderr %q; want 2 and no games", code, out, errOut)
	}
	none := writeTemp(t, "none.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 *\n")
	if code, out, errOut := run(t, "mates", "-pgn", none); code != 1 || out != "" || !strings.Contains(errOut, "no position of its 1 game has a mate in one") {
		t.Errorf("no mate: exit %d, stdout %q, stderr %q; want 1 and no position", code, out, errOut)
	}
}

// The summary names the budget in the player's unit: an external
// engine's -rollouts is sent as go nodes, so it counts nodes ("solved
// 2/2 by uci:stockfish, 1000 rollouts a position" said otherwise).
func TestEPDBudgetText(t *testing.T) {
	for _, c := range []struct {
		cfg  engine.Config
		want string
	}{
		{engine.Config{Player: "uct", Budget: engine.Budget{Rollouts: 2000}}, "2000 rollouts"},
		{engine.Config{Player: "uci:stockfish", Budget: engine.Budget{Rollouts: 2000}}, "2000 nodes"},
		{engine.Config{Player: "uci:stockfish", Budget: engine.Budget{Time: time.Second}}, "1s"},
		{engine.Config{Player: "default", Budget: engine.Budget{Time: time.Second, Rollouts: 5}}, "1s or 5 rollouts"},
	} {
		if got := budgetText(c.cfg); got != c.want {
			t.Errorf("%s %+v: %q, want %q", c.cfg.Player, c.cfg.Budget, got, c.want)
		}
	}
}
