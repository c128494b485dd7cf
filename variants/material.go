package variants

// Material is the material balance as lichess shows it beside the board:
// the pieces each side has more of than the other, kind by kind (kinds
// do not cancel each other: a bishop for a knight shows both), and the
// balance in points.
type Material struct {
	// Extra[s] are the pieces side s has more of than its opponent,
	// strongest first, as cells a Glypher draws ({Piece: 'q', Owner:
	// First} is a white queen).
	Extra [2][]Cell
	// Points is the balance from the first side's point of view in the
	// usual points (pawn 1, knight 3, bishop 3, rook 5, queen 9): +3 is
	// White a piece up, whatever was captured or promoted.
	Points int
}

// MaterialCounter is implemented by games whose material a player counts
// (chess): a client shows the captured pieces and the balance.
type MaterialCounter interface {
	Material() Material
}
