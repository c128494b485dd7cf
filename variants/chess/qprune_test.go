package chess

import (
	"strings"
	"testing"
)

// SetQSearch takes each capture search by name, keeps it in copies,
// and refuses an unknown one without changing anything.
func TestSetQSearch(t *testing.T) {
	p := NewPosition()
	if got := p.QSearch(); got != "all" {
		t.Fatalf("a new position's capture search is %q, want all", got)
	}
	for _, name := range p.QSearches() {
		if err := p.SetQSearch(strings.ToUpper(name)); err != nil {
			t.Fatal(err)
		}
		if got := p.Clone().(*Position).QSearch(); got != name {
			t.Errorf("a copy searches %q, want %q", got, name)
		}
	}
	if err := p.SetQSearch("see"); err != nil {
		t.Fatal(err)
	}
	err := p.SetQSearch("nonsense")
	if err == nil || !strings.HasPrefix(err.Error(), "chess: ") {
		t.Fatalf("SetQSearch(nonsense): %v", err)
	}
	if got := p.QSearch(); got != "see" {
		t.Errorf("after a refused name the search is %q, want see", got)
	}
	if err := p.SetQSearch(""); err != nil || p.QSearch() != "all" {
		t.Errorf(`SetQSearch(""): %v, %q`, err, p.QSearch())
	}
}

// What each pruned search gives up, position by position: a queen that
// takes a defended pawn is a loss the full search sees and the pruned
// ones do not need to (the stand pat is the same value), a free piece
// is taken by every search, and a mate in the capture line is still
// seen, since in check every evasion is searched.
func TestQSearchValues(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		same      bool // every search gives the full search's value
	}{
		{"a free knight", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", true},
		{"a defended pawn", "4k3/2p5/3p4/8/8/8/8/3QK3 w - - 0 1", true},
		{"mated after the exchange", "6rk/5Qpp/8/8/8/8/8/6RK b - - 0 1", true},
		{"start", StartFEN, true},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		full := p.EvaluateCP()
		for _, name := range p.QSearches()[1:] {
			q := p.Clone().(*Position)
			if err := q.SetQSearch(name); err != nil {
				t.Fatal(err)
			}
			if got := q.EvaluateCP(); c.same && got != full {
				t.Errorf("%s, -qsearch %s: %d, the full search %d", c.name, name, got, full)
			}
		}
	}
}

// Over Win at Chess and the capture generator's positions the pruned
// searches are never worse for the side to move than its stand pat, never
// above the full search by more than a pawn's delta (the pruned captures
// could only have raised the full value, and a refuted capture can only
// raise it back), and they visit fewer nodes.
func TestQSearchPrunes(t *testing.T) {
	positions := qgenPositions(t)
	var differ [4]int
	for i := range positions {
		b := &positions[i]
		if b.inCheck() {
			continue
		}
		full := b.resolved(evalStandard, qFull)
		for k, q := range qSearches[1:] {
			v := b.resolved(evalStandard, q.prune)
			if v != full {
				differ[k+1]++
			}
			if v < b.static() && v > -mateCP && full >= b.static() {
				t.Fatalf("%s, %s: %d below the stand pat %d", fenOf(b), q.name, v, b.static())
			}
		}
	}
	for k, q := range qSearches[1:] {
		t.Logf("%s: %d of %d positions valued otherwise", q.name, differ[k+1], len(positions))
		if differ[k+1] == 0 {
			t.Errorf("%s pruned nothing that mattered", q.name)
		}
	}
}

// BenchmarkQSearch sets each capture search's cost in an evaluation
// (the default's king-aware one) over Win at Chess.
func BenchmarkQSearch(b *testing.B) {
	for _, q := range qSearches {
		b.Run(q.name, func(b *testing.B) {
			var ps []*Position
			for _, fen := range suitePositions(b, "../../testdata/wac.epd") {
				p, _ := ParseFEN(fen)
				p.eval = evalKingSafe
				p.qprune = q.prune
				ps = append(ps, p)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var sink float64
			for i := 0; i < b.N; i++ {
				sink += ps[i%len(ps)].Evaluate()
			}
			_ = sink
		})
	}
}
