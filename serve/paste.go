package serve

import (
	"bytes"
	"fmt"
	"io"
	"time"
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

// typingRate is the most characters a second a person's typing sends
// for long: a fast typist sends a dozen, a key held down thirty to
// fifty (the bytes of an arrow or a mouse event are an escape
// sequence's, not counted). Outside a bracketed paste a client may send
// MaxPasteBytes characters at once and this many a second more: a
// bucket of MaxPasteBytes that fills at this rate, whatever reads the
// characters come in.
const typingRate = 64

// syncInput is a sequence Bubble Tea reads as an unknown CSI sequence,
// a message no model acts on. The program's input reader reads, parses
// and sends on every key of one read before it reads again, so once a
// write of it returns, the keys written before it are sent on but for
// the end of the last read, kept to join the next read when it may go
// on there; once a second write returns, those too. A refusal sent
// after that comes after the keys typed before it: sent at once, the
// keys of the paste's first part came after it, and the first cleared
// it from the last line.
var syncInput = []byte("\x1b[----X")

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
// once. A terminal without bracketed paste sends a paste as it sends
// keys, but faster than anyone types: the characters outside bracketed
// pastes draw on an allowance of burst bytes that refills at rate bytes
// a second, and once it is spent the rest is dropped, refused once,
// until a second's allowance is back. The rule reads bytes and the time, never how
// the reads cut them: it was a read of more than 512 bytes that marked
// a paste, and a paste that came in smaller reads passed whole.
// Everything else passes at once, as it came.
type pasteLimit struct {
	w       io.Writer
	max     int
	full    int // the size of a full read, which may end inside a marker
	refused func(why string)
	// sync, written twice before refused is called, makes the program
	// read every key before the refusal first (syncInput); nil: none.
	sync []byte
	why  string // the refusal of the Write under way, told after it

	// The typing allowance: burst characters at once (max), rate a
	// second more; a drop ends once a second's is back. now is the
	// clock (time.Now).
	burst, rate int
	now         func() time.Time
	allowance   float64   // characters that may pass now
	filled      time.Time // when allowance was last brought up to date
	dropping    bool      // a raw paste's rest is being dropped
	esc         esc       // where in an escape sequence the input is

	held    []byte // a marker's first bytes, until it is known whether they are one
	paste   []byte // the paste so far, its start marker first, while inPaste
	inPaste bool   // inside a paste
	over    int    // bytes of a paste or run dropped so far (0: none)
	run     int    // bytes of the current run of characters passed on
}

// newPasteLimit is a pasteLimit of max bytes onto w, written by reads
// of at most full bytes, with the typing allowance of a person.
func newPasteLimit(w io.Writer, max, full int, refused func(string)) *pasteLimit {
	return &pasteLimit{w: w, max: max, full: full, refused: refused,
		burst: max, rate: typingRate, now: time.Now}
}

// Write passes p on as the type says; an error is w's.
func (l *pasteLimit) Write(p []byte) (int, error) {
	l.fill(l.now())
	if l.dropping && l.allowance >= float64(min(l.rate, l.burst)) {
		// A second's typing allowed again: a person types again. (A
		// pause in the input ended the drop, but a loaded client sends
		// a paste with pauses too, and each leak stalled the reads.)
		l.dropping = false
	}
	var out []byte
	for _, c := range p {
		out = l.byteIn(out, c)
	}
	if !l.inPaste && (len(l.held) == 1 && len(p) < l.full) {
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
	if why := l.why; why != "" {
		l.why = ""
		if l.sync != nil {
			for range 2 {
				if _, err := l.w.Write(l.sync); err != nil {
					return 0, err
				}
			}
		}
		l.refused(why)
	}
	return len(p), nil
}

// fill brings the allowance up to now: rate a second, at most burst.
func (l *pasteLimit) fill(now time.Time) {
	if l.filled.IsZero() {
		l.allowance = float64(l.burst)
	} else if d := now.Sub(l.filled); d > 0 {
		l.allowance = min(float64(l.burst), l.allowance+d.Seconds()*float64(l.rate))
	}
	l.filled = now
}

// refuse notes why, to be told once what came before it is written.
func (l *pasteLimit) refuse(why string) {
	if l.why == "" {
		l.why = why
	}
}

// byteIn reads one byte of input, appending to out what passes on now.
func (l *pasteLimit) byteIn(out []byte, c byte) []byte {
	if len(l.held) > 0 || c == 0x1b {
		l.held = append(l.held, c)
		marker := pasteStart
		if l.inPaste {
			marker = pasteEnd
		}
		if bytes.HasPrefix(marker, l.held) {
			if len(l.held) < len(marker) {
				return out // more of the marker may come
			}
			l.held = l.held[:0]
			if l.inPaste {
				return l.endPaste(out)
			}
			l.inPaste, l.over, l.run = true, 0, 0
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
	if l.inPaste {
		if l.over > 0 || len(l.paste)+1 > l.max+len(pasteStart) {
			if l.over == 0 {
				l.paste = l.paste[:0]
				l.refuse(fmt.Sprintf("A paste of more than %d bytes is refused: none of it was typed", l.max))
			}
			l.over++
			return out
		}
		l.paste = append(l.paste, c)
		return out
	}
	if !l.escape(c) {
		if !l.dropping && l.allowance < 1 {
			l.dropping = true
			l.refuse(fmt.Sprintf("A paste of more than %d bytes is refused: its rest was not typed", l.max))
		}
		if l.dropping {
			return out
		}
		l.allowance--
	}
	if c <= ' ' || c == 0x7f {
		l.run, l.over = 0, 0
		return append(out, c)
	}
	if l.run >= l.max {
		if l.over == 0 {
			l.refuse(fmt.Sprintf("A paste of more than %d bytes without a space is refused: its rest was not typed", l.max))
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
	l.inPaste, l.over, l.run = false, 0, 0
	l.paste = l.paste[:0]
	return out
}

// esc is where in an escape sequence the input is (pasteLimit.escape).
type esc uint8

const (
	escNone  esc = iota // in none
	escStart            // after its ESC
	escCSI              // in a CSI's parameters (ESC [)
	escSS3              // after ESC O, before its one byte
)

// escape follows the escape sequences outside pastes (a key, a mouse
// event) and reports whether c is part of one. A raw paste's rest
// dropped keeps them whole: a mouse event cut in two reached the program as
// the characters of its end, typed.
func (l *pasteLimit) escape(c byte) bool {
	switch l.esc {
	case escStart:
		switch c {
		case '[':
			l.esc = escCSI
		case 'O':
			l.esc = escSS3
		case 0x1b:
		default:
			l.esc = escNone
		}
		return true
	case escCSI:
		switch {
		case c >= 0x40 && c <= 0x7e:
			l.esc = escNone
		case c < 0x20 || c > 0x3f: // no CSI's byte: the sequence is broken
			l.esc = escNone
			return l.escape(c)
		}
		return true
	case escSS3:
		l.esc = escNone
		return true
	}
	if c == 0x1b {
		l.esc = escStart
		return true
	}
	return false
}
