// Package analysis is the analysis board screen: the engine thinks
// without end (or to a chosen budget) on any position of a line of moves,
// which either side's moves extend; nothing is played for the engine. It
// is opened by nav.OpenAnalysisMsg (from the setup screen's analyse mode,
// the command line, or a game's key) and leaves by nav.LeaveAnalysisMsg.
// It runs its engine through enginerun and draws in the board
// component's frame; it imports no other screen.
package analysis
