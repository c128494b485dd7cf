//go:build !race

package rollerball

// raceEnabled scales heavy test loops down under the race detector.
const raceEnabled = false
