package uci

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// output is what the session has printed so far, read under its lock
// while a search may still be writing.
func output(s *Session, out *bytes.Buffer) string {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	return out.String()
}

// patience bounds a wait for something that must happen, far beyond
// what a loaded machine under -race takes: only a hang reaches it.
const patience = time.Minute

// waitFor polls cond until it holds; false after patience.
func waitFor(cond func() bool) bool {
	for deadline := time.Now().Add(patience); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

// go ponder, as the protocol has it: no bestmove while pondering, even
// from a search that ends by itself (a rollout cap), until the GUI says
// how its guess went; ponderhit turns the ponder into the go's own
// search, which answers once; stop answers at once. It searched at once
// with the go's time and answered on its own, which a GUI pondering
// takes as the answer to a go it has not sent.
func TestPonder(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.maxRollouts = 200
	s.Handle("uci")
	if !strings.Contains(out.String(), "option name Ponder type check default false") {
		t.Fatalf("no Ponder option declared:\n%s", out.String())
	}
	s.Handle("setoption name Ponder value true")
	s.Handle("setoption name Threads value 1")
	s.Handle("position startpos moves e2e4 e7e5")
	s.Handle("go ponder wtime 60000 btime 60000")
	// The search has ended by itself once its final info line, the
	// 200 rollouts', is out: a loaded machine takes what it takes
	// (a 200 ms sleep let the look come before the end).
	if !waitFor(func() bool { return strings.Contains(output(s, &out), " nodes 200 ") }) {
		t.Fatalf("the ponder's 200 rollouts were not done within %v:\n%s", patience, output(s, &out))
	}
	if got := bestmoves(output(s, &out)); len(got) != 0 {
		t.Fatalf("go ponder answered %v before ponderhit", got)
	}
	s.Handle("ponderhit")
	<-s.done
	got := output(s, &out)
	if bm := bestmoves(got); len(bm) != 1 || !legalIn(t, "position startpos moves e2e4 e7e5", bm[0]) {
		t.Fatalf("after ponderhit: bestmoves %v, want one legal move:\n%s", bm, got)
	}
	if strings.Contains(got, "unchanged") || strings.Contains(got, "not supported") {
		t.Errorf("a note where none is due:\n%s", got)
	}
	// The bestmove names the reply it expects, from its variation.
	last := got[strings.LastIndex(got, "bestmove "):]
	if f := strings.Fields(last); len(f) != 4 || f[2] != "ponder" || !legalIn(t, "position startpos moves e2e4 e7e5 "+f[1], f[3]) {
		t.Errorf("bestmove line %q: want a legal ponder move after it", last)
	}

	// stop (the opponent played another move) answers the ponder at once.
	s.Handle("position startpos moves e2e4 e7e5 g1f3")
	s.Handle("go ponder wtime 60000 btime 60000")
	s.Handle("stop")
	if bm := bestmoves(output(s, &out)); len(bm) != 2 {
		t.Fatalf("after stop: bestmoves %v, want two", bm)
	}
	// ponderhit outside a ponder does nothing.
	s.Handle("ponderhit")
	if s.done != nil || len(bestmoves(output(s, &out))) != 2 {
		t.Errorf("a ponderhit outside a ponder started a search")
	}
}
