// Package behind is the game a screen was opened over (the analysis
// board's A, a study's t): the game goes on behind that screen, so the
// screen keeps the game screen's rules for it. q asks before it quits
// and leaves a game going on, in the game screen's own words (which say
// whether the game is saved), and quits once asked; a person's clock
// runs on there, so the screen says so, ticking, and tells the game
// at once when it runs out, which ends the game. It imports the game
// configuration (game.Behind, what the game screen hands over), the
// navigation messages and the board's clock face; no screen.
package behind
