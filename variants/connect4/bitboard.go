package connect4

// The board is a 49-bit bitboard, seven bits per column: bit 7*col+row is
// the cell in column col (0 = a, on the left) and row row (0 = the bottom).
// Row 6 of every column is a sentinel that always stays empty, so a line
// shifted across a column boundary meets a zero bit and four-in-a-row tests
// need no edge masks.
const (
	// Width and Height are the board's size in columns and rows.
	Width, Height = 7, 6
	// Cells is the number of cells, and so the longest game in plies.
	Cells = Width * Height
	// stride is the number of bits per column: Height plus the sentinel.
	stride = Height + 1
)

// Board-wide masks.
const (
	bottomRow uint64 = 1 | 1<<stride | 1<<(2*stride) | 1<<(3*stride) | 1<<(4*stride) | 1<<(5*stride) | 1<<(6*stride)
	topRow           = bottomRow << (Height - 1)
	boardMask        = bottomRow * (1<<Height - 1)
)

// bottom returns the bottom cell of column col; top its highest cell.
func bottom(col int) uint64 { return 1 << (stride * col) }
func top(col int) uint64    { return 1 << (stride*col + Height - 1) }

// column returns the mask of column col's cells.
func column(col int) uint64 { return (1<<Height - 1) << (stride * col) }

// won reports whether the stones b hold four in a row in any direction:
// vertical (shift 1), horizontal (shift 7) and the two diagonals (6, 8).
func won(b uint64) bool {
	m := b & (b >> 1)
	if m&(m>>2) != 0 {
		return true
	}
	m = b & (b >> stride)
	if m&(m>>(2*stride)) != 0 {
		return true
	}
	m = b & (b >> (stride - 1))
	if m&(m>>(2*(stride-1))) != 0 {
		return true
	}
	m = b & (b >> (stride + 1))
	return m&(m>>(2*(stride+1))) != 0
}

// winningCells returns the empty cells (not in mask) that would complete
// four in a row for the stones b, whether or not they can be played yet.
func winningCells(b, mask uint64) uint64 { return threats(b) & (boardMask ^ mask) }

// threats returns every cell that would complete four in a row for the
// stones b, taken or not, with stray bits above the board: callers
// intersect it with the cells they can use. It depends on b alone, so a
// rollout recomputes it only for the side that has just moved. The
// directions are written out so every shift is a constant.
func threats(b uint64) uint64 {
	// Vertical: three stones directly below.
	r := (b << 1) & (b << 2) & (b << 3)
	// Horizontal (stride), then the two diagonals (stride-1, stride+1):
	// three stones to one side, or two to one side and one to the other.
	const h, d, a = stride, stride - 1, stride + 1
	p := (b << h) & (b << (2 * h))
	r |= p & (b << (3 * h))
	r |= p & (b >> h)
	p = (b >> h) & (b >> (2 * h))
	r |= p & (b << h)
	r |= p & (b >> (3 * h))
	p = (b << d) & (b << (2 * d))
	r |= p & (b << (3 * d))
	r |= p & (b >> d)
	p = (b >> d) & (b >> (2 * d))
	r |= p & (b << d)
	r |= p & (b >> (3 * d))
	p = (b << a) & (b << (2 * a))
	r |= p & (b << (3 * a))
	r |= p & (b >> a)
	p = (b >> a) & (b >> (2 * a))
	r |= p & (b << a)
	r |= p & (b >> (3 * a))
	return r
}

// playable returns the cells a stone can be dropped into now: the lowest
// empty cell of every column that is not full.
func playable(mask uint64) uint64 { return (mask + bottomRow) & boardMask }

// freeColumns returns a 7-bit set of the columns that are not full.
func freeColumns(mask uint64) uint8 {
	var free uint8
	for col := range Width {
		if mask&top(col) == 0 {
			free |= 1 << col
		}
	}
	return free
}

// nthColumn[free][k] is the k-th lowest column in the 7-bit set free, so a
// rollout turns a random index into a column with one load.
var nthColumn [1 << Width][Width]uint8

func init() {
	for free := range 1 << Width {
		k := 0
		for col := range Width {
			if free&(1<<col) != 0 {
				nthColumn[free][k] = uint8(col)
				k++
			}
		}
	}
}
