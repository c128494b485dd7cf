package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// endingsPGN holds one game of each kind endings tells apart, with the
// player "default" as White in games 1, 2 and 5 and as Black in 3 and 4.
const endingsPGN = `[White "default+light (a)"]
[Black "uci:stockfish,Skill Level=3 (b)"]
[Result "0-1"]
[SetUp "1"]
[FEN "r5k1/5ppp/8/8/Q7/8/5PPP/6K1 w - - 0 1"]

1. Qh4 Ra1# 0-1

[White "default+light (a)"]
[Black "uci:stockfish,Skill Level=3 (b)"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "6k1/RQ4pp/8/8/8/7P/P4qP1/7K b - - 0 1"]

1... Qf1+ 2. Kh2 Qf4+ 3. Kh1 Qf1+ 4. Kh2 Qf4+ 5. Kh1 Qf1+ 1/2-1/2

[White "uci:stockfish,Skill Level=3 (b)"]
[Black "default+light (a)"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[White "uci:stockfish,Skill Level=3 (b)"]
[Black "default+light (a)"]
[Result "1-0"]
[Termination "normal"]

1. e4 e5 2. Qh5 Ke7 1-0

[White "default+light (a)"]
[Black "uci:stockfish,Skill Level=3 (b)"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/8/K4Q2 w - - 0 1"]

1. Qf7 1/2-1/2

[White "uct"]
[Black "flat"]
[Result "*"]

1. d4 *
`

// Each game is classified from the player's side, with the material it
// was up at the end and the most in the last plies with it to move.
func TestEndingsClassifies(t *testing.T) {
	path := writeTemp(t, "games.pgn", endingsPGN)
	code, out, errOut := run(t, "endings", "-pgn", path, "-player", "default")
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	rows := map[string]string{}
	for _, l := range strings.Split(out, "\n")[1:] {
		if f := strings.Fields(l); len(f) > 0 && f[0] >= "1" && f[0] <= "9" {
			rows[f[0]] = strings.Join(f, " ")
		}
	}
	want := map[string]string{
		"1": "1 white 0-1 mated checkmate 2 +4 +4",
		"2": "2 white 1/2-1/2 perpetual against it threefold repetition 9 +6 +6",
		"3": "3 black 0-1 won by mate checkmate 4 +0 +0",
		"4": "4 black 1-0 lost normal 4 +0 +0",
		"5": "5 white 1/2-1/2 draw stalemate 1 +9 +9",
	}
	for g, w := range want {
		if rows[g] != w {
			t.Errorf("game %s: %q, want %q\n%s", g, rows[g], w, out)
		}
	}
	if len(rows) != len(want) {
		t.Errorf("%d games listed, want %d (the sixth is not the player's):\n%s", len(rows), len(want), out)
	}
	for _, line := range []string{
		"default: 5 games, W/D/L 1/2/2\n",
		"lost by mate: 1; 1 of them 3 or more points up in the last 20 plies, 1 at the mate\n",
		"drawn by perpetual check against it: 1; 1 of them 5 or more points up in the last 20 plies, 1 at the end\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("want %q in:\n%s", line, out)
		}
	}
	// A higher bar counts fewer; the other side's perpetual is not its own.
	_, out, _ = run(t, "endings", "-pgn", path, "-player", "default", "-mate-lead", "5", "-draw-lead", "7")
	if !strings.Contains(out, "lost by mate: 1; 0 of them") || !strings.Contains(out, "against it: 1; 0 of them") {
		t.Errorf("-mate-lead 5 -draw-lead 7:\n%s", out)
	}
}

// The most it was up counts only positions with the player to move, in
// the last -plies plies: queen takes queen is not a lead before the
// recapture (game 1), and a rook lost before the window is not a lead in
// it (game 2).
func TestEndingsLeadWindow(t *testing.T) {
	const pgn = `[White "a"]
[Black "b"]
[Result "*"]
[SetUp "1"]
[FEN "3qk3/8/8/8/8/8/8/3QK2R w K - 0 1"]

1. Qxd8+ Kxd8 2. Rh8+ Ke7 3. Rh1 Ke8 4. Rh8+ Kf7 5. Rh1 *

[White "a"]
[Black "b"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/3q4/8/8/3QK2R w K - 0 1"]

1. Rh4 Qxh4+ 2. Kf1 Qh1+ 3. Ke2 Qh5+ 4. Ke1 Qh1+ 5. Ke2 *
`
	path := writeTemp(t, "window.pgn", pgn)
	for _, c := range []struct {
		plies string
		want  [2]string // each game's lead_end, lead_max, lead_max_ply
	}{
		{"20", [2]string{"5,5,0", "0,5,0"}}, // not +14 after 1. Qxd8+, White's own half-exchange
		{"9", [2]string{"5,5,0", "0,5,0"}},  // the window starts at the start position
		{"7", [2]string{"5,5,2", "0,0,2"}},  // after 1... Qxh4+ the rook is gone
		{"1", [2]string{"5,5,8", "0,0,8"}},  // the last ply was White's: the position before it
	} {
		code, out, errOut := run(t, "endings", "-pgn", path, "-player", "a", "-plies", c.plies, "-csv")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if code != 0 || len(lines) != 3 || lines[0] != "game,side,opponent,result,ending,why,plies,lead_end,lead_max,lead_max_ply" {
			t.Fatalf("-plies %s: status %d, %q %s", c.plies, code, out, errOut)
		}
		for g, w := range c.want {
			if want := fmt.Sprintf("%d,white,b,*,unfinished,,9,%s", g+1, w); lines[g+1] != want {
				t.Errorf("-plies %s: %q, want %q", c.plies, lines[g+1], want)
			}
		}
	}
}

// Bad input is one line on stderr and status 2: no file, a malformed
// file, a player not in it, a name for both sides, missing flags.
func TestEndingsBadInput(t *testing.T) {
	good := writeTemp(t, "games.pgn", endingsPGN)
	bad := writeTemp(t, "bad.pgn", "[White \"default\"]\n[Black \"x\"]\n\n1. e4 e5 2. Ke3 *\n")
	self := writeTemp(t, "self.pgn", "[White \"default (a)\"]\n[Black \"default+eval (b)\"]\n\n1. e4 *\n")
	empty := writeTemp(t, "empty.pgn", "\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-pgn", filepath.Join(t.TempDir(), "none.pgn"), "-player", "default"}, "no such file"},
		{[]string{"-pgn", bad, "-player", "default"}, "move 3"},
		{[]string{"-pgn", good, "-player", "stockfish"}, `no game of -player "stockfish"; the players are "default+light (a)"`},
		{[]string{"-pgn", self, "-player", "default"}, "names both sides of game 1"},
		{[]string{"-pgn", empty, "-player", "default"}, "holds no games"},
		{[]string{"-player", "default"}, "-pgn is required"},
		{[]string{"-pgn", good}, "-player is required"},
		{[]string{"-pgn", good, "-player", "a", "-plies", "0"}, "-plies 0: at least 1"},
		{[]string{"-pgn", good, "-player", "a", "-draw-lead", "-3"}, "-draw-lead -3: points up, 0 or more"},
		{[]string{"-pgn", good, "-player", "a", "-mate-lead", "-1"}, "-mate-lead -1: points up, 0 or more"},
	} {
		code, out, errOut := run(t, append([]string{"endings"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	// The match's side labels tell a self-play's sides apart.
	if code, out, errOut := run(t, "endings", "-pgn", self, "-player", "b"); code != 0 || !strings.Contains(out, "b: 1 game,") {
		t.Errorf("-player b: status %d, %q %s", code, out, errOut)
	}
}

func TestPlayerTagMatches(t *testing.T) {
	for _, c := range []struct {
		tag, name string
		want      bool
	}{
		{"default+light+eval0 (a)", "default", true},
		{"default+light+eval0 (a)", "a", true},
		{"default+light+eval0 (a)", "b", false},
		{"default+light+eval0 (a)", "default+light+eval0", true},
		{"default+light+eval0 (a)", "default+light+eval0 (a)", true},
		{"uci:/usr/games/stockfish,Skill Level=3,Threads=1 (b)", "uci:/usr/games/stockfish", true},
		{"uct-roulette (b)", "uct", false},
		{"uct", "uct", true},
		{"Magnus Carlsen", "Magnus", false},
		{"Magnus Carlsen", "Magnus Carlsen", true},
		{"Carlsen, Magnus", "Carlsen", false},
		{"Magnus+1", "Magnus", false},
		// The TUI's saved games: the player, its budget, its knowledge;
		// in a timed game no budget, a comma straight after the name.
		{"default 200 rollouts, light policy, eval k=0, minimax a=0.5, priors w=1, widening K=2, evaluation king", "default", true},
		{"default, light policy, eval k=0", "default", true},
		{"uct 1 s, light policy", "uct", true},
		{"uct-roulette 1 s", "uct", false},
		{"uci:stockfish 1 s", "uci:stockfish", true},
		{"default+light+eval0+mm0.5+prior1+wide2+ev-king (a)", "default+light", true},
		{"human", "default", false},
		// A level, as match names it: level:8 is read as level8:default.
		{"level8:default+light+eval0+mm0.5+prior1+wide2+ev-king (a)", "level8:default", true},
		{"level8:default+light+eval0+mm0.5+prior1+wide2+ev-king (a)", "default", false},
		{"level18:default+light (a)", "level1:default", false},
		// A level in the TUI's saved games, named as match names it.
		{"level3:default 300 rollouts, light policy, eval k=0", "level3:default", true},
		{"level3:default 300 rollouts, light policy, eval k=0", "default", false},
	} {
		if got := playerTagMatches(c.tag, c.name); got != c.want {
			t.Errorf("playerTagMatches(%q, %q) = %v", c.tag, c.name, got)
		}
	}
}

// The TUI's saved games name an engine side by its player, budget and
// knowledge; -player default reads them as it reads match's tags.
func TestEndingsTUITags(t *testing.T) {
	const pgn = `[White "human"]
[Black "default 200 rollouts, light policy, eval k=0, minimax a=0.5, priors w=1, widening K=2, evaluation king"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[White "default, light policy, eval k=0"]
[Black "human"]
[Result "1/2-1/2"]

1. e4 e5 1/2-1/2
`
	path := writeTemp(t, "tui.pgn", pgn)
	// A level chosen as level:N is read by that name from match's tags.
	levels := writeTemp(t, "levels.pgn", `[White "level3:default+light+eval0+mm0.5+prior1+wide2+ev-king+t0.5/0.1 (a)"]
[Black "level8:default+light+eval0+mm0.5+prior1+wide2+ev-king (b)"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
`)
	for _, c := range []struct{ name, want string }{
		{"level:8", "1,black,level3:default+light+eval0+mm0.5+prior1+wide2+ev-king+t0.5/0.1 (a),0-1,won by mate"},
		{"level:3", "1,white,level8:default+light+eval0+mm0.5+prior1+wide2+ev-king (b),0-1,mated"},
	} {
		if code, out, errOut := run(t, "endings", "-pgn", levels, "-player", c.name, "-csv"); code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("-player %s: status %d, stderr %q, stdout %q; want %q", c.name, code, errOut, out, c.want)
		}
	}
	code, out, errOut := run(t, "endings", "-pgn", path, "-player", "default", "-csv")
	want := "game,side,opponent,result,ending,why,plies,lead_end,lead_max,lead_max_ply\n" +
		"1,black,human,0-1,won by mate,checkmate,4,0,0,1\n" +
		"2,white,human,1/2-1/2,draw,as recorded,2,0,0,0\n"
	if code != 0 || out != want {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
}
