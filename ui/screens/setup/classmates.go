package setup

import (
	"strings"

	"rollout/ui/classroom"
)

// classmates replaces the named classmates the side rows offer by names.
func (s Model) classmates(names []string) Model {
	chosen := [2]string{s.players[s.side[0]].name, s.players[s.side[1]].name}
	var kept []playerChoice
	for _, p := range s.players {
		if !strings.HasPrefix(p.name, classroom.InvitePrefix) {
			kept = append(kept, p)
		}
	}
	for _, n := range names {
		kept = append(kept, playerChoice{classroom.InvitePrefix + n, n + ", connected now: starting the game invites them"})
	}
	s.players = kept
	for i, name := range chosen {
		if s.side[i] == 0 {
			continue
		}
		if !s.has(name) {
			s.players = append(s.players, playerChoice{name, strings.TrimPrefix(name, classroom.InvitePrefix) + ", not connected now"})
		}
		for j, p := range s.players {
			if j > 0 && p.name == name {
				s.side[i] = j
			}
		}
	}
	return s
}

// classmate reports whether side i is played by a classmate, a person
// on another board (a named one invited, or one who mirrors the game):
// like a person here, they have no think budget to choose.
func (s *Model) classmate(i int) bool {
	name := s.players[s.side[i]].name
	return name == classroom.ClassmatePlayer || strings.HasPrefix(name, classroom.InvitePrefix)
}
