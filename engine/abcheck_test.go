package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// checkedSnapshot is a final snapshot of pos whose choice is the move
// text chosen, as a tree search would leave it.
func checkedSnapshot(t *testing.T, pos variants.Position, chosen string) Snapshot {
	t.Helper()
	moves := pos.LegalMoves(nil)
	s := Snapshot{Moves: make([]MoveStats, len(moves))}
	for i, m := range moves {
		s.Moves[i] = MoveStats{Move: m, Text: pos.EncodeMove(m, variants.Display)}
		if s.Moves[i].Text == chosen {
			s.Best, s.BestText = m, chosen
		}
	}
	if s.BestText == "" {
		t.Fatalf("no move %s in %s", chosen, pos.Encode())
	}
	return s
}

// The check overrules a tree's move that the alpha-beta search finds
// the margin or more below its best (a queen left en prise to be
// taken), keeps one within the margin, and keeps every move where the
// margin is wider than what it would win.
func TestABCheckOverrules(t *testing.T) {
	pos, err := chess.Variant.Parse("4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	u := newDefault(Config{}).(*uct)
	for _, tc := range []struct {
		chosen string
		margin int
		want   string
	}{
		{"Ke2", 0, "Qxd5"},     // ignores the queen: some 900 cp worse
		{"Qxd5", 0, "Qxd5"},    // the check's own best
		{"Ke2", 2000, "Ke2"},   // a margin wider than a queen
		{"Kf1", 100000, "Kf1"}, // and wider still
	} {
		cfg := Config{Player: DefaultPlayer, ABCheck: 0.3, ABCheckMargin: tc.margin, Budget: Budget{Rollouts: 2000}}.ForGame(pos)
		c, treeTime := u.abCheckFor(context.Background(), pos, cfg, time.Now())
		if c == nil || treeTime != 0 {
			t.Fatalf("no check (%v), or a think time %v under an iteration budget", c, treeTime)
		}
		s := checkedSnapshot(t, pos, tc.chosen)
		c.finalize(&s)
		if s.BestText != tc.want {
			t.Errorf("tree's %s, margin %d: played %s, want %s", tc.chosen, tc.margin, s.BestText, tc.want)
		}
		if s.BestText != tc.chosen {
			for _, m := range s.Moves {
				if m.Move == s.Best && !strings.HasPrefix(m.Note, "alpha-beta check") {
					t.Errorf("overruled choice's note %q", m.Note)
				}
			}
		}
	}
}

// Off, or at a game without an alpha-beta search, there is no check and
// the tree keeps the whole think; on, it keeps the rest of the share.
func TestABCheckShare(t *testing.T) {
	u := newDefault(Config{}).(*uct)
	chessPos := chess.Variant.Start()
	cfg := Config{Player: DefaultPlayer, Budget: Budget{Time: 100e6}}.ForGame(chessPos)
	if c, tt := u.abCheckFor(context.Background(), chessPos, cfg, time.Now()); c != nil || tt != 100e6 {
		t.Errorf("off: check %v, tree time %v", c, tt)
	}
	cfg.ABCheck = 0.3
	if c, tt := u.abCheckFor(context.Background(), chessPos, cfg, time.Now()); c == nil || tt != 70e6 {
		t.Errorf("0.3: check %v, tree time %v; want 70ms", c, tt)
	}
	ttt := tictactoe.Variant.Start()
	if c, tt := u.abCheckFor(context.Background(), ttt, Config{Player: DefaultPlayer, ABCheck: 0.3, Budget: Budget{Time: 100e6}}, time.Now()); c != nil || tt != 100e6 {
		t.Errorf("tic-tac-toe: check %v, tree time %v", c, tt)
	}
	for _, bad := range []Config{{ABCheck: -0.1}, {ABCheck: 0.95}, {ABCheckMargin: -1}} {
		if err := CheckABCheck(bad, chessPos); err == nil {
			t.Errorf("CheckABCheck(%+v) accepted", bad)
		}
	}
	if _, err := New(Config{Player: DefaultPlayer, ABCheck: 1, Budget: Budget{Time: 100e6}}); err == nil {
		t.Errorf("New took a check of the whole think, which leaves the tree no deadline")
	}
	if err := CheckABCheck(Config{ABCheck: 0.3}, ttt); err == nil || !strings.Contains(err.Error(), "no alpha-beta") {
		t.Errorf("tic-tac-toe: %v", err)
	}
}

// A search with the check plays a legal move, names the check in its
// label and knowledge, and comes out the same twice under an iteration
// budget.
func TestABCheckSearch(t *testing.T) {
	pos := chess.Variant.Start()
	cfg := Config{Player: DefaultPlayer, ABCheck: 0.3, Budget: Budget{Rollouts: 2000}, Workers: 1}
	a := search(t, mustPlayer(t, cfg), pos)
	b := search(t, mustPlayer(t, cfg), pos)
	if a.Move != b.Move {
		t.Errorf("two searches: %s and %s", a.MoveText, b.MoveText)
	}
	if l := cfg.ForGame(pos).Label(); !strings.Contains(l, "+abc0.3") {
		t.Errorf("label %q", l)
	}
	if !strings.Contains(a.Policy, "alpha-beta check 0.3") {
		t.Errorf("knowledge %q", a.Policy)
	}
}
