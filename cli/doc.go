// Package cli is the command line of rollout: it parses flags and runs one
// command (the TUI, perft, analyze, match, bench, uci). It holds no game or
// search logic; it only connects flags to the variants, the engine and the
// UI. The output of the headless commands is read by scripts, so its format
// is kept stable.
//
// Errors in the user's input (an unknown flag or variant, a bad position or
// move text) print a message and the usage line on stderr and exit with
// status 2; failures while running exit with status 1.
package cli
