package serve

import (
	"bytes"
	"fmt"
	"io"
)

// MaxPasteBytes is the most bytes of one paste a session's program is
// given: a bracketed paste (the terminal's ESC[200~ … ESC[201~), or a
// run of characters with no space or control character between them,
// which is what an unbracketed paste of one long word looks like. No
// field takes more than 200 characters; a position in FEN is under 100.
//
// Bubble Tea v1 holds a paste, and a run, whole until it ends, and
// searches it again for its end at every read of 256 bytes: a 5 MB
// paste took half a minute of a core and 130 MB, and a paste whose
// end never came grew without bound.
const MaxPasteBytes = 4096

// Markers a terminal puts around a paste in bracketed-paste mode.
var (
	pasteStart = []byte("\x1b[200~")
	pasteEnd   = []byte("\x1b[201~")
)

// pasteLimit passes a client's input on to w, the program's, but never
// more than max bytes of one paste or one run of characters. A paste is
// held until its end marker and passed on whole; a paste past max is
// dropped whole (its end marker too) and refused is called once with
// the reason; a run past max loses its rest, and refused is called
// once. Everything else passes at once, as it came.
type pasteLimit struct {
	w       io.Writer
	max     int
	full    int // the size of a full read, which may end inside a marker
	refused func(why string)

	held   []byte // a marker's first bytes, until it is known whether they are one
	paste  []byte // the paste so far, its start marker first, while inPaste
	inPast bool   // inside a paste
	over   int    // bytes of a paste or run dropped so far (0: none)
	run    int    // bytes of the current run of characters passed on
}

// newPasteLimit is a pasteLimit of max bytes onto w, written by reads
// of at most full bytes.
func newPasteLimit(w io.Writer, max, full int, refused func(string)) *pasteLimit {
	return &pasteLimit{w: w, max: max, full: full, refused: refused}
}

// Write passes p on as the type says; an error is w's.
func (l *pasteLimit) Write(p []byte) (int, error) {
	var out []byte
	for _, c := range p {
		out = l.byteIn(out, c)
	}
	if !l.inPast && (len(l.held) == 1 && len(p) < l.full) {
		// A lone ESC at the end of a short read is the esc key, which
		// must not wait for the next key. One at the end of a full
		// read, or the first bytes of a marker, may be a start marker
		// the reads cut in two (a paste of more than a read), and wait
		// for the next read.
		out = l.flush(out)
	}
	if len(out) > 0 {
		if _, err := l.w.Write(out); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// byteIn reads one byte of input, appending to out what passes on now.
func (l *pasteLimit) byteIn(out []byte, c byte) []byte {
	if len(l.held) > 0 || c == 0x1b {
		l.held = append(l.held, c)
		marker := pasteStart
		if l.inPast {
			marker = pasteEnd
		}
		if bytes.HasPrefix(marker, l.held) {
			if len(l.held) < len(marker) {
				return out // more of the marker may come
			}
			l.held = l.held[:0]
			if l.inPast {
				return l.endPaste(out)
			}
			l.inPast, l.over, l.run = true, 0, 0
			l.paste = append(l.paste[:0], pasteStart...)
			return out
		}
		// Not a marker: the bytes held are input as any other, but
		// the last, c, may start a marker itself (an ESC).
		l.held = l.held[:len(l.held)-1]
		out = l.flush(out)
		return l.byteIn(out, c)
	}
	return l.plain(out, c)
}

// flush passes on the bytes held as input that is no marker's.
func (l *pasteLimit) flush(out []byte) []byte {
	for _, h := range l.held {
		out = l.plain(out, h)
	}
	l.held = l.held[:0]
	return out
}

// plain reads a byte that is no marker's.
func (l *pasteLimit) plain(out []byte, c byte) []byte {
	if l.inPast {
		if l.over > 0 || len(l.paste)+1 > l.max+len(pasteStart) {
			if l.over == 0 {
				l.paste = l.paste[:0]
				l.refused(fmt.Sprintf("A paste of more than %d bytes is refused: none of it was typed (no field takes more than 200 characters)", l.max))
			}
			l.over++
			return out
		}
		l.paste = append(l.paste, c)
		return out
	}
	if c <= ' ' || c == 0x7f {
		l.run, l.over = 0, 0
		return append(out, c)
	}
	if l.run >= l.max {
		if l.over == 0 {
			l.refused(fmt.Sprintf("A paste of more than %d bytes without a space is refused: its rest was not typed (no field takes more than 200 characters)", l.max))
		}
		l.over++
		return out
	}
	l.run++
	return append(out, c)
}

// endPaste ends the paste at its end marker: a paste within max passes
// on whole, markers and all; a refused one has already gone.
func (l *pasteLimit) endPaste(out []byte) []byte {
	if l.over == 0 {
		out = append(out, l.paste...)
		out = append(out, pasteEnd...)
	}
	l.inPast, l.over, l.run = false, 0, 0
	l.paste = l.paste[:0]
	return out
}
