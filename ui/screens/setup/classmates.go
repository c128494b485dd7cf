package setup

import "strings"

// ClassmatePlayer is the player of a side any classmate may take: one
// who mirrors the game, or joins its room by the code the server gives.
const ClassmatePlayer = "classmate"

// InvitePrefix starts the player name of a side played by a classmate
// named after it ("@bob"): choosing it invites that student to the game
// (rollout serve). The plain "classmate" pairs with anyone who mirrors
// the game.
const InvitePrefix = "@"

// ClassmatesMsg is the students connected now besides the person, by
// name: the side rows offer each one ("@bob") after "classmate". A side
// already on a name that left keeps it, so a resumed or half-made
// choice is not lost under the person's cursor.
type ClassmatesMsg struct{ Names []string }

// classmates replaces the named classmates the side rows offer by names.
func (s Model) classmates(names []string) Model {
	chosen := [2]string{s.players[s.side[0]].name, s.players[s.side[1]].name}
	var kept []playerChoice
	for _, p := range s.players {
		if !strings.HasPrefix(p.name, InvitePrefix) {
			kept = append(kept, p)
		}
	}
	for _, n := range names {
		kept = append(kept, playerChoice{InvitePrefix + n, n + ", connected now: starting the game invites them"})
	}
	s.players = kept
	for i, name := range chosen {
		if s.side[i] == 0 {
			continue
		}
		if !s.has(name) {
			s.players = append(s.players, playerChoice{name, strings.TrimPrefix(name, InvitePrefix) + ", not connected now"})
		}
		for j, p := range s.players {
			if j > 0 && p.name == name {
				s.side[i] = j
			}
		}
	}
	return s
}
