package board

// HelpNoter is a Screen with more for its full help than its keys and
// the table's figures: a game read from a file, reviewed on the play
// screen or on the analysis board, has its players' whole names there
// as the file's tags give them (kit.FilePlayerNotes: an engine of ours
// with its flags and evaluation), where the title reads them short
// (kit.TagPlayer) or cuts them (kit.FilePlayersWithin).
type HelpNoter interface {
	// HelpNotes returns the notes' heading and each note, a term and
	// its text (plain); no notes, no heading is shown.
	HelpNotes() (heading string, notes [][2]string)
}

// noteEntries are s's notes (HelpNoter) as the help shows them: laid
// out as the figures' definitions (defEntries), a note on up to 8 rows;
// none when s has none.
func (f Frame) noteEntries(s Screen, w int) [][]string {
	n, ok := s.(HelpNoter)
	if !ok {
		return nil
	}
	heading, notes := n.HelpNotes()
	return f.defEntries(heading, notes, w, 8)
}
