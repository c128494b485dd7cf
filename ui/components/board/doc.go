// Package board is the board screen's frame, the part the play screen
// and the analysis board share: a board surface beside a side panel,
// the title above them, the status bar, the message rows, the move input
// and the help below them. Frame owns their layout (worked out in Update
// by Relayout, drawn by View, read by Click, so the three agree), the
// full help and its pages (the keys, then the per-move table's figures
// defined from the study glossary: figures.go), the board's keys (flip,
// sort, the cursor, select and type, and the stepping keys [ ] home end
// that walk a line of moves), the too-small view, and the rule of the
// note under the board (notes.go: when a note goes, a note that a key
// did nothing too). A screen hands it a Screen: what is its own (the
// title, status and message texts, the board's marks, the panel's
// contents, the line of moves and what a step along it does; a Noter
// for its note).
// It imports the kit, the other components and the glossary (package
// learn), no screen.
//
// Where the board's further parts go: a row of the screen's own above or
// below the board (clocks, captured pieces, an opening's name) is a
// string of the optional Rows interface, which the layout counts before
// it sizes the board; a column between the board and the panel (an
// evaluation bar, clocks beside the board) is the optional Beside
// interface, whose width FitBody takes from the panel's; marks on the
// board (hints) are surface.Marks, which the screen gives (Screen.Marks).
package board
