package client

import (
	"context"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// fake returns a player for the test binary acting as a UCI engine in the
// given mode, with the spec's extra keys.
func fake(t *testing.T, mode, extra string, budget engine.Budget) *Player {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(fakeEnv, mode)
	p, err := New(engine.Config{Player: "uci:" + self + extra, Budget: budget})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func legal(pos variants.Position, m variants.Move) bool {
	for _, l := range pos.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}

// A well-behaved engine's info line becomes a snapshot (nodes, rate, the
// pv move's score, wdl and note) and its bestmove the result.
func TestPlayerReadsTheEngine(t *testing.T) {
	p := fake(t, "good", ",Skill Level=3", engine.Budget{Time: 100 * time.Millisecond})
	pos := chess.Variant.Start()
	ch := make(chan engine.Snapshot, 1)
	res, err := p.Search(context.Background(), pos, ch)
	if err != nil {
		t.Fatal(err)
	}
	var last engine.Snapshot
	for s := range ch {
		last = s
	}
	if !legal(pos, res.Move) || res.Rollouts != 1234 || res.Rate != 61700 {
		t.Fatalf("result %+v", res.Snapshot)
	}
	row := res.Moves[0]
	if row.Move != res.Move || row.Wins != 400 || row.Draws != 350 || row.Losses != 250 || !strings.HasPrefix(row.Note, "d3 +0.25 ") {
		t.Fatalf("pv row %+v", row)
	}
	if last.BestText != res.MoveText {
		t.Fatalf("last snapshot %q, result %q", last.BestText, res.MoveText)
	}
	if want := 2/(1+math.Pow(10, -25.0/400)) - 1; math.Abs(row.Mean-want) > 1e-12 {
		t.Fatalf("mean %v, want %v", row.Mean, want)
	}
}

// A crashed, hung or misbehaving engine gives an error that says what
// happened, and the player starts a new engine for the next search.
func TestMisbehavingEngines(t *testing.T) {
	cases := []struct{ mode, extra, want string }{
		{"silent", ",timeout=300ms", "sent no uciok within 300ms"},
		// The engines that answer get a generous handshake bound: a fake
		// engine started under -race on a loaded machine can take seconds.
		{"crash", ",timeout=60s", "exited (exit status 3); its last words: fake: segmentation fault"},
		{"hang", ",timeout=5s,movetime=50", "no bestmove within 5s"},
		{"illegal", ",timeout=60s", `illegal bestmove "e2e5"`},
		{"good", ",Skil Level=0,timeout=60s", `has no option "Skil Level" (it has: Skill Level)`},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			p := fake(t, c.mode, c.extra, engine.Budget{Time: 50 * time.Millisecond})
			_, err := p.Search(context.Background(), chess.Variant.Start(), nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if p.eng != nil {
				t.Fatal("the failed engine is still the player's")
			}
		})
	}
}

// Close reaps the process, whether it quits when asked or hangs.
func TestCloseReaps(t *testing.T) {
	for _, mode := range []string{"good", "hang"} {
		t.Run(mode, func(t *testing.T) {
			p := fake(t, mode, ",movetime=50,timeout=30s", engine.Budget{})
			e, err := p.engine()
			if err != nil {
				t.Fatal(err)
			}
			e.send("go infinite")
			p.Close()
			select {
			case <-e.exited:
			default:
				t.Fatal("Close returned before the process was reaped")
			}
			if e.cmd.ProcessState == nil {
				t.Fatal("no process state: not waited for")
			}
			if _, err := p.Search(context.Background(), chess.Variant.Start(), nil); err == nil {
				t.Fatal("a closed player searched")
			}
		})
	}
}

// Rollout plays rollout through its own client and server: an infinite
// search ends on cancel with a move (move now), and two players follow a
// game, each sending the moves so far.
func TestRoundTripThroughOwnServer(t *testing.T) {
	p := fake(t, "rollout", ",Threads=1", engine.Budget{})
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	pos := chess.Variant.Start()
	res, err := p.Search(ctx, pos, nil)
	if err != nil || !legal(pos, res.Move) || res.Stopped != engine.StopCancelled {
		t.Fatalf("infinite search stopped: %+v %v", res.Stopped, err)
	}

	players := [2]*Player{
		fake(t, "rollout", ",Threads=1,nodes=200", engine.Budget{}),
		fake(t, "rollout", ",Threads=1,nodes=200,Player=flat", engine.Budget{}),
	}
	for ply := range 6 {
		res, err := players[ply%2].Search(context.Background(), pos, nil)
		if err != nil || !legal(pos, res.Move) {
			t.Fatalf("ply %d: %v %v", ply, res.MoveText, err)
		}
		pos.Play(res.Move)
	}
	if got := len(players[0].moves); got != 4 {
		t.Fatalf("the first player's game has %d moves before its last search, want 4", got)
	}
}

// A real engine, if installed: stockfish at skill level 0 answers a legal
// move with its thinking in the snapshot.
func TestStockfish(t *testing.T) {
	if _, err := findProgram("stockfish"); err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish)")
	}
	p, err := New(engine.Config{Player: "uci:stockfish,Skill Level=0,movetime=100,Threads=1,timeout=60s"})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	pos, _ := chess.Variant.Parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	res, err := p.Search(context.Background(), pos, nil)
	if err != nil || !legal(pos, res.Move) || res.Rollouts == 0 {
		t.Fatalf("stockfish: %+v %v", res.Snapshot, err)
	}
	wdl := false
	for _, m := range res.Moves {
		wdl = wdl || m.Wins+m.Draws+m.Losses == 1000
	}
	if !wdl {
		t.Fatalf("no row with stockfish's wdl (UCI_ShowWDL is set when declared): %+v", res.Moves)
	}
	if p.Name() != "uci:stockfish" {
		t.Fatalf("name %q", p.Name())
	}
}

// continuation finds the one or two moves that lead on from the last
// position, and nothing for an unrelated one.
func TestContinuation(t *testing.T) {
	start := chess.Variant.Start()
	after := func(moves ...string) variants.Position {
		p := start.Clone()
		for _, mt := range moves {
			m, err := p.DecodeMove(mt)
			if err != nil {
				t.Fatal(err)
			}
			p.Play(m)
		}
		return p
	}
	for _, c := range []struct {
		pos  variants.Position
		want string
		ok   bool
	}{
		{after("e2e4"), "e2e4", true},
		{after("e2e4", "c7c5"), "e2e4 c7c5", true},
		{after("e2e4", "c7c5", "g1f3"), "", false},
		{start, "", false},
	} {
		got, ok := continuation(start, c.pos)
		if ok != c.ok || strings.Join(got, " ") != c.want {
			t.Errorf("continuation to %s = %v %v, want %q %v", c.pos.Encode(), got, ok, c.want, c.ok)
		}
	}
}

func TestGoCommand(t *testing.T) {
	for _, c := range []struct {
		g    GoParams
		want string
	}{
		{GoParams{MoveTime: 200 * time.Millisecond}, "go movetime 200"},
		{GoParams{Nodes: 5000, Depth: 3}, "go nodes 5000 depth 3"},
		{GoParams{Infinite: true, SearchMoves: []string{"e2e4", "d2d4"}}, "go infinite searchmoves e2e4 d2d4"},
		{GoParams{}.WithClocks(60*time.Second, 59*time.Second, time.Second, time.Second, 0), "go wtime 60000 btime 59000 winc 1000 binc 1000"},
		{GoParams{}.WithClocks(1000, 1000, 0, 0, 5), "go wtime 0 btime 0 winc 0 binc 0 movestogo 5"},
	} {
		if got := c.g.command(); got != c.want {
			t.Errorf("command = %q, want %q", got, c.want)
		}
	}
}

// Rows of lines two or more depths below the deepest are cleared, except
// the current best; a cleared row comes back if the engine plays it.
func TestTrackerClearsStaleLines(t *testing.T) {
	pos := chess.Variant.Start()
	tr := newTracker("t", pos, pos.LegalMoves(nil), GoParams{MoveTime: time.Second})
	for _, line := range []string{
		"info depth 3 multipv 1 score cp 50 pv b1c3",
		"info depth 3 multipv 2 score cp 20 pv a2a3",
		"info depth 6 multipv 1 score cp 30 pv e2e4",
	} {
		in, _ := ParseInfo(line)
		tr.add(in)
	}
	row := func(snap engine.Snapshot, text string) engine.MoveStats {
		for _, m := range snap.Moves {
			if m.Text == text {
				return m
			}
		}
		t.Fatalf("no row %s", text)
		return engine.MoveStats{}
	}
	if r := row(tr.snap, "Nc3"); r.Note != "" || r.Mean != 0 {
		t.Fatalf("stale Nc3 kept: %+v", r)
	}
	if r := row(tr.snap, "e4"); r.Note == "" {
		t.Fatalf("current e4 cleared: %+v", r)
	}
	m, _ := pos.DecodeMove("a2a3")
	if r := row(tr.result(m, engine.StopTime).Snapshot, "a3"); r.Note == "" {
		t.Fatalf("the played a3 lost its line: %+v", r)
	}
}

// TestStoppedEarlyOrOnTime: a movetime search the engine answered well
// before its time is "answered early" (UCI does not say why; rollout
// match's time line counted it as "none ended early"), and one answered
// at its time is "time".
func TestStoppedEarlyOrOnTime(t *testing.T) {
	for _, tt := range []struct {
		mode   string
		budget time.Duration
		want   engine.StopReason
	}{
		{"good", 10 * time.Second, engine.StopAnswered},
		{"full", 50 * time.Millisecond, engine.StopTime},
	} {
		p := fake(t, tt.mode, "", engine.Budget{Time: tt.budget})
		res, err := p.Search(context.Background(), chess.Variant.Start(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Stopped != tt.want {
			t.Errorf("%s engine with movetime %v: stopped %q, want %q", tt.mode, tt.budget, res.Stopped, tt.want)
		}
	}
}

// The chosen move's row counted the nodes of the info line that last
// named it while the summary counted the engine's last count (analyze:
// "Nf3 5800 ..." above "uci:stockfish: 6504 nodes"); the answered move's
// row now counts what the summary counts.
func TestChosenRowCountsTheLastNodes(t *testing.T) {
	pos := chess.Variant.Start()
	tr := newTracker("t", pos, pos.LegalMoves(nil), GoParams{MoveTime: time.Second})
	for _, line := range []string{
		"info depth 9 multipv 1 score cp 26 nodes 5800 pv g1f3 g8f6",
		"info depth 9 multipv 2 score cp 20 nodes 5900 pv e2e4",
		"info depth 10 nodes 6504",
	} {
		in, _ := ParseInfo(line)
		tr.add(in)
	}
	m, _ := pos.DecodeMove("g1f3")
	res := tr.result(m, engine.StopTime)
	for _, r := range res.Moves {
		switch r.Text {
		case "Nf3":
			if r.Rollouts != res.Rollouts || res.Rollouts != 6504 {
				t.Errorf("the chosen Nf3 counts %d nodes, the result %d; want 6504 both", r.Rollouts, res.Rollouts)
			}
		case "e4":
			if r.Rollouts != 5900 {
				t.Errorf("e4, not chosen, counts %d: want its line's 5900", r.Rollouts)
			}
		}
	}
}
