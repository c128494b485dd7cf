// Package behind is the game a screen was opened over (the analysis
// board's A, a study's t): the game goes on behind that screen, so the
// screen keeps the game screen's rules for it. q asks before it quits
// and leaves a game going on, in the game screen's own words (which say
// whether the game is saved), and quits once asked. It imports the
// game configuration (game.Behind, what the game screen hands over) and
// no screen.
package behind
