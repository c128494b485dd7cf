package kit

// msgKind styles the message area.
type Status uint8

const (
	StatusInfo Status = iota
	StatusError
	StatusGood
)
