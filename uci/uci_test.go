package uci

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"rollout/engine"
)

// run feeds the commands to a session, waits for the last search to end,
// and returns what the engine printed.
func run(t *testing.T, commands ...string) string {
	t.Helper()
	var out bytes.Buffer
	s := NewSession(&out, "test")
	for _, c := range commands {
		if !s.Handle(c) {
			break
		}
		if s.done != nil && strings.HasPrefix(c, "go") {
			<-s.done
			s.cancel, s.done = nil, nil
		}
	}
	s.stop()
	return out.String()
}

func TestHandshake(t *testing.T) {
	out := run(t, "uci", "isready")
	for _, want := range []string{"id name rollout test", "option name Player type combo default Default var random", "option name Threads type spin default 0 min 0 max 256", "option name VerboseMoveStats type check default false", "uciok", "readyok"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestMateInOne(t *testing.T) {
	out := run(t, "setoption name Seed value 3", "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "go nodes 4000")
	if !strings.Contains(out, "bestmove a1a8") {
		t.Fatalf("want bestmove a1a8:\n%s", out)
	}
	if !strings.Contains(out, "info depth 1") {
		t.Fatalf("no info line:\n%s", out)
	}
}

func TestPositionWithMoves(t *testing.T) {
	out := run(t, "position startpos moves e2e4 e7e5 g1f3", "go nodes 300")
	if !strings.Contains(out, "bestmove ") || strings.Contains(out, "bestmove 0000") {
		t.Fatalf("want a real bestmove:\n%s", out)
	}
}

// Bad input is reported and changes nothing.
func TestBadInput(t *testing.T) {
	cases := []struct{ name, command, want string }{
		{"bad fen", "position fen 8/8/8 w - - 0 1", "info string chess"},
		{"empty fen", "position fen", "needs a FEN"},
		{"junk after fen", "position startpos e2e4", "expected moves"},
		{"too many threads", "setoption name Threads value 100000", `setoption Threads "100000": want a whole number from 0 (one per core) to 256; unchanged`},
		{"negative threads", "setoption name Threads value -1", `setoption Threads "-1": want a whole number from 0 (one per core) to 256; unchanged`},
		{"bad exploration", "setoption name Exploration value -3", `setoption Exploration "-3": want a number in (0, 100]`},
		{"illegal move", "position startpos moves e2e5", "info string move 1"},
		{"no startpos", "position e2e4", "needs startpos or fen"},
		{"unknown command", "fly", `unknown command "fly"`},
		{"unknown player", "setoption name Player value deep-blue", "unknown player"},
		{"unknown option", "setoption name Hash value 16", "unknown option"},
		{"unknown policy", "setoption name Policy value heavy", `setoption Policy "heavy": want uniform or light`},
		{"widen NaN", "setoption name Widen value NaN", `setoption Widen "NaN": want a width`},
		{"widen negative", "setoption name Widen value -2", `setoption Widen "-2": want a width`},
		{"history NaN", "setoption name History value NaN", `setoption History "NaN": want auto`},
		{"history too heavy", "setoption name History value 101", `setoption History "101": want auto`},
		{"unknown quiet order", "setoption name QuietOrder value tables", `setoption QuietOrder "tables": want one of flat, pst`},
		{"minimax children negative", "setoption name MinimaxChildren value -1", `setoption MinimaxChildren "-1": want a whole number`},
		{"minimax children too many", "setoption name MinimaxChildren value 65", `setoption MinimaxChildren "65": want a whole number`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			s := NewSession(&out, "test")
			before := s.pos.Encode()
			s.Handle(c.command)
			if !strings.Contains(out.String(), c.want) {
				t.Fatalf("%q: want %q in:\n%s", c.command, c.want, out.String())
			}
			if s.pos.Encode() != before {
				t.Fatalf("%q changed the position to %s", c.command, s.pos.Encode())
			}
		})
	}
}

// A search is stopped by "stop" and still answers bestmove.
func TestStop(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("go infinite")
	s.Handle("stop")
	if !strings.Contains(out.String(), "bestmove ") {
		t.Fatalf("no bestmove after stop:\n%s", out.String())
	}
}

type brokenPipe struct{}

func (brokenPipe) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

// A closed output ends the session with an error, not a panic.
func TestClosedOutput(t *testing.T) {
	err := Run(strings.NewReader("uci\nisready\ngo movetime 50\n"), brokenPipe{}, "test")
	if err == nil {
		t.Fatal("Run ignored a broken output")
	}
}

// The end of input ends the session and stops a running search, which
// prints its bestmove. The input ends once the search reports progress
// (an info line with nodes): closed before, the search could still be
// allocating its tree when quit's grace ran out (under -race at load 20
// it was, and no bestmove came), which is no stop of a running search.
func TestEndOfInput(t *testing.T) {
	in, feed := io.Pipe()
	out := &watchedOutput{want: " nodes ", seen: make(chan struct{})}
	ended := make(chan error, 1)
	go func() { ended <- Run(in, out, "test") }()
	if _, err := io.WriteString(feed, "position startpos\ngo infinite\n"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-out.seen:
	case <-time.After(time.Minute):
		t.Fatalf("no progress from go infinite within a minute:\n%s", out)
	}
	feed.Close()
	select {
	case err := <-ended:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the session did not end within a minute of the end of its input")
	}
	if !strings.Contains(out.String(), "bestmove ") {
		t.Fatalf("no bestmove at end of input:\n%s", out)
	}
}

// watchedOutput is a session's output that closes seen once a line
// holding want has been written.
type watchedOutput struct {
	mu   sync.Mutex
	b    bytes.Buffer
	want string
	seen chan struct{}
}

func (w *watchedOutput) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n, err := w.b.Write(p)
	if w.want != "" && strings.Contains(w.b.String(), w.want) {
		w.want = ""
		close(w.seen)
	}
	return n, err
}

func (w *watchedOutput) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

func TestCentipawns(t *testing.T) {
	for _, c := range []struct {
		mean float64
		cp   int
	}{{0, 0}, {1, 1200}, {-1, -1200}, {0.5, 191}} {
		if got := Centipawns(c.mean); got != c.cp {
			t.Errorf("Centipawns(%v) = %d, want %d", c.mean, got, c.cp)
		}
	}
}

// stop at once after go infinite still answers a searched move: the
// session searches at least one iteration rather than playing the first
// legal move with an error (issue 20 item 13).
func TestStopAtOnceSearches(t *testing.T) {
	for i := 0; i < 5; i++ {
		var out bytes.Buffer
		s := NewSession(&out, "test")
		s.Handle("position startpos")
		s.Handle("go infinite")
		s.Handle("stop")
		got := out.String()
		if strings.Contains(got, "first legal move") || len(bestmoves(got)) != 1 {
			t.Fatalf("go infinite, stop:\n%s", got)
		}
	}
}

// Values outside an option's declared range are refused, and errors quote
// at most a line of the input (issue 20 items 12 and 14).
func TestOptionRangeAndLongInput(t *testing.T) {
	for _, c := range []struct{ command, want string }{
		{"setoption name Seed value 18446744073709551615", "from 0 to 2147483647"},
		{"setoption name Seed value 2147483648", "from 0 to 2147483647"},
		{strings.Repeat("x", 1<<20), "unknown command"},
		{"setoption name Player value " + strings.Repeat("y", 1<<20), "unknown player"},
		{"position fen " + strings.Repeat("8/", 1<<18), "info string"},
	} {
		var out bytes.Buffer
		s := NewSession(&out, "test")
		seed := s.cfg.Seed
		s.Handle(c.command)
		if !strings.Contains(out.String(), c.want) || out.Len() > 300 || s.cfg.Seed != seed {
			t.Errorf("%.60s: %d bytes of output, seed %d: %.300s", c.command, out.Len(), s.cfg.Seed, out.String())
		}
	}
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("setoption name Seed value 2147483647")
	if out.Len() != 0 || s.cfg.Seed != 2147483647 {
		t.Errorf("Seed 2147483647 refused: %s", out.String())
	}
}

// A huge token in a move list, searchmoves or a number is quoted to at
// most a line, as the other errors are (issue 27 item 7): the whole
// 5 MiB token was echoed back in one info string.
func TestHugeTokensClipped(t *testing.T) {
	huge := strings.Repeat("x", 5<<20)
	digits := strings.Repeat("9", 5000)
	for _, c := range []struct {
		commands []string
		want     string
	}{
		{[]string{"position startpos moves e2e4 " + huge}, "malformed move"},
		{[]string{"position startpos", "go nodes 20 searchmoves " + huge}, "searchmoves"},
		{[]string{"position startpos", "go nodes 20 movetime " + digits}, "too large"},
		{[]string{"position startpos", "go movetime 20 nodes " + digits}, "too large"},
		{[]string{"position startpos", "go nodes 20 depth " + digits}, "no depth"},
		{[]string{"position startpos", "go nodes 20 mate " + digits}, "no mate search"},
		{[]string{"setoption name Minimax value " + digits}, "Minimax"},
		{[]string{"setoption name Prior value " + huge}, "Prior"},
		{[]string{"setoption name Widen value " + huge}, "Widen"},
	} {
		out := run(t, c.commands...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%.50s: no %q in %.300s", c.commands[len(c.commands)-1], c.want, out)
		}
		for _, l := range strings.Split(out, "\n") {
			if len(l) > 300 {
				t.Errorf("%.50s: a line of %d bytes: %.300s", c.commands[len(c.commands)-1], len(l), l)
			}
		}
	}
}

// setoption QuietOrder chooses how the priors rate quiet moves, which
// the default player keeps, and uci advertises its names.
func TestQuietOrderOption(t *testing.T) {
	if out := run(t, "uci"); !strings.Contains(out, "option name QuietOrder type combo default "+engine.DefaultQuietOrder+" var flat var pst") {
		t.Fatalf("uci does not advertise QuietOrder:\n%s", out)
	}
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("setoption name QuietOrder value PST")
	if out.Len() != 0 || s.cfg.QuietOrder != "pst" {
		t.Fatalf("QuietOrder PST: order %q, output %q", s.cfg.QuietOrder, out.String())
	}
}

// setoption MinimaxChildren sets the children a node makes before its
// minimax value is theirs, which the default player keeps.
func TestMinimaxChildrenOption(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("setoption name MinimaxChildren value 4")
	if out.Len() != 0 || s.cfg.MinimaxChildren != 4 {
		t.Fatalf("MinimaxChildren 4: k %d, output %q", s.cfg.MinimaxChildren, out.String())
	}
}

// setoption History sets the move history's weight, which the default
// player keeps: 0 turns it off, auto (its declared default) gives the
// player's own back.
func TestHistoryOption(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	for _, c := range []struct {
		value string
		want  float64
	}{{"0", engine.HistoryOff}, {"2", 2}, {"auto", 0}} {
		s.Handle("setoption name History value " + c.value)
		if out.Len() != 0 || s.cfg.History != c.want {
			t.Fatalf("History %s: weight %g, output %q; want %g", c.value, s.cfg.History, out.String(), c.want)
		}
	}
}

// setoption Widen sets progressive widening's width, which the default
// player keeps.
func TestWidenOption(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("setoption name Widen value 2")
	if out.Len() != 0 || s.cfg.Widen != 2 {
		t.Fatalf("Widen 2: width %g, output %q", s.cfg.Widen, out.String())
	}
}

// An option the default player's preset, or a level, sets over its
// value is named in an info string when the player is built, rather
// than dropped in silence; an option at its default, and any option of
// a player named uct, says nothing.
func TestPresetOptionsNoted(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  string // "" for no note
	}{
		{"default minimax", []string{"setoption name Minimax value 0.7"}, "option Minimax 0.7 is not played: default plays its own (0.5)"},
		{"default policy", []string{"setoption name Policy value uniform", "setoption name Prior value 3"}, "option Prior 3 is not played: default plays its own (1)"},
		{"level", []string{"setoption name Level value 2", "setoption name LeafDepth value 1"}, "option LeafDepth 1 is not played: Level 2 plays its own (0)"},
		{"defaults sent", []string{"setoption name Minimax value 0", "setoption name Policy value uniform", "setoption name Widen value 0", "setoption name History value auto"}, ""},
		{"default history off", []string{"setoption name History value 0"}, ""},
		{"level history", []string{"setoption name Level value 2", "setoption name History value 1"}, "option History 1 is not played: Level 2 plays its own (off)"},
		{"uct", []string{"setoption name Player value uct", "setoption name Minimax value 0.7"}, ""},
		{"random", []string{"setoption name Player value random", "setoption name Estimator value eval"}, "option Estimator eval is not played: random plays no rollouts and grows no tree; set Player to uct to vary it"},
		{"flat", []string{"setoption name Player value flat", "setoption name Prior value 2"}, "option Prior 2 is not played: flat grows no tree; set Player to uct to vary it"},
		{"flat spread", []string{"setoption name Player value flat", "setoption name WorkerSpread value 2"}, "option WorkerSpread 2 is not played: flat grows no tree; set Player to uct to vary it"},
		{"flat rollouts", []string{"setoption name Player value flat", "setoption name Policy value light", "setoption name EvalPlies value 3"}, ""},
		{"level spread", []string{"setoption name Level value 2", "setoption name WorkerSpread value 2"}, "option WorkerSpread 2 is not played: Level 2 plays its own (0.5)"},
		{"default spread", []string{"setoption name WorkerSpread value 2"}, ""},
	} {
		out := run(t, append(c.lines, "setoption name Threads value 1", "position startpos", "go nodes 50")...)
		if c.want == "" && strings.Contains(out, "is not played") || c.want != "" && !strings.Contains(out, "info string "+c.want) {
			t.Errorf("%s: want %q:\n%s", c.name, c.want, out)
		}
	}
}

// Every UCI option a part of the tree names (engine.Part.Option) is an
// option uci lists, so a note names an option the GUI can set.
func TestPartOptionsListed(t *testing.T) {
	for _, p := range engine.Parts() {
		if p.Option == "" {
			continue
		}
		if !slices.ContainsFunc(options, func(o option) bool { return o.name == p.Option }) {
			t.Errorf("part %s names option %s, which uci does not list", p.Flag, p.Option)
		}
	}
}

// Every option's declaration reads as a GUI reads it: no combo value is
// one of the declaration's words, which a GUI takes as the next field
// ("var default" was a var without a value to polyglot, the default
// player lost from the list), and the default is one of the values.
func TestOptionDeclarationsParse(t *testing.T) {
	words := map[string]bool{"name": true, "type": true, "default": true, "min": true, "max": true, "var": true}
	for _, line := range strings.Split(run(t, "uci"), "\n") {
		f := strings.Fields(line)
		if len(f) < 5 || f[0] != "option" || f[3] != "type" || f[4] != "combo" {
			continue
		}
		var dflt string
		vars := map[string]bool{}
		for i := 5; i+1 < len(f); i += 2 {
			if !words[f[i]] || words[f[i+1]] {
				t.Fatalf("%q: %q then %q: want a word and its value", line, f[i], f[i+1])
			}
			switch f[i] {
			case "default":
				dflt = f[i+1]
			case "var":
				vars[f[i+1]] = true
			}
		}
		if !vars[dflt] {
			t.Errorf("%q: the default %q is not among the values", line, dflt)
		}
	}
	if out := run(t, "setoption name Player value Default", "setoption name Player value default"); out != "" {
		t.Errorf("setoption Player Default: %q", out)
	}
}
