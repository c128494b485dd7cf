package surface

import (
	"fmt"

	"rollout/variants"
)

// Select acts on the cursor's square.
func (b *Board) Select() Pick { return b.pick(b.cursor) }

// Click acts on the square under (x, y), and moves the cursor there.
func (b *Board) Click(x, y int) (Pick, bool) {
	sq, ok := b.screenToSquare(x, y)
	if !ok {
		return noPick, false
	}
	b.cursor = sq
	p := b.pick(sq)
	b.dragged = variants.NoSquare
	if b.selected == sq { // picked up: a release elsewhere drops it
		b.dragged = sq
	}
	return p, true
}

// Release drops the piece the last press selected on the square under
// (x, y), when that is another square: press on e2, release on e4 plays
// e2e4 as the clicks on e2 and e4 do (an illegal target says so, as its
// click does). A release on the pressed square, off the board, or after
// a press that selected nothing does nothing.
func (b *Board) Release(x, y int) (Pick, bool) {
	from := b.dragged
	b.dragged = variants.NoSquare
	sq, ok := b.screenToSquare(x, y)
	if !ok || from == variants.NoSquare || from != b.selected || sq == from {
		return noPick, false
	}
	b.cursor = sq
	return b.pick(sq), true
}

// Cancel drops the selected piece.
func (b *Board) Cancel() bool {
	had := b.selected != variants.NoSquare
	b.selected = variants.NoSquare
	return had
}

// pick is a press of enter or a click on sq. In a drop game (Dropper) any
// square of a column drops into it; a placement game places at once;
// otherwise the first press selects a piece and the second chooses its
// target, with a choice when several moves join the two squares (the
// promotion piece). A game's second square for a move (AltTargeter:
// chess's castling by the king's own rook) chooses it too, before the
// click would select the piece there.
func (b *Board) pick(sq variants.Square) Pick {
	files, _ := b.Grid.Dims()
	if d, ok := b.Grid.(variants.Dropper); ok {
		if m, ok := d.DropMove(int(sq) % files); ok {
			return Pick{Move: m}
		}
		return Pick{Move: variants.NoMove, Err: fmt.Sprintf("Column %c is full", 'a'+rune(int(sq)%files))}
	}
	alt, _ := b.Grid.(variants.AltTargeter)
	hasFrom := false
	var cands []variants.Move
	for _, m := range b.pos.LegalMoves(nil) {
		from, to, _ := b.Grid.MoveSquares(m)
		if from == variants.NoSquare && to == sq {
			return Pick{Move: m}
		}
		if from == sq {
			hasFrom = true
		}
		if b.selected != variants.NoSquare && from == b.selected &&
			(to == sq || alt != nil && alt.AltTarget(m) == sq) {
			cands = append(cands, m)
		}
	}
	switch {
	case b.selected == sq:
		b.selected = variants.NoSquare
		return noPick
	case len(cands) == 1:
		return Pick{Move: cands[0]}
	case len(cands) > 1:
		p := Pick{Move: variants.NoMove}
		for _, m := range cands {
			_, _, promo := b.Grid.MoveSquares(m)
			p.Choices = append(p.Choices, Choice{Key: string(promo), Label: promoName(promo), Move: m})
		}
		return p
	case hasFrom:
		b.selected = sq
		return noPick
	case b.selected != variants.NoSquare:
		return Pick{Move: variants.NoMove, Err: fmt.Sprintf("Illegal move: %s to %s",
			variants.SquareName(b.selected, files), variants.SquareName(sq, files))}
	}
	return Pick{Move: variants.NoMove, Err: "No legal move from or to " + variants.SquareName(sq, files)}
}

// promoName names a promotion piece letter for prompts.
func promoName(p byte) string {
	switch p {
	case 'q':
		return "queen"
	case 'r':
		return "rook"
	case 'b':
		return "bishop"
	case 'n':
		return "knight"
	}
	return string(p)
}
