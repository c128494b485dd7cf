//go:build race

package nim

// raceEnabled scales heavy test loops down under the race detector, which
// slows this code five to ten times.
const raceEnabled = true
