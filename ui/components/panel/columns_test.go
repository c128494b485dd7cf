package panel

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/variants"
)

// thinkFrames are the snapshots of one flat search of 20 moves whose
// counts grow from two digits per move to seven, as a 1 s think's do
// on a fast game: the rows' figures (W/D/L, net, plies, cap%) widen as
// the counts do, and narrow where a count's text does ("999" to "1k").
func thinkFrames() []engine.Snapshot {
	var frames []engine.Snapshot
	for i, n := range []int64{12, 45, 99, 350, 999, 1000, 4200, 9999, 10_000, 87_000, 999_000, 1_000_000, 2_340_000, 9_990_000} {
		s := engine.Snapshot{Player: "flat", Elapsed: time.Duration(i+1) * 70 * time.Millisecond, Rollouts: 20 * n, Progress: -1}
		for m := range 20 {
			w, d := n*int64(30+m)/100, n*40/100
			l := n - w - d
			s.Moves = append(s.Moves, engine.MoveStats{Move: variants.Move(m + 1), Text: fmt.Sprintf("Nx%c%d", 'a'+m%8, 1+m%8),
				Rollouts: n, Wins: w, Draws: d, Losses: l, Net: w - l, Mean: float64(w-l) / float64(n), StdErr: 0.01,
				AvgPlies: 40 + 6*float64(i), CapShare: 0.005 * float64(i)})
		}
		frames = append(frames, s)
	}
	return frames
}

// thinkColumns draws the frames of one think (view(i) is frame i's
// View) on a panel width columns wide, checks that every frame shows
// the same columns and that no row is wider than the panel, and
// returns the first frame's columns.
func thinkColumns(t *testing.T, width, frames int, view func(i int) View) string {
	t.Helper()
	p := newPanel(width, 40)
	var first string
	for i := range frames {
		lines := p.Table(view(i))
		heads := columnHeads(t, lines)
		if i == 0 {
			first = heads
		} else if heads != first {
			t.Errorf("%d columns: frame %d has columns %q, the first %q", width, i, heads, first)
		}
		for _, l := range lines {
			if w := ansi.StringWidth(l); w > width {
				t.Errorf("%d columns, frame %d: a row %d wide: %q", width, i, w, l)
			}
		}
	}
	return first
}

// columnHeads are the column heads of a table's rows (the line under
// its header that starts with "move", indented past the star's room: a
// wrapped header's line may start with the word too).
func columnHeads(t *testing.T, lines []string) string {
	t.Helper()
	for _, l := range lines {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "move" && strings.HasPrefix(l, " ") {
			return strings.Join(f, " ")
		}
	}
	t.Fatalf("no column heads in\n%s", strings.Join(lines, "\n"))
	return ""
}

// One think's table keeps its columns from its first snapshot to its
// last: at 62 columns, where the counts' widening dropped cap% midway
// (and "1k" after "999" brought it back, W/D/L likewise at 52), the
// columns are those its figures leave room for at their widest, in
// every frame. A wider panel's next think shows cap% again.
func TestTableColumnsStayWithinAThink(t *testing.T) {
	frames := thinkFrames()
	p := newPanel(62, 40)
	want := columnHeads(t, p.Table(View{Stats: &frames[0], Chosen: variants.NoMove, Title: "live"}))
	for i := range frames {
		got := columnHeads(t, p.Table(View{Stats: &frames[i], Chosen: variants.NoMove, Title: "live"}))
		if got != want {
			t.Errorf("frame %d (%d rollouts a move): columns %q, the think's first frame had %q",
				i, frames[i].Moves[0].Rollouts, got, want)
		}
	}
	if strings.Contains(want, "cap%") {
		t.Errorf("62 columns: cap%% kept, whose room the widest figures need: %q", want)
	}
	wide := newPanel(80, 40)
	for i := range frames {
		got := columnHeads(t, wide.Table(View{Stats: &frames[i], Chosen: variants.NoMove, Title: "live"}))
		if !strings.Contains(got, "cap%") || !strings.Contains(got, "W/D/L") {
			t.Errorf("80 columns, frame %d: no cap%% or W/D/L: %q", i, got)
		}
	}
}

// budgetFrames are the snapshots of one flat think whose iteration
// budget gives each of its moves at most most rollouts
// (engine.Snapshot.MostRollouts; 0: a time budget, no bound said): the
// counts grow from one a move to most, mostly draws, as chess's and
// tic-tac-toe's do, the plies to maxPlies.
func budgetFrames(moves int, most int64, maxPlies float64) []engine.Snapshot {
	var frames []engine.Snapshot
	for i, n := range []int64{1, 3, 9, 10, 45, 99, 100, 350, 999, 1000} {
		if n > most {
			break
		}
		s := engine.Snapshot{Player: "flat", Elapsed: time.Duration(i+1) * 10 * time.Millisecond, Rollouts: int64(moves) * n,
			Progress: float64(n) / float64(most)}
		for m := range moves {
			w, l := n*int64(5+m%7)/100, n*int64(3+m%5)/100
			d := n - w - l
			s.Moves = append(s.Moves, engine.MoveStats{Move: variants.Move(m + 1), Text: fmt.Sprintf("N%c%d", 'a'+m%8, 1+m%8),
				Rollouts: n, Wins: w, Draws: d, Losses: l, Net: w - l, Mean: float64(w-l) / float64(n), StdErr: 0.04,
				AvgPlies: maxPlies * float64(i+1) / 10, CapShare: 0.001 * float64(i)})
		}
		frames = append(frames, s)
	}
	return frames
}

// columnsOfThink are the column heads of every frame of a think drawn
// on p, with MostRollouts set to most in each.
func columnsOfThink(t *testing.T, p Model, frames []engine.Snapshot, most int64) []string {
	t.Helper()
	var out []string
	for i := range frames {
		f := frames[i]
		f.MostRollouts = most
		out = append(out, columnHeads(t, p.Table(View{Stats: &f, Chosen: variants.NoMove, Title: "live"})))
	}
	return out
}

// A think whose budget bounds its counts keeps room for counts up to
// that bound, not for the widest (issue: 63b819d's cost), and still
// keeps its columns in every frame: at the widths the 80x24 play screen
// gives chess's panel (47) and tic-tac-toe's (64), a flat think of 100
// rollouts a move (-rollouts 2000 over chess's 20 moves, README's
// example) shows W/D/L, one of 1,000 (9,000 over tic-tac-toe's 9, drawn
// with -ascii's wider "+- se") plies and cap%. With no
// bound said (a time budget) the same frames keep the widest rule:
// neither.
func TestTableColumnsByTheBudget(t *testing.T) {
	for _, tc := range []struct {
		name        string
		width       int
		moves       int
		most        int64
		plies       float64
		ascii       bool
		withBudget  []string // heads every frame shows with most said
		widestDrops []string // heads no frame shows without
	}{
		{"chess", 47, 20, 100, 120, false, []string{"W/D/L", "net", "± se"}, []string{"W/D/L"}},
		{"tic-tac-toe", 64, 9, 1000, 9, true, []string{"W/D/L", "net", "+- se", "plies", "cap%"}, []string{"plies", "cap%"}},
	} {
		p := newPanel(tc.width, 40)
		p.ASCII = tc.ascii // "+- se" is a cell wider than "± se"
		frames := budgetFrames(tc.moves, tc.most, tc.plies)
		if len(frames) < 5 {
			t.Fatalf("%s: %d frames", tc.name, len(frames))
		}
		bounded := columnsOfThink(t, p, frames, tc.most)
		for i, got := range bounded {
			if got != bounded[0] {
				t.Errorf("%s, %d rollouts a move at most: frame %d has columns %q, the first %q", tc.name, tc.most, i, got, bounded[0])
			}
			for _, h := range tc.withBudget {
				if !strings.Contains(got, h) {
					t.Errorf("%s, %d rollouts a move at most, %d wide: frame %d has no %s: %q", tc.name, tc.most, tc.width, i, h, got)
				}
			}
		}
		widest := columnsOfThink(t, p, frames, 0)
		for i, got := range widest {
			if got != widest[0] {
				t.Errorf("%s, no bound: frame %d has columns %q, the first %q", tc.name, i, got, widest[0])
			}
			for _, h := range tc.widestDrops {
				if strings.Contains(got, h) {
					t.Errorf("%s, no bound, %d wide: frame %d shows %s, whose widest figures have no room: %q", tc.name, tc.width, i, h, got)
				}
			}
		}
	}
}

// A very long analysis (flat, a time budget: no bound said) keeps its
// columns at every width as its counts pass 100M a move: "100.1M" was
// a character wider than the room the widest rule kept for a count, so
// W/D/L's "299.8M/399.8M/299.8M" dropped plies at 65 to 67 columns and
// cap% at 70 to 73 at 999.4M rollouts a move.
func TestTableColumnsPastAHundredMillion(t *testing.T) {
	var frames []engine.Snapshot
	for i, n := range []int64{20_000_000, 99_900_000, 100_050_000, 150_000_000, 999_400_000, 1_200_000_000} {
		s := engine.Snapshot{Player: "flat", Elapsed: time.Duration(i+1) * time.Minute, Rollouts: 20 * n, Progress: -1}
		for m := range 20 {
			w, d := n*int64(30+m)/100, n*40/100
			l := n - w - d
			s.Moves = append(s.Moves, engine.MoveStats{Move: variants.Move(m + 1), Text: fmt.Sprintf("Nx%c%d", 'a'+m%8, 1+m%8),
				Rollouts: n, Wins: w, Draws: d, Losses: l, Net: w - l, Mean: float64(w-l) / float64(n), StdErr: 0.0001,
				AvgPlies: 80, CapShare: 0.01})
		}
		frames = append(frames, s)
	}
	for width := 30; width <= 90; width++ {
		p := newPanel(width, 40)
		heads := columnsOfThink(t, p, frames, 0)
		for i, got := range heads {
			if got != heads[0] {
				t.Errorf("%d columns: frame %d (%s rollouts a move) has columns %q, the first %q",
					width, i, engine.CountText(frames[i].Moves[0].Rollouts), got, heads[0])
			}
		}
	}
}

// roulette's wheel score, the sum of up to engine.WheelScoreMost a
// rollout, grew from three digits to nine within one think ("840" to
// "699300000") and, measured live, pushed plies, cap% or W/D/L out
// midway. Written as a count ("699M") and kept at the room its most
// can reach, it leaves a think's columns as they were, at every width,
// with no bound (a time budget) and with one (-rollouts 20000 over 20
// moves: 1,000 a move).
func TestTableColumnsWithRouletteScore(t *testing.T) {
	frames := thinkFrames()
	for i := range frames {
		frames[i].Player = "roulette"
		for m := range frames[i].Moves {
			r := &frames[i].Moves[m]
			r.Score = float64(r.Rollouts * int64(70-m))
		}
	}
	bounded := budgetFrames(20, 1000, 120)
	for i := range bounded {
		bounded[i].Player = "roulette"
		for m := range bounded[i].Moves {
			r := &bounded[i].Moves[m]
			r.Score = float64(r.Rollouts * int64(99-m))
		}
	}
	for width := 30; width <= 100; width++ {
		p := newPanel(width, 40)
		for _, think := range []struct {
			name   string
			frames []engine.Snapshot
			most   int64
		}{{"no bound", frames, 0}, {"1,000 a move", bounded, 1000}} {
			heads := columnsOfThink(t, p, think.frames, think.most)
			for i, got := range heads {
				if got != heads[0] {
					t.Errorf("%s, %d columns: frame %d (score %.0f) has columns %q, the first %q",
						think.name, width, i, think.frames[i].Moves[0].Score, got, heads[0])
				}
			}
			if width == 80 && !strings.Contains(heads[0], "score") {
				t.Errorf("%s, 80 columns: no score column: %q", think.name, heads[0])
			}
		}
	}
	p := newPanel(80, 40)
	last := frames[len(frames)-1]
	if out := strings.Join(p.Table(View{Stats: &last, Chosen: variants.NoMove}), "\n"); !strings.Contains(out, "699M") {
		t.Errorf("the score of 9.99M rollouts at 70 is not written as a count, 699M:\n%s", out)
	}
}

// An external engine's lines are its table: they are cut, never
// dropped, and were counted at their whole width, so as its depth grew
// from "d1 +0.20 e4" to eight moves of line within a think, its nodes
// and W/D/L per mille came and went. The lines now take the room the
// figures leave, less their head's width that the figures leave them,
// and W/D/L per mille keeps the room of its head, as thousandths (each
// at most "1k", the widest "333/333/334") need less, not that of three
// counts (17): at 80x24 chess's 47 columns every frame shows nodes and
// the lines, from 50 W/D/L too, and no row is wider than the panel at
// any width.
func TestTableColumnsOfAnExternalEngine(t *testing.T) {
	pvs := []string{"e4", "e4 e5", "e4 e5 Nf3", "e4 e5 Nf3 Nc6 Bb5", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"}
	var frames []engine.Snapshot
	for i, nodes := range []int64{900, 45_000, 1_200_000, 9_800_000, 64_000_000} {
		s := engine.Snapshot{Player: "uci:stockfish", Elapsed: time.Duration(i+1) * 300 * time.Millisecond, Rollouts: nodes}
		for m, text := range []string{"e4", "d4", "Nf3", "c4", "g3"} {
			s.Moves = append(s.Moves, engine.MoveStats{Move: variants.Move(m + 1), Text: text, Rollouts: nodes,
				Wins: int64(40 + 100*i + m), Draws: int64(950 - 100*i - 2*m), Losses: int64(10 + m),
				Note: fmt.Sprintf("d%d +0.%d %s", 1+6*i, 20+m, strings.Replace(pvs[i], "e4", text, 1))})
		}
		frames = append(frames, s)
	}
	for width := 24; width <= 90; width++ {
		first := thinkColumns(t, width, len(frames), func(i int) View {
			return View{Stats: &frames[i], Chosen: 1, Title: "live"}
		})
		if width == 47 && (!strings.Contains(first, "nodes") || !strings.Contains(first, "line")) {
			t.Errorf("47 columns: columns %q, want nodes and the lines", first)
		}
		if width == 50 && !strings.Contains(first, "W/D/L per mille") {
			t.Errorf("50 columns: columns %q, want W/D/L per mille", first)
		}
	}
}

// A note that appears midway through a think ("proven win", uct's
// proof of a move) was measured live and dropped a column the think had
// shown from its start (net, ± se, W/D/L, plies or cap%: at every
// width from 29 to 78 columns). The columns the figures' rooms decide at the think's start stay,
// at every width, with no bound said and with one; the note shows whole
// in the room they leave, or, where they leave too little (64 columns,
// tic-tac-toe's panel at 80x24), after the header: never cut to
// "proven…", which would not say a win or a loss.
func TestTableColumnsWhenANoteAppears(t *testing.T) {
	for _, think := range []struct {
		name   string
		frames []engine.Snapshot
		most   int64
	}{{"no bound", thinkFrames(), 0}, {"1,000 a move", budgetFrames(20, 1000, 120), 1000}} {
		frames := think.frames
		for i := range frames {
			frames[i].Player, frames[i].MostRollouts = "uct", think.most
			if i >= len(frames)/2 {
				frames[i].Moves[0].Note, frames[i].Moves[0].Proof = "proven win", 3
			}
		}
		for width := 24; width <= 100; width++ {
			thinkColumns(t, width, len(frames), func(i int) View {
				return View{Stats: &frames[i], Chosen: frames[i].Moves[0].Move, Title: "live"}
			})
		}
		last := frames[len(frames)-1]
		for _, width := range []int{47, 64, 80} {
			lines := newPanel(width, 40).Table(View{Stats: &last, Chosen: last.Moves[0].Move})
			if out := strings.Join(lines, " "); !strings.Contains(out, "proven win: "+last.Moves[0].Text) && !strings.Contains(lines[2], "proven win") {
				t.Errorf("%s, %d columns: the note is not whole in its row or the header:\n%s", think.name, width, strings.Join(lines, "\n"))
			}
		}
	}
}
