// Package moveinput is the typed-move input under a board: a text input
// that opens on a key, completes from the legal moves' texts (tab) and
// hands the text to its screen on enter; esc closes it. It imports only
// the kit.
package moveinput
