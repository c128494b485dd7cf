package uci

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// MaxLine is the longest input line a session reads. A 1,000-move game
// sent as "position startpos moves ..." is about 5 KB; 16 MiB holds some
// three million moves. A longer line is skipped with an info string.
const MaxLine = 16 << 20

// errLineTooLong reports a line over MaxLine, of n bytes (its end of
// line not counted); the line has been skipped.
type errLineTooLong struct{ n int }

func (e errLineTooLong) Error() string {
	return fmt.Sprintf("input line of %d bytes skipped (the limit is %d bytes)", e.n, MaxLine)
}

// lineReader reads lines of any length up to MaxLine without a scanner's
// silent stop: a longer line is consumed and reported, and reading goes
// on with the next one.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
}

func newLineReader(in io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(in, 64<<10)}
}

// next returns the next line without its end of line. At the end of input
// a last unterminated line is returned first, then io.EOF.
func (l *lineReader) next() (string, error) {
	l.buf = l.buf[:0]
	skipped := 0
	for {
		chunk, err := l.r.ReadSlice('\n')
		if skipped == 0 && len(l.buf)+len(chunk) > MaxLine+1 {
			skipped = len(l.buf)
			l.buf = l.buf[:0]
		}
		if skipped > 0 {
			skipped += len(chunk)
		} else {
			l.buf = append(l.buf, chunk...)
		}
		switch {
		case err == nil:
			if skipped > 0 {
				return "", errLineTooLong{skipped - 1}
			}
			return trimEOL(l.buf), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if skipped > 0 {
				return "", errLineTooLong{skipped}
			}
			if len(l.buf) > 0 {
				return trimEOL(l.buf), nil
			}
			return "", io.EOF
		default:
			return "", err
		}
	}
}

func trimEOL(b []byte) string {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return string(b)
}
