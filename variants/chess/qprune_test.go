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

// Where no capture loses by the exchange, every search gives the full
// search's value: a free knight is taken, a queen that would take a
// defended pawn stands pat, and a mate by a capture the king cannot
// answer (the bishop guards the square, so the exchange does not lose
// the queen) is a mate to every search.
func TestQSearchValues(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		mate      bool // the value is a mate for the side to move
	}{
		{"a free knight", "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", false},
		{"a defended pawn", "4k3/2p5/3p4/8/8/8/8/3QK3 w - - 0 1", false},
		{"mate by Qxg7", "6k1/5ppp/8/8/8/8/1B4Q1/6K1 w - - 0 1", true},
		{"start", StartFEN, false},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		full := p.EvaluateCP()
		if (full >= mateCP-MaxLeafDepth) != c.mate {
			t.Fatalf("%s: the full search values it %d", c.name, full)
		}
		for _, name := range p.QSearches()[1:] {
			q := p.Clone().(*Position)
			if err := q.SetQSearch(name); err != nil {
				t.Fatal(err)
			}
			if got := q.EvaluateCP(); got != full {
				t.Errorf("%s, -qsearch %s: %d, the full search %d", c.name, name, got, full)
			}
		}
	}
}

// Over the capture generator's positions (Win at Chess, the openings,
// the mates in one and random games from them) a pruned search, out of
// check, never values a position with a legal move below its stand pat
// (the side to move may always decline every capture), and each rule
// changes some values: what it prunes is not only what the full search
// would refute.
func TestQSearchPrunes(t *testing.T) {
	positions := qgenPositions(t)
	var differ [4]int
	for i := range positions {
		b := &positions[i]
		if b.inCheck() || !b.hasLegalMove() {
			continue
		}
		full := b.resolved(evalStandard, qFull)
		for k, q := range qSearches[1:] {
			v := b.resolved(evalStandard, q.prune)
			if v != full {
				differ[k+1]++
			}
			if v < b.static() {
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
			benchEvaluate(b, wacPositions(b, func(p *Position) { p.eval, p.qprune = evalKingSafe, q.prune }))
		})
	}
}
