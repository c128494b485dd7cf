package engine

import (
	"math"
	"slices"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/nim"
)

// historyTree is a default chess tree from pos under Config.History w,
// prepared but not yet iterated.
func historyTree(t *testing.T, pos variants.Position, w float64) *tree {
	t.Helper()
	cfg := Config{Player: DefaultPlayer, History: w}.ForGame(pos)
	tr := newTree(1<<12, cfg.Exploration, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 7, 0)
	if tr.hist == nil {
		t.Fatal("no history table under Config.History")
	}
	return tr
}

// moveByText is the legal move of pos written text (UCI notation).
func moveByText(t *testing.T, pos variants.Position, text string) variants.Move {
	t.Helper()
	for _, m := range pos.LegalMoves(nil) {
		if pos.EncodeMove(m, variants.Canonical) == text {
			return m
		}
	}
	t.Fatalf("no legal move %s", text)
	return variants.NoMove
}

// firstChildren lists the moves of node n's children in the order
// they were made (the sibling links run newest first).
func firstChildren(tr *tree, n int32) []variants.Move {
	var out []variants.Move
	for c := tr.nodes[n].child; c >= 0; c = tr.nodes[c].next {
		out = append([]variants.Move{tr.nodes[c].move}, out...)
	}
	return out
}

// A move the history rates well is made first at a node's first
// expansion, before the moves the static priors put ahead of it, and
// the prior its node keeps, here and at a later expansion from the
// kept order, carries its bonus; with no history the static order
// holds.
func TestHistoryReordersExpansion(t *testing.T) {
	pos := chess.Variant.Start()
	a3, h3 := moveByText(t, pos, "a2a3"), moveByText(t, pos, "h2h3")
	static := historyTree(t, pos, 1)
	for range 3 {
		static.iterate()
	}
	made := firstChildren(static, 0)
	if len(made) < 2 || made[0] == a3 || made[1] == h3 {
		t.Fatalf("without history the root's first children are %v: want neither a3 first nor h3 second", made)
	}
	tr := historyTree(t, pos, 1)
	white := pos.ToMove()
	tr.hist.slots[historySlotOf(a3, white)] = historySlot{sum: 9, n: 1}  // bonus 1
	tr.hist.slots[historySlotOf(h3, white)] = historySlot{sum: 45, n: 1} // bonus 5: first
	// a3's bonus for the other side must not count.
	tr.hist.slots[historySlotOf(a3, white.Other())] = historySlot{sum: 90, n: 1}
	for range 3 {
		tr.iterate()
	}
	made = firstChildren(tr, 0)
	if len(made) < 2 || made[0] != h3 || made[1] != a3 {
		t.Fatalf("with history the root's first children are %v, want h3 then a3", made)
	}
	rater := pos.Clone()
	configurePos(rater, Config{Player: DefaultPlayer}.ForGame(pos)) // the default's order of quiet moves
	for c := tr.nodes[0].child; c >= 0; c = tr.nodes[c].next {
		want := rater.(variants.Priorer).Prior(tr.nodes[c].move)
		switch tr.nodes[c].move {
		case h3:
			want += 5
		case a3:
			want += 1
		}
		if got := float64(tr.nodes[c].prior); math.Abs(got-want) > 1e-5 {
			t.Errorf("%s's kept prior %v, want %v (the static prior and its bonus)", pos.EncodeMove(tr.nodes[c].move, variants.Canonical), got, want)
		}
	}
}

// Each backup adds to the history of every move on the path, for the
// side that played it, the iteration's value for that side less the
// value the move's parent had for it.
func TestHistoryRecordsAdvantage(t *testing.T) {
	pos := chess.Variant.Start()
	tr := historyTree(t, pos, 1)
	for range 50 {
		tr.iterate()
	}
	c := tr.nodes[0].child
	g := tr.nodes[c].child
	if g < 0 {
		t.Fatal("the root's newest child has no child after 50 iterations")
	}
	white := pos.ToMove()
	mean := func(n int32) float64 { s := tr.nodes[n].stats; return float64(s.sum) / float64(s.n) / fixedOne }
	sc, sg := historySlotOf(tr.nodes[c].move, white), historySlotOf(tr.nodes[g].move, white.Other())
	before, beforeG := tr.hist.slots[sc], tr.hist.slots[sg]
	tr.path = append(tr.path[:0], 0, c, g)
	const v = 0.25 // for White, the root's side to move
	tr.recordHistory(sample{value: v * fixedOne})
	after, afterG := tr.hist.slots[sc], tr.hist.slots[sg]
	// The root's mean is for Black, the side that moved into it.
	if got, want := float64(after.sum-before.sum), v+mean(0); math.Abs(got-want) > 1e-5 || after.n != before.n+1 {
		t.Errorf("White's move gained %v in %v samples, want %v in 1", got, after.n-before.n, want)
	}
	if got, want := float64(afterG.sum-beforeG.sum), -v+mean(c); math.Abs(got-want) > 1e-5 || afterG.n != beforeG.n+1 {
		t.Errorf("Black's reply gained %v in %v samples, want %v in 1", got, afterG.n-beforeG.n, want)
	}
}

// A new search keeps the last one's history at half weight.
func TestHistoryAges(t *testing.T) {
	pos := chess.Variant.Start()
	tr := historyTree(t, pos, 1)
	tr.hist.slots[5] = historySlot{sum: 3, n: 4}
	tr.prepare(pos, Config{Player: DefaultPlayer, History: 1}.ForGame(pos), 7, 0)
	if got := tr.hist.slots[5]; got != (historySlot{sum: 1.5, n: 2}) {
		t.Errorf("after a new search's prepare the slot is %+v, want sum 1.5 in 2", got)
	}
	tr.prepare(pos, Config{Player: DefaultPlayer, History: HistoryOff}.ForGame(pos), 7, 0)
	if tr.hist != nil {
		t.Error("the history table outlived Config.History's HistoryOff")
	}
}

// CheckHistory takes a weight the search can play and refuses the
// others, and a history where no priors order the moves.
func TestCheckHistory(t *testing.T) {
	board := chess.Variant.Start()
	def := Config{Player: DefaultPlayer}.ForGame(board)
	withW := func(c Config, w float64) Config { c.History = w; return c }
	for _, c := range []struct {
		name string
		cfg  Config
		pos  variants.Position
		want string
	}{
		{"off", withW(def, 0), board, ""},
		{"default", withW(def, 1.5), board, ""},
		{"uct with priors", Config{Player: "uct", Prior: 1, History: 1}, board, ""},
		{"turned off", withW(def, HistoryOff), board, ""},
		{"negative", withW(def, -0.5), board, "want a weight"},
		{"NaN", withW(def, math.NaN()), board, "want a weight"},
		{"too large", withW(def, MaxHistory+1), board, "want a weight"},
		{"no -prior", Config{Player: "uct", History: 1}, board, "-prior is off"},
		{"no priors", Config{Player: "uct", Prior: 1, History: 1}, nim.Variant.Start(), "has none"},
		{"shared tree", func() Config { c := withW(def, 1); c.Parallel, c.Workers = ParallelTree, 2; return c }(), board, "-parallel tree"},
	} {
		err := CheckHistory(c.cfg, c.pos)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// The history's weight is in the label and the knowledge line.
func TestHistoryLabelled(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, History: 0.5}.ForGame(chess.Variant.Start())
	if l := cfg.Label(); !strings.Contains(l, "+hist0.5") {
		t.Errorf("label %q, want +hist0.5", l)
	}
	if k := cfg.Knowledge(); !strings.Contains(k, "move history W=0.5") {
		t.Errorf("knowledge %q, want move history W=0.5", k)
	}
}

// The history's own parts (Config.HistoryShrink, HistoryKiller,
// HistoryLate) each grow another tree than the default's from the
// middlegame, one whose every node has distinct children, each a legal
// move of its position; the killer rule finds killers; the parts are
// labelled, and refused out of range or without the history.
func TestHistoryParts(t *testing.T) {
	pos, err := chess.ParseFEN(chessSpeedPositions[2].fen)
	if err != nil {
		t.Fatal(err)
	}
	grow := func(c Config) *tree {
		cfg := c.ForGame(pos)
		tr := newTree(1<<14, cfg.Exploration, false)
		tr.reset(pos)
		tr.prepare(pos, cfg, 7, 0)
		for range 1500 {
			tr.iterate()
		}
		return tr
	}
	base := treeDigest(grow(Config{Player: DefaultPlayer}))
	for _, c := range []struct {
		cfg   Config
		label string
	}{
		{Config{Player: DefaultPlayer, HistoryShrink: 4}, "+hs4"},
		{Config{Player: DefaultPlayer, HistoryKiller: 0.2}, "+kill0.2"},
		{Config{Player: DefaultPlayer, HistoryLate: true}, "+hlate"},
	} {
		if l := c.cfg.ForGame(pos).Label(); !strings.Contains(l, c.label) {
			t.Errorf("label %q, want %s", l, c.label)
		}
		tr := grow(c.cfg)
		if treeDigest(tr) == base {
			t.Errorf("%s: the default's tree", c.label)
		}
		if c.cfg.HistoryKiller > 0 && !slices.ContainsFunc(tr.killers[:], func(m variants.Move) bool { return m != variants.NoMove }) {
			t.Errorf("%s: no killer found", c.label)
		}
		checkChildren(t, tr, 0, pos.Clone(), 0)
	}
	def := Config{Player: DefaultPlayer}.ForGame(pos)
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Player: "uct", Prior: 1, HistoryShrink: 4}, "history, which is off"},
		{Config{Player: "uct", Prior: 1, HistoryKiller: 0.1}, "history, which is off"},
		{Config{Player: "uct", Prior: 1, HistoryLate: true}, "history, which is off"},
		{func() Config { c := def; c.History, c.HistoryLate = HistoryOff, true; return c }(), "history, which is off"},
		{func() Config { c := def; c.HistoryShrink = -1; return c }(), "want samples"},
		{func() Config { c := def; c.HistoryShrink = math.NaN(); return c }(), "want samples"},
		{func() Config { c := def; c.HistoryKiller = MaxHistoryKiller + 1; return c }(), "want a bonus"},
	} {
		if err := CheckHistory(c.cfg, pos); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.cfg, err, c.want)
		}
	}
}

// checkChildren fails t unless every node below n (pos its position)
// has children of distinct moves, each legal where it is made.
func checkChildren(t *testing.T, tr *tree, n int32, pos variants.Position, depth int) {
	t.Helper()
	legal := pos.LegalMoves(nil)
	seen := map[variants.Move]bool{}
	for c := tr.nodes[n].child; c >= 0; c = tr.nodes[c].next {
		m := tr.nodes[c].move
		if seen[m] || !slices.Contains(legal, m) {
			t.Fatalf("node %d at depth %d: child %v repeated or not legal", n, depth, m)
		}
		seen[m] = true
		child := pos.Clone()
		child.Play(m)
		checkChildren(t, tr, c, child, depth+1)
	}
}
