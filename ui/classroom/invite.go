package classroom

import (
	"strings"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// ClassmatePlayer is the player of a side any classmate may take: one
// who mirrors the game, or joins its room by the code the server gives.
const ClassmatePlayer = "classmate"

// InvitePrefix starts the player name of a side played by a classmate
// named after it ("@bob"): choosing it invites that student to the game.
// The plain ClassmatePlayer pairs with anyone who mirrors the game.
const InvitePrefix = "@"

// ClassmatesMsg is the students connected now besides the person, by
// name: the setup screen offers each as a side's player ("@bob").
type ClassmatesMsg struct{ Names []string }

// Invitation is a game a student asks another to play: the inviter's
// game (its variant's registry name, its start position's text, "" for
// the game's own, the moves from it) and clock, and the side the
// inviter plays; the invitee plays the other. To is "" for a room, and
// Room its code once the server gave one. Began is when the inviter's
// game began, by the server's clock (it stamps the invitation as it
// comes, a moment after the inviter's board opened): an inviter who
// moves first has been on their clock since.
type Invitation struct {
	From, To    string
	Room        string
	Variant     string
	Start       string
	Moves       []string
	Side        variants.Side
	TimeControl variants.TimeControl
	Began       time.Time
	// Again names the classmate a room's game was played with before
	// (r, a rematch): the server tells them the new room's code, which
	// they would otherwise never see.
	Again string
}

// InviteMsg is an invitation for the person: the program shows it on
// its last line until it is answered.
type InviteMsg struct{ Invitation Invitation }

// InvitationFor is the invitation a game started from the setup screen
// sends, if a side of it is a named classmate (a room when the side is
// any ClassmatePlayer).
func InvitationFor(cfg game.GameConfig) (Invitation, bool) {
	for side, so := range cfg.Sides {
		to, ok := strings.CutPrefix(so.Engine.Player, InvitePrefix)
		if so.Engine.Player == ClassmatePlayer {
			to, ok = "", true // a room
		}
		if so.Human || !ok || (to == "" && so.Engine.Player != ClassmatePlayer) {
			continue
		}
		inv := Invitation{To: to, Variant: cfg.Variant.Name, Moves: cfg.Moves, Side: variants.Side(side).Other(), TimeControl: cfg.TimeControl}
		if cfg.Record != nil { // a game read from a file: its position now
			inv.Start, inv.Moves = cfg.Record.Position().Encode(), nil
		} else if cfg.Start != nil {
			inv.Start = cfg.Start.Encode()
		}
		return inv, true
	}
	return Invitation{}, false
}

// Config is the invitee's game, accepted at now: the inviter's, the
// inviter's side played by the inviter as a classmate, the other by the
// person. A timed game opens on the clocks the inviter's board has now
// (GameConfig.Clocks), so both boards show the same: an inviter who
// moves first has had their clock running since their game began, and
// it runs on here; otherwise both start full. (Without Began, as from a
// client that did not stamp it, the game opens on fresh clocks and the
// inviter's is held until their first move.)
func (inv Invitation) Config(now time.Time) (game.GameConfig, error) {
	v, start, err := game.Push{Variant: inv.Variant, Position: inv.Start}.Resolve()
	if err != nil {
		return game.GameConfig{}, err
	}
	cfg := game.GameConfig{Variant: v, Start: start, Moves: inv.Moves, TimeControl: inv.TimeControl}
	inviter := InvitePrefix + inv.From
	if inv.Room != "" { // the room's owner plays any classmate who mirrors the game
		inviter = ClassmatePlayer
	}
	cfg.Sides[inv.Side&1] = game.SideOptions{Engine: engine.Config{Player: inviter}}
	cfg.Sides[inv.Side.Other()&1] = game.SideOptions{Human: true}
	if tc := inv.TimeControl; tc.Timed() && !inv.Began.IsZero() {
		base := tc.Base.Milliseconds()
		st := variants.ClockState{Control: tc.String(), LeftMS: [2]int64{base, base}, Running: -1}
		if cfg.ToMove() == inv.Side {
			// Never below a millisecond: a flag is the inviter's board's
			// to judge (it withdraws the invitation when it falls first).
			st.LeftMS[inv.Side&1] = max(tc.Base-now.Sub(inv.Began), time.Millisecond).Milliseconds()
			st.Running = int(inv.Side & 1)
		}
		cfg.Clocks = &st
	}
	return cfg, nil
}

// String says what the invitation is, for its line: "alice invites you
// to Chess as Black (5+3)".
func (inv Invitation) String() string {
	return strings.Join(inv.phrases(), "")
}

// phrases is String in the pieces a line cut short keeps or drops
// whole: what it names (named), " as " the side, and the clock, if any
// (" (5+3)").
func (inv Invitation) phrases() []string {
	out := []string{inv.named(), " as " + inv.side()}
	if inv.TimeControl.Timed() {
		out = append(out, " ("+inv.TimeControl.String()+")")
	}
	return out
}

// side names the side the invited student would play ("Black").
func (inv Invitation) side() string {
	if v := game.Variant(inv.Variant); v != nil {
		return v.Side(inv.Side.Other())
	}
	if inv.Side != variants.First {
		return "the first side"
	}
	return "the second side"
}

// named is String up to the game's name, "alice invites you to Chess":
// what a line cut short must still say.
func (inv Invitation) named() string {
	return inv.From + " invites you to " + inv.title()
}

// title is the name of the game the invitation is to.
func (inv Invitation) title() string {
	if v := game.Variant(inv.Variant); v != nil {
		return v.Title
	}
	return inv.Variant
}
