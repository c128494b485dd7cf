// Package boardframe is what the play screen and the analysis board
// share around a board: the Frame (surface, panel, status bar, move input
// and help, built by New and sized by Resize) and Body, the layout of a
// board and the panel beside it that FitBody picks for a terminal's size
// (the largest board scale that leaves the panel roomy, centred on a
// large terminal). It imports the kit and the other components, no
// screen.
package boardframe
