package classroom

import (
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// TestInvitationFor: a game started with a named classmate on a side
// invites them, the inviter playing the other side; any other game
// invites nobody.
func TestInvitationFor(t *testing.T) {
	v := game.Variant("tictactoe")
	start := uitest.Position(t, "tictactoe", "x2/1o1/3 x")
	tc := variants.TimeControl{Base: 180e9, Increment: 2e9}
	named := func(p string) game.SideOptions { return game.SideOptions{Engine: engine.Config{Player: p}} }
	human := game.SideOptions{Human: true}
	for _, c := range []struct {
		name string
		cfg  game.GameConfig
		want *Invitation
	}{
		{"O is bob", game.GameConfig{Variant: v, Sides: [2]game.SideOptions{human, named("@bob")}, TimeControl: tc},
			&Invitation{To: "bob", Variant: "tictactoe", Side: variants.First, TimeControl: tc}},
		{"X is bob, from a position", game.GameConfig{Variant: v, Start: start, Sides: [2]game.SideOptions{named("@bob"), human}},
			&Invitation{To: "bob", Variant: "tictactoe", Start: start.Encode(), Side: variants.Second}},
		{"any classmate: a room", game.GameConfig{Variant: v, Sides: [2]game.SideOptions{human, named("classmate")}},
			&Invitation{Variant: "tictactoe", Side: variants.First}},
		{"an engine", game.GameConfig{Variant: v, Sides: [2]game.SideOptions{human, named("uct")}}, nil},
		{"no name", game.GameConfig{Variant: v, Sides: [2]game.SideOptions{human, named("@")}}, nil},
	} {
		got, ok := InvitationFor(c.cfg)
		if ok != (c.want != nil) || (ok && (got.To != c.want.To || got.Variant != c.want.Variant || got.Start != c.want.Start ||
			got.Side != c.want.Side || got.TimeControl != c.want.TimeControl)) {
			t.Errorf("%s: invitation %+v, %v; want %+v", c.name, got, ok, c.want)
		}
	}
}

// TestInvitationConfig: the invitee's game is the inviter's with the
// sides mirrored; an invitation to a game that does not read is an
// error.
func TestInvitationConfig(t *testing.T) {
	inv := Invitation{From: "alice", To: "bob", Variant: "tictactoe", Start: "x2/1o1/3 x", Side: variants.First, TimeControl: variants.TimeControl{Base: 60e9}}
	cfg, err := inv.Config()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != "@alice" || !cfg.Sides[1].Human || cfg.Start.Encode() != "x2/1o1/3 x" || cfg.TimeControl != inv.TimeControl {
		t.Errorf("bob's game: %+v", cfg)
	}
	for _, bad := range []Invitation{{From: "alice", Variant: "draughts"}, {From: "alice", Variant: "tictactoe", Start: "zz"}} {
		if _, err := bad.Config(); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
