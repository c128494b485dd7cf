package classroom

import (
	"testing"
	"time"

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
	cfg, err := inv.Config(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != "@alice" || !cfg.Sides[1].Human || cfg.Start.Encode() != "x2/1o1/3 x" || cfg.TimeControl != inv.TimeControl {
		t.Errorf("bob's game: %+v", cfg)
	}
	for _, bad := range []Invitation{{From: "alice", Variant: "draughts"}, {From: "alice", Variant: "tictactoe", Start: "zz"}} {
		if _, err := bad.Config(time.Now()); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// TestInvitationClocks: a timed game accepted opens on the clocks the
// inviter's board has: an inviter who moves first has been on their
// clock since their game began (Began), and it runs on; an inviter who
// moves second has a full clock, and neither runs until the invitee's
// board starts the invitee's. A flag gone by is left at a millisecond,
// for the inviter's board to judge. An invitation with no time, or an
// untimed game, opens on fresh clocks.
func TestInvitationClocks(t *testing.T) {
	tc := variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	now := time.Now()
	for _, c := range []struct {
		name  string
		side  variants.Side // the inviter's
		start string
		began time.Duration // before now; 0: no Began
		tc    variants.TimeControl
		want  *variants.ClockState
	}{
		{"the inviter moves first", variants.First, "", 20 * time.Second, tc,
			&variants.ClockState{Control: "1+2", LeftMS: [2]int64{40000, 60000}, Running: 0}},
		{"the inviter moves first, from a position", variants.Second, "x2/3/3 o", 15 * time.Second, tc,
			&variants.ClockState{Control: "1+2", LeftMS: [2]int64{60000, 45000}, Running: 1}},
		{"the invitee moves first", variants.Second, "", 20 * time.Second, tc,
			&variants.ClockState{Control: "1+2", LeftMS: [2]int64{60000, 60000}, Running: -1}},
		{"the inviter's flag fell", variants.First, "", 2 * time.Minute, tc,
			&variants.ClockState{Control: "1+2", LeftMS: [2]int64{1, 60000}, Running: 0}},
		{"no time", variants.First, "", 0, tc, nil},
		{"untimed", variants.First, "", 20 * time.Second, variants.TimeControl{}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			inv := Invitation{From: "alice", To: "bob", Variant: "tictactoe", Start: c.start, Side: c.side, TimeControl: c.tc}
			if c.began > 0 {
				inv.Began = now.Add(-c.began)
			}
			cfg, err := inv.Config(now)
			if err != nil {
				t.Fatal(err)
			}
			if (cfg.Clocks == nil) != (c.want == nil) || c.want != nil && *cfg.Clocks != *c.want {
				t.Errorf("clocks %+v, want %+v", cfg.Clocks, c.want)
			}
		})
	}
}

// TestMirrors: two invitations mirror each other when each invites the
// other to the same game with the sides the other way round; the
// invitee's game names the start position its invitation left out.
func TestMirrors(t *testing.T) {
	alice := Invitation{From: "alice", To: "bob", Variant: "tictactoe", Side: variants.First}
	bob := Invitation{From: "bob", To: "alice", Variant: "tictactoe", Start: game.Variant("tictactoe").Start().Encode(), Side: variants.Second}
	if !alice.Mirrors(bob) || !bob.Mirrors(alice) {
		t.Error("alice's and bob's invitations to the same game do not mirror")
	}
	carol := bob
	carol.From = "carol"
	sameSide := bob
	sameSide.Side = variants.First
	timed := bob
	timed.TimeControl = variants.TimeControl{Base: time.Minute}
	for name, other := range map[string]Invitation{"another student": carol, "the same side": sameSide, "another clock": timed} {
		if alice.Mirrors(other) {
			t.Errorf("%s mirrors alice's invitation", name)
		}
	}
}
