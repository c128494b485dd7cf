// Package setup is the setup screen: the game, the two sides (player,
// budget, rollout policy), the estimator, the mode (play, watch, study,
// analyse, learn), the number of games and the start position (a
// position text or a PGN file). It lives as long as the program, so
// coming back from a game shows the last choices.
//
// It talks to the root by messages only: enter sends nav.StartGameMsg
// with the mode and the game described, R and P nav.ResumeGameMsg; the
// root tells it why something did not open (nav.SetupErrorMsg), what it
// waits for (nav.SetupBusyMsg: external engines starting) and which
// games it can resume (nav.ResumeOfferMsg), and asks what it describes
// (Describe) when it builds it, to open the screen the command line
// names. A PGN file
// named in the position field is read off the Update goroutine (offload.Go),
// never in Update. It imports no other screen.
package setup
