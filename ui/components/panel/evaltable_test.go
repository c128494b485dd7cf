package panel

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// The default player at chess (a tree whose rollouts the evaluation
// cuts) has its table labelled for what it does: visits, each move's
// share, the evaluation in pawns for the side to move; no W/D/L, net or
// cap%, which mean nothing for cut rollouts. uct without the evaluation
// keeps the rollout players' columns.
func TestEvalTableLabels(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Rollouts: 1000, Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Nf3", Rollouts: 750, Draws: 700, Wins: 30, Losses: 20, Mean: 0.28},
			{Move: 2, Text: "e4", Rollouts: 250, Draws: 240, Wins: 5, Losses: 5, Mean: -0.14},
		}}
	lines := newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	out := strings.Join(lines, "\n")
	for _, want := range []string{"visits", "share", "eval", "75%", "+1.00", "-0.49", "eval in pawns for the side to move"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, not := range []string{"W/D/L", "net", "cap%", "700"} {
		if strings.Contains(out, not) {
			t.Errorf("%q in\n%s", not, out)
		}
	}
	snap.Player, snap.Policy = "uct", "light policy"
	if out := strings.Join(newPanel(80, 20).Table(View{Stats: &snap, Chosen: variants.NoMove}), "\n"); !strings.Contains(out, "W/D/L") || strings.Contains(out, "share") {
		t.Errorf("uct's table lost its rollout columns:\n%s", out)
	}
}

// A tree player that plays its rollouts out (uct; the default at
// Connect Four, nim, tic-tac-toe) heads its count column "visits", as
// its header counts iterations: "1.84M iterations" above a "rollouts"
// column mixed the two words. flat's rows are rollouts.
func TestTreeTableCountsVisits(t *testing.T) {
	snap := engine.Snapshot{Rollouts: 1000, Policy: "light policy",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "d", Rollouts: 750, Wins: 400, Losses: 300, Draws: 50, Mean: 0.13},
			{Move: 2, Text: "c", Rollouts: 250, Wins: 100, Losses: 140, Draws: 10, Mean: -0.16},
		}}
	for _, tt := range []struct{ player, want, not string }{
		{"uct", "visits", "rollouts"},
		{"default", "visits", "rollouts"},
		{"flat", "rollouts", "visits"},
	} {
		snap.Player = tt.player
		lines := newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
		if len(lines) < 2 || !strings.Contains(lines[1], tt.want) || strings.Contains(lines[1], tt.not) {
			t.Errorf("%s: column heads %q, want %q and no %q", tt.player, lines[min(1, len(lines)-1)], tt.want, tt.not)
		}
	}
}

// With the position searched, each move's principal variation follows
// it, written from there in the game's notation.
func TestEvalTableLines(t *testing.T) {
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	moves := pos.LegalMoves(nil)
	find := func(p variants.Position, text string) variants.Move {
		m, err := p.DecodeMove(text)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	e4 := find(pos, "e4")
	after := pos.Clone()
	after.Play(e4)
	e5 := find(after, "e5")
	after.Play(e5)
	nf3 := find(after, "Nf3")
	snap := engine.Snapshot{Player: "default", Rollouts: 100, Policy: "light policy, eval k=0"}
	for _, m := range moves {
		snap.Moves = append(snap.Moves, engine.MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display), Rollouts: 1})
		var line []variants.Move
		if m == e4 {
			line = []variants.Move{e5, nf3}
		}
		snap.Lines = append(snap.Lines, line)
	}
	out := strings.Join(newPanel(80, 40).Table(View{Stats: &snap, Chosen: e4, Pos: pos}), "\n")
	if !strings.Contains(out, "line") || !strings.Contains(out, "e4 e5 Nf3") {
		t.Errorf("no line e4 e5 Nf3 in\n%s", out)
	}
}

// A move taken at once by its note (the default's mate in one on the
// analysis board: no search ran) has no figures: its row showed "0 -
// 0.00", an even evaluation for a mate; now dashes before its note. A
// proven move keeps its figures.
func TestNotedRowWithoutRolloutsShowsDashes(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Qxf7#", Note: "wins at once"},
			{Move: 2, Text: "Kd1"},
		}}
	lines := newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	row := ""
	for _, l := range lines {
		if strings.Contains(l, "Qxf7#") {
			row = l
		}
	}
	_, after, _ := strings.Cut(row, "Qxf7#")
	figures, _, _ := strings.Cut(after, "wins at once")
	if strings.Trim(strings.Join(strings.Fields(figures), ""), "-–") != "" || !strings.Contains(row, "wins at once") {
		t.Errorf("the row of a move won at once is %q, want dashes before its note:\n%s", row, strings.Join(lines, "\n"))
	}
	snap.Moves[0].Proof, snap.Moves[0].Mean = 1, 1
	lines = newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	if out := strings.Join(lines, "\n"); !strings.Contains(out, "#1") {
		t.Errorf("a proven move lost its figures (its mate):\n%s", out)
	}
}

// The header wraps on up to three lines at the panel's width, so at 80
// columns (a panel of some 42) it still says what the rows are sorted
// by, over how many trees the count is summed and whose side the eval
// column takes: cut on one line it read "final: default, 1.00 s, 194k
// iterations this s…", and "+0.11" beside "Eval +0.02 (White)" read as
// White's.
func TestTableHeaderWraps(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Rollouts: 194_000, Trees: 2, Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Nf6", Rollouts: 150_000, Mean: 0.1},
			{Move: 2, Text: "d5", Rollouts: 82_000, Mean: -0.02},
		}}
	lines := newPanel(42, 20).Table(View{Stats: &snap, Chosen: 2, Title: "final"})
	var head []string
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "move ") {
			break // the column heads
		}
		head = append(head, l)
	}
	text := strings.Join(head, " ")
	for _, want := range []string{"194k iterations this search over 2 trees, 232k in them", "by visits", "eval in pawns for the side to move"} {
		if !strings.Contains(text, want) {
			t.Errorf("the header %q does not say %q", head, want)
		}
	}
	for _, l := range lines {
		if len([]rune(l)) > 42 {
			t.Errorf("a line wider than the panel: %q", l)
		}
	}
	if len(head) > maxHeadLines {
		t.Errorf("the header takes %d lines", len(head))
	}
}

// The alpha-beta player's table counts nodes and shows each move's
// score in pawns (a mate as "#n") and its depth, the best move's line
// after it; none of the rollout columns, which it leaves at 0. A move
// the search had not reached at its last depth (d4's bound from depth
// 5) comes after the moves scored at depth 6, however high its bound.
func TestSearchTableLabels(t *testing.T) {
	snap := engine.Snapshot{Player: engine.AlphaBetaPlayer, Rollouts: 120000, Policy: "alpha-beta depth 6",
		Moves: []engine.MoveStats{
			{Move: 4, Text: "d4", Rollouts: 30000, Score: 60, Mean: variants.MeanOfCentipawns(60), Note: "at most +60 cp, depth 5", Depth: 5},
			{Move: 1, Text: "Nf3", Rollouts: 90000, Score: 35, Mean: variants.MeanOfCentipawns(35), Note: "+35 cp, depth 6", Depth: 6},
			{Move: 2, Text: "e4", Rollouts: 20000, Score: 35, Mean: variants.MeanOfCentipawns(35), Note: "at most +35 cp, depth 6", Depth: 6},
			{Move: 3, Text: "Qh5", Rollouts: 10000, Mean: 1, Proof: 3, Note: "mates in 2 (depth 6)", Depth: 6},
		}}
	out := strings.Join(newPanel(80, 20).Table(View{Stats: &snap, Chosen: 3}), "\n")
	if d4, e4 := strings.Index(out, "d4 "), strings.Index(out, "e4 "); d4 < e4 {
		t.Errorf("depth 5's d4 above depth 6's e4:\n%s", out)
	}
	for _, want := range []string{"120k nodes", "nodes", "eval", "+0.35", "#2", "at most +35 cp, depth 6", "eval in pawns for the side to move"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, not := range []string{"W/D/L", "net", "cap%", "rollouts", "iterations", "se"} {
		if strings.Contains(out, not) {
			t.Errorf("%q in\n%s", not, out)
		}
	}
}

// A tree too small for the root's moves (-nodes 1) scores the iterations
// that cannot make a root move's node at the root: the header said "206k
// iterations over 2 trees" above a single row of 2 visits. It now says
// how many went through a move and where the rest went.
func TestTableHeaderFullTree(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Rollouts: 206_000, Trees: 2, Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{{Move: 1, Text: "Nc3", Rollouts: 2, Mean: 0.14}, {Move: 2, Text: "a3"}}}
	lines := newPanel(60, 20).Table(View{Stats: &snap, Chosen: 1, Title: "final"})
	var head []string
	for _, l := range lines {
		if strings.Contains(l, "visits share") {
			break // the column heads
		}
		head = append(head, strings.TrimSpace(l))
	}
	text := strings.Join(head, " ")
	if want := "206k iterations over 2 trees, 2 through a move (the rest found the tree full and stopped at the root)"; !strings.Contains(text, want) {
		t.Errorf("the header %q does not say %q\n%s", text, want, strings.Join(lines, "\n"))
	}
}

// A proven move reads as a mate in the default's eval column, as the
// evaluation line above the table reads it ("Eval #1 (White)"): a lost
// king's moves read -12.00, a win +12.00, the clamp of a sure result.
func TestEvalTableShowsProvenMates(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Rollouts: 15000, Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Kb8", Rollouts: 7500, Mean: -1, Proof: -2},
			{Move: 2, Text: "h4", Rollouts: 7400, Mean: -1, Proof: -2},
			{Move: 3, Text: "Qd8", Rollouts: 100, Mean: 1, Proof: 3},
		}}
	out := strings.Join(newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1}), "\n")
	if strings.Contains(out, "12.00") {
		t.Errorf("a proven move reads as the clamp, not a mate:\n%s", out)
	}
	for _, want := range []string{"#-1", "#2"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// roulette chooses by its wheel score and its header says "by score":
// the score is a column of its table, kept at 80 columns, so the rows
// are not sorted by a figure no one can read. The alpha-beta player's
// header names its eval column, not "score".
func TestTableShowsTheFigureItSortsBy(t *testing.T) {
	snap := engine.Snapshot{Player: "roulette", Rollouts: 200,
		Moves: []engine.MoveStats{
			{Move: 1, Text: "b2", Rollouts: 100, Wins: 60, Draws: 30, Losses: 10, Mean: 0.5, Score: 7360},
			{Move: 2, Text: "a1", Rollouts: 100, Wins: 20, Draws: 30, Losses: 50, Mean: -0.3, Score: 3120},
		}}
	lines := newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	if out := strings.Join(lines, "\n"); !strings.Contains(lines[0], "by score") || !strings.Contains(lines[1], "score") || !strings.Contains(out, "7.4k") {
		t.Errorf("roulette's table has no score column:\n%s", out)
	}
	snap.Player = "alphabeta"
	lines = newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	if !strings.Contains(lines[0], "by eval") || !strings.Contains(lines[1], "eval") {
		t.Errorf("alphabeta's header does not name its eval column:\n%s", strings.Join(lines, "\n"))
	}
}

// The header counts one iteration or rollout in the singular: it read
// "final: uct, 0.03 s, 1 iterations, by visits" for -rollouts 1.
func TestTableHeaderCountsOneInTheSingular(t *testing.T) {
	for _, tt := range []struct{ player, want, not string }{
		{"uct", "1 iteration,", "1 iterations"},
		{"flat", "1 rollout,", "1 rollouts"},
	} {
		snap := engine.Snapshot{Player: tt.player, Rollouts: 1, Moves: []engine.MoveStats{{Move: 1, Text: "a6", Rollouts: 1, Draws: 1}}}
		out := strings.Join(newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1}), "\n")
		if !strings.Contains(out, tt.want) || strings.Contains(out, tt.not) {
			t.Errorf("%s: want %q, not %q, in\n%s", tt.player, tt.want, tt.not, out)
		}
	}
}

// chessStart is chess's start position and its legal moves, which the
// think frames below are made of.
func chessStart(t *testing.T) (variants.Position, []variants.Move) {
	t.Helper()
	v, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos := v.Start()
	return pos, pos.LegalMoves(nil)
}

// lineFrames are the snapshots of one think of the default at chess
// from the start: the visits grow from 5 a move to 2M, each move's line
// from one reply to the table's five plies (the replies drawn from the
// end of the legal list, which at chess gives long ones: "Nh3 Nh6 Rg1
// Rg8 Rh1").
func lineFrames(t *testing.T) (variants.Position, []engine.Snapshot) {
	t.Helper()
	pos, moves := chessStart(t)
	var frames []engine.Snapshot
	for i, n := range []int64{5, 90, 1_500, 40_000, 700_000, 2_000_000} {
		s := engine.Snapshot{Player: "default", Rollouts: 20 * n, Policy: "light policy, eval k=0, minimax a=0.5"}
		for k, m := range moves {
			s.Moves = append(s.Moves, engine.MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display),
				Rollouts: n * int64(1+k%3), Mean: 0.01 * float64(k-10)})
			p := pos.Clone()
			p.Play(m)
			var line []variants.Move
			for range min(i+1, pvPlies-1) {
				legal := p.LegalMoves(nil)
				line = append(line, legal[len(legal)-1])
				p.Play(legal[len(legal)-1])
			}
			s.Lines = append(s.Lines, line)
		}
		frames = append(frames, s)
	}
	return pos, frames
}

// The default's line is text that can be cut: it takes the room the
// figures leave, cut with "…", and never pushes one out. Measured live,
// its lines' growing from one reply to five plies dropped share at
// the 80x24 chess panel's 47 columns midway through a think. At every
// width one think's frames keep the same columns, no row is wider
// than the panel, and where a line is shown it is whole or ends in "…".
func TestTableLineIsCut(t *testing.T) {
	pos, frames := lineFrames(t)
	checkLineCut(t, pos, frames, "move visits share eval line")
}

// checkLineCut checks one think's frames (each one's best move is its
// first row's) at every width from 24 to 90: the same columns in every
// frame, no row wider than the panel (thinkColumns), the columns want
// at 47, the 80x24 chess panel's width, and there the last frame's line
// cut with "…".
func checkLineCut(t *testing.T, pos variants.Position, frames []engine.Snapshot, want string) {
	t.Helper()
	for width := 24; width <= 90; width++ {
		first := thinkColumns(t, width, len(frames), func(i int) View {
			return View{Stats: &frames[i], Chosen: frames[i].Moves[0].Move, Pos: pos, Title: "live"}
		})
		if width == 47 && first != want {
			t.Errorf("47 columns: columns %q, want %q", first, want)
		}
	}
	p := newPanel(47, 40)
	last := frames[len(frames)-1]
	out := strings.Join(p.Table(View{Stats: &last, Chosen: last.Moves[0].Move, Pos: pos}), "\n")
	if !strings.Contains(out, "…") {
		t.Errorf("47 columns: no line cut with …:\n%s", out)
	}
}

// abFrames are the snapshots of one think of the alpha-beta player at
// chess from the start: depth 1 to 6, the nodes below each move from 30
// to 3M, each move's note its score and depth ("at most -35 cp, depth
// 6" where a bound refuted it), the best move's line as long as the
// depth allows (the table writes up to five plies of it).
func abFrames(t *testing.T) (variants.Position, []engine.Snapshot) {
	t.Helper()
	pos, moves := chessStart(t)
	var frames []engine.Snapshot
	for d, n := range []int64{30, 900, 12_000, 150_000, 900_000, 3_000_000} {
		depth := d + 1
		s := engine.Snapshot{Player: "alphabeta", Rollouts: 20 * n, Elapsed: time.Duration(depth) * 200 * time.Millisecond,
			Progress: -1, SelDepth: depth, Lines: make([][]variants.Move, len(moves))}
		for k, m := range moves {
			cp := 30 - 9*k
			note := fmt.Sprintf("%+d cp, depth %d", cp, depth)
			if k > 0 {
				note = "at most " + note
			}
			s.Moves = append(s.Moves, engine.MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display),
				Rollouts: n, Score: float64(cp), Depth: depth, Note: note})
		}
		p := pos.Clone()
		p.Play(moves[0])
		for range depth - 1 {
			legal := p.LegalMoves(nil)
			s.Lines[0] = append(s.Lines[0], legal[len(legal)-1])
			p.Play(legal[len(legal)-1])
		}
		s.Best, s.BestText = moves[0], s.Moves[0].Text
		frames = append(frames, s)
	}
	return pos, frames
}

// The alpha-beta player's "depth, line" column was measured live: as
// its line grew with the depth ("+30 cp, depth 1" to five plies after
// it), it pushed nodes out midway through a think at 47 columns, the
// 80x24 chess panel's. It is text that can be cut, as the default's
// line is: it takes the room the figures leave, cut after a whole move
// with "…". At every width one think's frames keep the same columns and
// no row is wider than the panel.
func TestTableAlphaBetaLineIsCut(t *testing.T) {
	pos, frames := abFrames(t)
	checkLineCut(t, pos, frames, "move nodes eval depth, line")
}

// uct plays a win at once without a visit where its tree has no room
// for the root's moves: its row read "0 0/0/0 +0 +0.000 ± 0.000 0.0
// 0.0", a move searched and found even. Its figures are dashes, as a
// move never searched has, its note says it wins; the default's eval,
// which shows the proof, still reads "#1".
func TestTableWinProvenWithoutVisits(t *testing.T) {
	snap := engine.Snapshot{Player: "uct", Moves: []engine.MoveStats{{Move: 1, Text: "a3", Note: "wins at once", Proof: 1}, {Move: 2, Text: "b3"}}}
	lines := newPanel(120, 12).Table(View{Stats: &snap, Chosen: 1, Stopped: engine.StopOneMoveWin})
	if got, want := strings.Fields(lines[2]), []string{"****", "a3", "–", "–", "–", "–", "–", "–", "–", "wins", "at", "once"}; !slices.Equal(got, want) {
		t.Errorf("the win's row %q, want %q:\n%s", got, want, strings.Join(lines, "\n"))
	}
	snap.Player, snap.Policy = "default", "light policy, eval k=0, minimax a=0.5"
	if out := strings.Join(newPanel(120, 12).Table(View{Stats: &snap, Chosen: 1}), "\n"); !strings.Contains(out, "#1") {
		t.Errorf("the default's eval does not show the mate:\n%s", out)
	}
}
