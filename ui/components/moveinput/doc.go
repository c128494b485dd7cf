// Package moveinput is move entry on a board screen, the one piece the
// play screen and the analysis board both use so they cannot drift
// apart: the typed-move input (opened by any key a move text begins with
// or by ':'; its hint line says which move enter plays, or lists the
// moves the text begins, a from-square's moves among them, or that no
// legal move starts so; tab completes, writes the one legal move, and
// in an empty input says what it does; enter trims the text and reads it by the variant's parser,
// promotion letters in any case; esc closes it)
// and the choice between moves a board gesture could not tell apart (a
// promotion, chosen by its key in either case). It tells its screen what
// to do by an Action; it imports the kit and the surface, no screen.
package moveinput
