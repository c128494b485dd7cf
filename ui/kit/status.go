package kit

// Status is the kind of a screen's message, which styles the message
// area.
type Status uint8

// The kinds of message.
const (
	// StatusInfo is a plain note.
	StatusInfo Status = iota
	// StatusError says what was refused or went wrong.
	StatusError
	// StatusGood reports an outcome: a game over, a file saved, a game
	// resumed, the course done.
	StatusGood
)
