package engine

import (
	"math"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/rollerball"
	"rollout/variants/tictactoe"
)

// explorerPos is a game position that suggests the constant c.
type explorerPos struct {
	variants.Position
	c float64
}

func (e explorerPos) Exploration() float64 { return e.c }

// A game's own constant is the default where it offers one; a constant
// that is not a positive number falls back to sqrt(2), as does every game
// without one. The small games keep sqrt(2): their uct-against-perfect
// results (TestUCTNimWinsWonGames and docs/players.md's) rest on it.
func TestExplorationFor(t *testing.T) {
	ttt := tictactoe.Variant.Start()
	for _, c := range []struct {
		name string
		pos  variants.Position
		want float64
	}{
		{"chess", chess.Variant.Start(), chess.NewPosition().Exploration()},
		{"tictactoe", ttt, math.Sqrt2},
		{"nim", nim.Variant.Start(), math.Sqrt2},
		{"connect4", connect4.Variant.Start(), math.Sqrt2},
		{"rollerball", rollerball.Variant.Start(), math.Sqrt2},
		{"own 0.5", explorerPos{ttt, 0.5}, 0.5},
		{"own 0", explorerPos{ttt, 0}, math.Sqrt2},
		{"own negative", explorerPos{ttt, -1}, math.Sqrt2},
		{"own NaN", explorerPos{ttt, math.NaN()}, math.Sqrt2},
		{"own +Inf", explorerPos{ttt, math.Inf(1)}, math.Sqrt2},
		{"no position", nil, math.Sqrt2},
	} {
		if got := ExplorationFor(c.pos); got != c.want {
			t.Errorf("%s: ExplorationFor = %v, want %v", c.name, got, c.want)
		}
	}
	if c := chess.NewPosition().Exploration(); !(c > 0 && c < math.Sqrt2) {
		t.Errorf("chess's constant %v: want a tuned one in (0, sqrt 2)", c)
	}
}

// ForGame fills only a zero constant: a player's own constant stays.
func TestForGame(t *testing.T) {
	start := chess.Variant.Start()
	want := ExplorationFor(start)
	for _, c := range []struct{ set, want float64 }{{0, want}, {1.0, 1.0}, {math.Sqrt2, math.Sqrt2}} {
		cfg := Config{Player: "uct", Exploration: c.set, Seed: 9}.ForGame(start)
		if cfg.Exploration != c.want || cfg.Seed != 9 || cfg.Player != "uct" {
			t.Errorf("ForGame with c=%v: %+v, want c=%v and the rest kept", c.set, cfg, c.want)
		}
	}
}

// A player built for a game searches with the game's constant (its
// Config says so), a study steps with it, and the trace header records
// it: what a person reads is what the search used.
func TestGameExplorationReachesPlayers(t *testing.T) {
	for _, v := range []*variants.Variant{chess.Variant, tictactoe.Variant} {
		start := v.Start()
		want := ExplorationFor(start)
		p := mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 50}, Workers: 1}.ForGame(start))
		if got := p.Config().Exploration; got != want {
			t.Errorf("%s: player's c = %v, want %v", v.Name, got, want)
		}
		st, err := NewStepper(Config{Player: "uct", Seed: 1}, start)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Config().Exploration; got != want {
			t.Errorf("%s: stepper's c = %v, want %v", v.Name, got, want)
		}
		if got := st.Header(10).C; got != want {
			t.Errorf("%s: trace header c = %v, want %v", v.Name, got, want)
		}
	}
}

// A uct player built without ForGame still searches a game with the
// game's constant: the tree selects with it and the snapshot's UCB column
// is computed with it, the same as a player built with ForGame.
func TestUCTWithoutForGameUsesTheGamesConstant(t *testing.T) {
	start := chess.Variant.Start()
	run := func(cfg Config) (*uct, Result) {
		t.Helper()
		p := mustPlayer(t, cfg)
		return p.(*uct), search(t, p, start)
	}
	cfg := Config{Player: "uct", Seed: 3, Workers: 1, Budget: Budget{Rollouts: 300}}
	bare, got := run(cfg)
	_, want := run(cfg.ForGame(start))
	if c := bare.trees[0].c; c != ExplorationFor(start) {
		t.Fatalf("tree's c = %v, want chess's %v", c, ExplorationFor(start))
	}
	for i := range want.Moves {
		if got.Moves[i] != want.Moves[i] {
			t.Fatalf("move %d: %+v without ForGame, %+v with it", i, got.Moves[i], want.Moves[i])
		}
	}
}

// TestTacticalAuto checks Config.Tactical auto: the whole set, the
// threats and the lines too, for a think whose budget affords it (a
// long time, many rollouts, no bound), nothing for a short one, whose
// search is the default's own iteration for iteration; the label says
// auto either way.
func TestTacticalAuto(t *testing.T) {
	start := chess.Variant.Start()
	for _, c := range []struct {
		b    Budget
		want bool
	}{
		{Budget{Time: 100 * time.Millisecond}, false},
		{Budget{Rollouts: 20000}, false},
		{Budget{Time: TacticalAutoTime - time.Millisecond}, false},
		{Budget{Time: time.Second, Rollouts: 5000}, false},
		{Budget{Time: time.Second}, true},
		{Budget{Time: TacticalAutoTime}, true},
		{Budget{Rollouts: TacticalAutoRollouts}, true},
		{Budget{Time: time.Second, Clock: true}, true},
		{Budget{Time: time.Second, Soft: TacticalAutoTime - time.Millisecond, Clock: true}, false},
		{Budget{Time: 3 * time.Second, Soft: time.Second, Clock: true}, true},
		{Budget{}, true},
	} {
		cfg := Config{Player: DefaultPlayer, Tactical: TacticalAuto, Budget: c.b}.ForGame(start)
		whole := cfg.Mate == TacticalMate && cfg.MateVisits == TacticalMateVisits && cfg.Tactics == TacticalChecks &&
			cfg.TacticsRoot == TacticalRootChecks && cfg.TacticsProve && cfg.TacticsThreats && cfg.TacticsLine == TacticalLine && cfg.TacticsHold
		none := cfg.Mate == 0 && cfg.Tactics == 0 && cfg.TacticsRoot == 0 && !cfg.TacticsProve && !cfg.TacticsThreats && cfg.TacticsLine == 0 && !cfg.TacticsHold
		if c.want && !whole || !c.want && !none {
			t.Errorf("%+v: mate %d/%d, tactics %d/%d prove %v threats %v line %d, want the whole set %v",
				c.b, cfg.Mate, cfg.MateVisits, cfg.Tactics, cfg.TacticsRoot, cfg.TacticsProve, cfg.TacticsThreats, cfg.TacticsLine, c.want)
		}
		if c.want {
			if err := CheckTactics(cfg, start); err != nil {
				t.Errorf("%+v: the set's tactical search is refused: %v", c.b, err)
			}
		}
		if l := cfg.Label(); !strings.HasSuffix(l, "+tacauto") || strings.Contains(l, "+tacl4") != c.want {
			t.Errorf("%+v: label %q", c.b, l)
		}
		if k := cfg.Knowledge(); !strings.Contains(k, "tactical set from") {
			t.Errorf("%+v: knowledge %q does not name the set", c.b, k)
		}
	}
	// A short think is the default's search, iteration for iteration.
	pos, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	run := func(tactical string) Result {
		return search(t, mustPlayer(t, Config{Player: DefaultPlayer, Tactical: tactical, Seed: 5, Workers: 1, Budget: Budget{Rollouts: 3000}}), pos)
	}
	auto, off := run(TacticalAuto), run(TacticalOff)
	if auto.MoveText != off.MoveText || len(auto.Moves) != len(off.Moves) {
		t.Fatalf("auto played %s, off %s", auto.MoveText, off.MoveText)
	}
	for i := range off.Moves {
		if auto.Moves[i].Rollouts != off.Moves[i].Rollouts || auto.Moves[i].Mean != off.Moves[i].Mean {
			t.Fatalf("move %s: auto %+v, off %+v", off.Moves[i].Text, auto.Moves[i], off.Moves[i])
		}
	}
}

// Config.Tactical on adds the tactical set where the game has the
// searches (chess), to the default player, keeping a search
// named by its own fields; off, and at a game without the searches,
// nothing is added. The levels below the top keep it off, as their Elo
// was measured without it.
func TestTacticalSet(t *testing.T) {
	start := chess.Variant.Start()
	on := Config{Player: DefaultPlayer, Tactical: TacticalOn}.ForGame(start)
	if on.Mate != TacticalMate || on.MateVisits != TacticalMateVisits || on.Tactics != TacticalChecks ||
		on.TacticsRoot != TacticalRootChecks || !on.TacticsProve {
		t.Errorf("default with the set on: mate %d/%d, tactics %d/%d prove %v", on.Mate, on.MateVisits, on.Tactics, on.TacticsRoot, on.TacticsProve)
	}
	if err := CheckTactics(on, start); err != nil {
		t.Errorf("the set's tactical search is refused: %v", err)
	}
	if err := CheckMate(on, start); err != nil {
		t.Errorf("the set's mate search is refused: %v", err)
	}
	off := Config{Player: DefaultPlayer, Tactical: TacticalOff}.ForGame(start)
	if off.Mate != 0 || off.Tactics != 0 || off.TacticsProve {
		t.Errorf("default with the set off: mate %d, tactics %d", off.Mate, off.Tactics)
	}
	own := Config{Player: DefaultPlayer, Tactical: TacticalOn, Mate: 2, Tactics: 1}.ForGame(start)
	if own.Mate != 2 || own.MateVisits != 0 || own.Tactics != 1 || own.TacticsRoot != 0 {
		t.Errorf("named parts were overridden: mate %d/%d, tactics %d/%d", own.Mate, own.MateVisits, own.Tactics, own.TacticsRoot)
	}
	if got := (Config{Player: DefaultPlayer}).ForGame(start).Tactical; got != DefaultTactical {
		t.Errorf("the default player's set: %q, want DefaultTactical %q", got, DefaultTactical)
	}
	ttt := Config{Player: DefaultPlayer, Tactical: TacticalOn}.ForGame(tictactoe.Variant.Start())
	if ttt.Mate != 0 || ttt.Tactics != 0 {
		t.Errorf("tic-tac-toe got a set it has no searches for: mate %d, tactics %d", ttt.Mate, ttt.Tactics)
	}
	if own := (Config{Player: DefaultPlayer}).ForGame(tictactoe.Variant.Start()); own.Tactical != TacticalOff || strings.Contains(own.Label(), "+tac") {
		t.Errorf("the default at tic-tac-toe: set %q, label %q; want off and no set named", own.Tactical, own.Label())
	}
	if err := CheckTactical("sometimes"); err == nil {
		t.Error("CheckTactical accepted a value that is neither on, off nor auto")
	}
	if err := CheckTactical(TacticalAuto); err != nil {
		t.Errorf("CheckTactical refused %q: %v", TacticalAuto, err)
	}
	for _, s := range Skills() {
		cfg := s.Config.ForGame(start)
		wantOn := s.N == MaxLevel && (DefaultTactical == TacticalOn || DefaultTactical == TacticalAuto && s.Config.Budget.AffordsTactics())
		if (cfg.Tactics > 0) != wantOn {
			t.Errorf("level %d: tactical search %d, want on %v", s.N, cfg.Tactics, wantOn)
		}
	}
}
