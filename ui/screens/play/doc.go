// Package play is the play screen: a game between a person and an engine,
// two people, or two engines (with a speed control and a series of games
// scored as the match command scores them), drawn in the board
// component's frame (layout, help pages, the board's keys); its review
// steps through the game's moves with the engine's table of each, and a
// game read from a PGN file opens held for review.
// Every move is written to the resume slot (package autosave) off the
// Update goroutine, and a finished chess game is saved as PGN.
//
// It is opened by the root on nav.StartGameMsg (Game or Review) or
// nav.ResumeGameMsg; it asks the root for the study, the analysis board
// or the setup screen by nav messages (OpenStudyMsg, OpenAnalysisMsg,
// LeaveGameMsg) and goes on when nav.ResumePlayMsg brings it back. It
// runs its engines through enginerun and imports no other screen.
package play
