package class

import (
	"testing"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
)

// desk is a classroom.Desk that records what the seat sent.
type desk struct{ invited, opened []classroom.Invitation }

func (d *desk) Invite(inv classroom.Invitation)           { d.invited = append(d.invited, inv) }
func (d *desk) Answer(classroom.Invitation, bool) error   { return nil }
func (d *desk) Watch(int) (classroom.Watch, int, bool)    { return classroom.Watch{}, 0, false }
func (d *desk) Open(inv classroom.Invitation)             { d.opened = append(d.opened, inv) }
func (d *desk) Join(string) (classroom.Invitation, error) { return classroom.Invitation{}, nil }

// TestPushCoversTheFirstScreen: a second push keeps the screen the
// first covered, which its end goes back to; ended, nothing is covered.
func TestPushCoversTheFirstScreen(t *testing.T) {
	var s Seat
	s, open, hide, ok := s.Push(game.Push{Variant: "tictactoe"}, nav.Game, [2]game.SideOptions{}, engine.Config{}, 1)
	if !ok || !hide || open.Lesson != 0 {
		t.Fatalf("first push: open %+v, hide %v, ok %v", open, hide, ok)
	}
	s, open, hide, ok = s.Push(game.Push{Lesson: 2}, nav.Study, [2]game.SideOptions{}, engine.Config{}, 1)
	if !ok || hide || open.Lesson != 2 {
		t.Fatalf("second push: open %+v, hide %v, ok %v", open, hide, ok)
	}
	if back, ok := s.Covered(nav.Learn); !ok || back != nav.Game {
		t.Errorf("covered %v %v, want the game", back, ok)
	}
	s, back, ok := s.EndPush(nav.Learn)
	if !ok || back != nav.Game {
		t.Errorf("end: back %v %v, want the game", back, ok)
	}
	if _, ok := s.Covered(nav.Learn); ok {
		t.Error("a push ended still covers a screen")
	}
}

// TestInvitationWaitsForTheBoard: the invitation of a game whose
// players are being built is sent once its board is shown, and only
// then; a room is opened, a named classmate invited.
func TestInvitationWaitsForTheBoard(t *testing.T) {
	d := &desk{}
	s := New(d, nil, nil)
	cfg := game.GameConfig{Variant: game.Variant("tictactoe")}
	cfg.Sides[0].Human, cfg.Sides[1].Engine.Player = true, classroom.InvitePrefix+"bob"
	s = s.Started(nav.Game, cfg, true, false)
	if len(d.invited) != 0 {
		t.Fatal("invited before the board opened")
	}
	s = s.Opened(false, true)
	s.Opened(false, true)
	if len(d.invited) != 1 || d.invited[0].To != "bob" {
		t.Fatalf("invited %+v, want bob once", d.invited)
	}
	cfg.Sides[1].Engine.Player = classroom.ClassmatePlayer
	s.Again(cfg, "carol", true)
	if len(d.opened) != 1 || d.opened[0].Again != "carol" {
		t.Errorf("rematch opened %+v, want a room told to carol", d.opened)
	}
}
