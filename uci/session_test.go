package uci

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// bestmoves returns the moves of the output's bestmove lines (without
// the ponder move that may follow).
func bestmoves(out string) []string {
	var moves []string
	for _, l := range strings.Split(out, "\n") {
		if m, ok := strings.CutPrefix(l, "bestmove "); ok {
			if f := strings.Fields(m); len(f) > 0 {
				m = f[0]
			}
			moves = append(moves, m)
		}
	}
	return moves
}

// legalIn reports whether the UCI move text is legal in the position the
// position command sets.
func legalIn(t *testing.T, position, move string) bool {
	t.Helper()
	s := NewSession(io.Discard, "test")
	s.Handle(position)
	m, err := s.pos.DecodeMove(move)
	if err != nil {
		return false
	}
	for _, l := range s.pos.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}

// A position drawn by rule that still has legal moves is searched and
// answered with a legal move, the draw named in an info string; 0000
// answers only a position without a legal move.
func TestDrawnPositionsGetALegalMove(t *testing.T) {
	cases := []struct{ name, position, note string }{
		{"threefold", "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "draw by threefold repetition"},
		{"50-move rule", "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 100 80", "draw by 50-move rule"},
		{"insufficient material", "position fen 4k3/8/8/8/8/8/8/3NK3 w - - 0 1", "draw by insufficient material"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := run(t, c.position, "go movetime 200")
			moves := bestmoves(out)
			if len(moves) != 1 || moves[0] == "0000" || !legalIn(t, c.position, moves[0]) {
				t.Fatalf("want one legal bestmove, got %v:\n%s", moves, out)
			}
			if !strings.Contains(out, "info string the position is a "+c.note) {
				t.Fatalf("no info string naming the %s:\n%s", c.note, out)
			}
		})
	}
	for _, mated := range []string{
		"position startpos moves f2f3 e7e5 g2g4 d8h4", // checkmate
		"position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
	} {
		if out := run(t, mated, "go movetime 50"); !strings.Contains(out, "bestmove 0000") {
			t.Errorf("%s: want bestmove 0000:\n%s", mated, out)
		}
	}
}

// Every go form has a defined budget and the odd ones say how they are
// taken.
func TestGoForms(t *testing.T) {
	white := chess.Variant.Start()
	cases := []struct {
		args   string
		budget engine.Budget
		note   string
	}{
		{"", engine.Budget{Time: 10 * time.Second}, "no limit given"},
		{"infinite", engine.Budget{}, ""},
		{"infinite movetime 100", engine.Budget{}, ""},
		{"depth 5", engine.Budget{Time: 10 * time.Second}, "until the principal variation is 5 plies long, at most 10s"},
		{"depth 5 movetime 300", engine.Budget{Time: 300 * time.Millisecond}, ""},
		{"depth 0", atOnce, "go depth 0: moving at once"},
		{"depth 99999999999999999999", engine.Budget{Time: 10 * time.Second}, "no depth limit"},
		{"depth 5 infinite", engine.Budget{}, "searching until stop"},
		{"mate 3", engine.Budget{Time: 10 * time.Second}, "no mate search"},
		{"movestogo 20", engine.Budget{Time: 10 * time.Second}, "movestogo 20 without"},
		{"nodes 500", engine.Budget{Rollouts: 500}, ""},
		{"nodes 0", atOnce, "moving at once"},
		{"nodes -5", atOnce, "moving at once"},
		{"nodes 99999999999999999999", engine.Budget{Time: 10 * time.Second}, "too large"},
		{"movetime 250", engine.Budget{Time: 250 * time.Millisecond}, ""},
		{"movetime 0", atOnce, "moving at once"},
		{"movetime -10", atOnce, "moving at once"},
		{"movetime 99999999999999999999", engine.Budget{Time: 10 * time.Second}, "too large"},
		{"movetime 9223372036854775807", engine.Budget{Time: 10 * time.Second}, "too large"},
		{"movetime 300 nodes 1000", engine.Budget{Time: 300 * time.Millisecond, Rollouts: 1000}, ""},
		{"wtime 0 btime 0", atOnce, "moving at once"},
		{"wtime -500 btime 1000", atOnce, "go wtime -500: the side to move has no time left"},
		// The clock rule's hard cap: 3 x clock/40 + 3/4 inc (docs/clocks.md).
		{"wtime 60000 btime 60000", engine.Budget{Time: 4500 * time.Millisecond}, ""},
		{"wtime 60000 btime 60000 winc 1000 binc 1000", engine.Budget{Time: 5250 * time.Millisecond}, ""},
		{"wtime 60000 btime 1 movestogo 9", engine.Budget{Time: 18 * time.Second}, ""},
		{"wtime 30 btime 30", engine.Budget{Time: 10 * time.Millisecond}, ""},
		{"btime 1000", engine.Budget{Time: 10 * time.Second}, "other side's clock"},
		{"nodes", engine.Budget{Time: 10 * time.Second}, "needs a number"},
		{"nodes many", engine.Budget{Time: 10 * time.Second}, "not a whole number"},
		{"fast", engine.Budget{Time: 10 * time.Second}, "unknown word"},
		{"ponder movetime 100", engine.Budget{Time: 100 * time.Millisecond}, ""}, // goSearch ponders (ponder_test.go)
		// searchmoves naming no legal move searched every move unsaid.
		{"searchmoves movetime 100", engine.Budget{Time: 100 * time.Millisecond}, "go searchmoves names no move; searching every move"},
		{"movetime 100 searchmoves e2e5 zz", engine.Budget{Time: 100 * time.Millisecond}, "none of the moves named is legal here; searching every move"},
		{"movetime 100 searchmoves e2e4", engine.Budget{Time: 100 * time.Millisecond}, ""},
	}
	for _, c := range cases {
		p := parseGo(strings.Fields(c.args), white)
		if p.budget != c.budget {
			t.Errorf("go %s: budget %+v, want %+v", c.args, p.budget, c.budget)
		}
		if wantDepth := strings.HasPrefix(c.args, "depth 5") && !strings.Contains(c.args, "infinite"); (p.depth == 5) != wantDepth {
			t.Errorf("go %s: depth %d", c.args, p.depth)
		}
		notes := strings.Join(p.notes, "\n")
		if c.note == "" && notes != "" || !strings.Contains(notes, c.note) {
			t.Errorf("go %s: notes %q, want %q", c.args, notes, c.note)
		}
	}
}

// searchmoves limits the root: one move is answered as it is; several
// give one of them; an illegal one is named and ignored.
func TestSearchMoves(t *testing.T) {
	out := run(t, "position startpos", "go nodes 300 searchmoves a2a3")
	if got := bestmoves(out); len(got) != 1 || got[0] != "a2a3" {
		t.Fatalf("searchmoves a2a3: got %v:\n%s", got, out)
	}
	out = run(t, "position startpos", "go nodes 300 searchmoves h2h3 b1a3 e2e5")
	if got := bestmoves(out); len(got) != 1 || (got[0] != "h2h3" && got[0] != "b1a3") {
		t.Fatalf("searchmoves h2h3 b1a3: got %v:\n%s", got, out)
	}
	if !strings.Contains(out, "searchmoves e2e5") {
		t.Fatalf("the illegal e2e5 was not named:\n%s", out)
	}
	// A later go without searchmoves searches every move again.
	out = run(t, "position startpos", "go nodes 300 searchmoves a2a3", "setoption name VerboseMoveStats value true", "go nodes 300")
	if n := strings.Count(out, " N: "); n != 20 {
		t.Fatalf("want 20 move lines after the restricted go, got %d:\n%s", n, out)
	}
}

// A game of 1,000 moves in one position line is read, and a line over
// MaxLine is reported and skipped: the session answers what follows.
func TestLongLines(t *testing.T) {
	pos := chess.Variant.Start()
	rng := rand.New(rand.NewPCG(1, 2))
	var moves []string
	for len(moves) < 1000 {
		legal := pos.LegalMoves(nil)
		if len(legal) == 0 {
			pos, moves = chess.Variant.Start(), moves[:0]
			continue
		}
		m := legal[rng.IntN(len(legal))]
		moves = append(moves, pos.EncodeMove(m, variants.Canonical))
		pos.Play(m)
	}
	var out bytes.Buffer
	in := "position startpos moves " + strings.Join(moves, " ") + "\nisready\n"
	if err := Run(strings.NewReader(in), &out, "test"); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "info string") || !strings.Contains(out.String(), "readyok") {
		t.Fatalf("a %d-byte position line was not taken:\n%s", len(in), out.String())
	}

	out.Reset()
	huge := "position startpos moves " + strings.Repeat("e2e4 ", MaxLine/5+10)
	if err := Run(strings.NewReader(huge+"\nisready\nposition startpos moves e2e4\ngo nodes 50\n"), &out, "test"); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	// The line's own length is said: it read "of more than N bytes"
	// with N the line's length exactly.
	said := fmt.Sprintf("info string input line of %d bytes skipped (the limit is %d bytes)", len(huge), MaxLine)
	if !strings.Contains(got, said) || !strings.Contains(got, "readyok") || len(bestmoves(got)) != 1 {
		t.Fatalf("an over-long line stopped the session:\n%.2000s", got)
	}
}

// quit ends a session at once, even in an infinite search.
func TestQuitEndsInfiniteSearch(t *testing.T) {
	var out bytes.Buffer
	if err := Run(strings.NewReader("setoption name Threads value 256\ngo infinite\nisready\nquit\nisready\n"), &out, "test"); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "readyok"); n != 1 {
		t.Fatalf("want 1 readyok (none after quit), got %d:\n%s", n, out.String())
	}
}

// The uct player is kept between the go commands of a game, so its tree
// carries over (more nodes than one search's iterations can grow); a new
// game starts a new tree.
func TestTreeKeptBetweenGos(t *testing.T) {
	const n = 300
	var out bytes.Buffer
	s := NewSession(&out, "test")
	var results []engine.Result
	s.onResult = func(r engine.Result) { results = append(results, r) }
	for _, c := range []string{
		"setoption name Threads value 1",
		"position startpos moves e2e4", fmt.Sprintf("go nodes %d", n),
		"position startpos moves e2e4", fmt.Sprintf("go nodes %d", n), // the same game: tree kept
		"ucinewgame",
		"position startpos moves e2e4", fmt.Sprintf("go nodes %d", n), // a new game: tree reset
	} {
		s.Handle(c)
		if s.done != nil {
			<-s.done
			s.cancel, s.done = nil, nil
		}
	}
	if len(results) != 3 {
		t.Fatalf("want 3 results, got %d:\n%s", len(results), out.String())
	}
	first, kept, fresh := results[0].TreeNodes, results[1].TreeNodes, results[2].TreeNodes
	if first > n+1 || kept <= n+1 || fresh > n+1 {
		t.Fatalf("tree sizes %d, %d, %d: want the second over %d (tree kept), the others at most that", first, kept, fresh, n+1)
	}
}

// Info lines carry score cp and wdl; VerboseMoveStats adds a line per
// root move, the chosen one marked.
func TestInfoAndVerboseStats(t *testing.T) {
	out := run(t, "setoption name VerboseMoveStats value true", "position startpos moves e2e4", "go nodes 400")
	for _, want := range []string{" score cp ", " wdl ", "info string ", " N: ", engine.ChosenMark} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, " N: "); n != 20 {
		t.Errorf("want one line for each of 20 moves, got %d", n)
	}
	out = run(t, "setoption name UCI_ShowWDL value false", "go nodes 500")
	if strings.Contains(out, " wdl ") {
		t.Errorf("wdl shown with UCI_ShowWDL off:\n%s", out)
	}
}

func TestWDL(t *testing.T) {
	for _, c := range []struct {
		m       engine.MoveStats
		w, d, l int
	}{
		{engine.MoveStats{}, 0, 1000, 0},
		{engine.MoveStats{Wins: 1, Draws: 1, Losses: 1}, 333, 334, 333},
		{engine.MoveStats{Wins: 3, Losses: 1, Mean: 0.5}, 750, 0, 250},
		// A proven mate is a win, whatever the rollouts said (issue 27
		// item 6: a mate in one read wdl 0 1000 0).
		{engine.MoveStats{Proof: 1}, 1000, 0, 0},
		{engine.MoveStats{Proof: 3, Wins: 1, Draws: 99, Rollouts: 100, Mean: 0.01}, 1000, 0, 0},
		{engine.MoveStats{Proof: -2, Wins: 5, Rollouts: 5, Mean: 1}, 0, 0, 1000},
		// An evaluation's mean with few counted draws: win - loss is the
		// mean, so the expected score is the score's.
		{engine.MoveStats{Wins: 10, Draws: 80, Losses: 10, Rollouts: 100, Mean: 0.3}, 300, 700, 0},
		{engine.MoveStats{Wins: 0, Draws: 100, Losses: 0, Rollouts: 100, Mean: -0.2}, 0, 800, 200},
		{engine.MoveStats{Wins: 60, Draws: 20, Losses: 20, Rollouts: 100, Mean: 0.4}, 600, 200, 200},
	} {
		if w, d, l := WDL(c.m); w != c.w || d != c.d || l != c.l {
			t.Errorf("WDL(%+v) = %d %d %d, want %d %d %d", c.m, w, d, l, c.w, c.d, c.l)
		}
	}
}

// setoption Policy light makes the searches use the light policy (their
// results carry its label), and the session refuses it beside the rb
// estimator, leaving the options unchanged.
func TestPolicyOption(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.maxRollouts = 200
	var got []engine.Result
	s.onResult = func(r engine.Result) { got = append(got, r) }
	s.Handle("setoption name Player value uct") // default sets its own policy
	s.Handle("setoption name Policy value light")
	s.Handle("go nodes 200")
	<-s.done
	s.stop()
	if len(got) != 1 || got[0].Policy != engine.Light.Label() {
		t.Fatalf("results %+v; want one labelled %q\n%s", got, engine.Light.Label(), out.String())
	}
	s.Handle("setoption name Estimator value rb")
	if !strings.Contains(out.String(), "plain estimator") || s.cfg.Estimator != engine.Plain {
		t.Fatalf("rb beside the light policy was not refused:\n%s", out.String())
	}
	s.Handle("setoption name Policy value uniform")
	s.Handle("setoption name Estimator value rb")
	if s.cfg.Policy != engine.Uniform || s.cfg.Estimator != engine.RaoBlackwell {
		t.Fatalf("config %+v", s.cfg)
	}
}

// A go with the side to move's clock runs the clock rule: the session
// names the allotment in an info string, and the search ends by the rule
// or at the hard cap, with a legal move.
func TestClockGo(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	var got []engine.Result
	s.onResult = func(r engine.Result) { got = append(got, r) }
	s.Handle("debug on")
	s.Handle("setoption name Threads value 1")
	s.Handle("position startpos moves e2e4")
	s.Handle("go wtime 1000 btime 3000 winc 100 binc 100")
	<-s.done
	s.stop()
	// Black's clock: 3000/40 + 75 = 150 ms soft, 3 x 75 + 75 = 300 ms hard.
	if !strings.Contains(out.String(), "info string clock: 3000 ms left, soft 150 ms, hard 300 ms, lag 0 ms") {
		t.Fatalf("no allotment line:\n%s", out.String())
	}
	if len(got) != 1 {
		t.Fatalf("results %+v", got)
	}
	switch got[0].Stopped {
	case engine.StopClock, engine.StopSeparation, engine.StopTime, engine.StopProven, engine.StopSettled:
	default:
		t.Errorf("stopped by %q", got[0].Stopped)
	}
	if m := bestmoves(out.String()); len(m) != 1 || !legalIn(t, "position startpos moves e2e4", m[0]) {
		t.Errorf("bestmoves %v", m)
	}
}

// The Exploration option's default is chess's own constant, and a search
// without the option set uses it; a set value wins.
func TestExplorationDefault(t *testing.T) {
	want := engine.ExplorationFor(chess.Variant.Start())
	if out := run(t, "uci"); !strings.Contains(out, fmt.Sprintf("option name Exploration type string default %.6f", want)) {
		t.Fatalf("Exploration's default is not chess's %v:\n%s", want, out)
	}
	for _, c := range []struct {
		set  string
		want float64
	}{{"", want}, {"1.2", 1.2}} {
		var out bytes.Buffer
		s := NewSession(&out, "test")
		if c.set != "" {
			s.Handle("setoption name Exploration value " + c.set)
		}
		s.Handle("go nodes 100")
		<-s.done
		s.stop()
		if s.player == nil || s.player.Config().Exploration != c.want {
			t.Fatalf("Exploration %q: the search's player %+v, want c = %v\n%s", c.set, s.player, c.want, out.String())
		}
	}
}

// go infinite answers only when stopped, as the protocol says, even
// where the answer needs no search: mate and stalemate (0000) and a dead
// draw (its first legal move) printed bestmove at once, which a GUI
// analysing the position does not expect before its stop.
func TestInfiniteWaitsForStopWithoutSearch(t *testing.T) {
	for _, fen := range []string{
		"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", // mated
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
		"7k/8/6K1/8/8/8/8/8 b - - 0 1",   // two kings: dead
	} {
		var out bytes.Buffer
		s := NewSession(&out, "test")
		s.Handle("position fen " + fen)
		s.Handle("go infinite")
		if got := bestmoves(out.String()); len(got) != 0 {
			t.Errorf("%s: go infinite answered %v before stop", fen, got)
		}
		s.Handle("isready")
		s.Handle("stop")
		if got := bestmoves(out.String()); len(got) != 1 {
			t.Errorf("%s: after stop, bestmoves %v, want one:\n%s", fen, got, out.String())
		}
		s.Handle("go movetime 50")
		s.Handle("stop")
		if got := bestmoves(out.String()); len(got) != 2 {
			t.Errorf("%s: go movetime after it: bestmoves %v, want two", fen, got)
		}
	}
}

// The time plan of each search (go movetime's split, the clock's
// allotment) is said only in debug mode: polyglot shows every info
// string as a thinking line of depth 1 ("1 +0 0 0 go movetime 980:
// searching 969 ms, ..."), so a GUI saw one before each move.
func TestTimePlanInDebugOnly(t *testing.T) {
	gos := []string{"setoption name Threads value 1", "position startpos", "go movetime 50", "go wtime 1000 btime 1000"}
	out := run(t, gos...)
	if strings.Contains(out, "info string") {
		t.Errorf("info strings without debug:\n%s", out)
	}
	out = run(t, append([]string{"debug on"}, gos...)...)
	for _, want := range []string{"info string go movetime 50: searching", "info string clock: 1000 ms left"} {
		if !strings.Contains(out, want) {
			t.Errorf("debug on: no %q:\n%s", want, out)
		}
	}
	out = run(t, append([]string{"debug on", "debug off"}, gos...)...)
	if strings.Contains(out, "info string") {
		t.Errorf("info strings after debug off:\n%s", out)
	}
	if out := run(t, "debug maybe"); !strings.Contains(out, `info string debug takes on or off, not "maybe"; unchanged`) {
		t.Errorf("debug maybe: %q", out)
	}
}
