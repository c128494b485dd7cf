//go:build race

package chess

// raceEnabled scales the heavy tests down under the race detector.
const raceEnabled = true
