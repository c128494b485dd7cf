//go:build race

package connect4

// raceEnabled scales heavy test loops down under the race detector, which
// slows this code five to ten times.
const raceEnabled = true
