package class

import (
	"time"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/game"
)

// Watching a game between two classmates: read-only, on a board whose
// two players relay the students' moves.

// NoGame is what a student asking to watch is told when no game
// between classmates runs.
const NoGame = "No game between classmates is running"

// NextWatch is the running game between two students after the one
// numbered after (0: the first; after the last, the first again), its
// number, and false when none runs.
func (s Seat) NextWatch(after int) (classroom.Watch, int, bool) {
	w, n, ok := s.desk.Watch(after)
	if !ok && after != 0 {
		w, n, ok = s.desk.Watch(0) // round again
	}
	return w, n, ok
}

// WatchConfig is the game of w on the watcher's board: both sides
// relays of the students' moves, prepared with the program's defaults
// d as every game is (game.Defaults.Prepare), but saved nowhere (the game is the classmates', saved by
// them: the watcher's resume slot keeps the watcher's own game) and
// with no pause between the moves, which the players already take: the
// pause that lets a person follow two engines would put the board half
// a second behind the students' moves.
func WatchConfig(w classroom.Watch, d game.Defaults) (game.GameConfig, error) {
	v, start, err := game.Push{Variant: w.Variant, Position: w.Start}.Resolve()
	if err != nil {
		return game.GameConfig{}, err
	}
	cfg := game.GameConfig{Variant: v, Start: start, Moves: w.Moves, TimeControl: w.TimeControl, Clocks: w.Clock, Pause: new(time.Duration)}
	for i, p := range w.Players {
		cfg.Sides[i].Engine = engine.Config{Player: p}
	}
	cfg = d.Prepare(cfg)
	cfg.StateDir, cfg.Saves = "", nil
	return cfg, nil
}
