package cli

import (
	"fmt"
	"io"
	"os"
)

// progress is a running count on stderr that never collides with the
// result lines on stdout: in a terminal it is one line redrawn in place
// and erased before any result line is printed (both streams usually share
// the terminal); elsewhere (a log, a pipe) only the final count is written.
type progress struct {
	w     io.Writer
	tty   bool
	shown bool
}

// newProgress returns a progress line on w, redrawn in place when w is a
// terminal.
func newProgress(w io.Writer) *progress {
	return &progress{w: w, tty: isTerminal(w)}
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// update redraws the line (in a terminal).
func (p *progress) update(format string, args ...any) {
	if !p.tty {
		return
	}
	fmt.Fprintf(p.w, "\r\x1b[K"+format, args...)
	p.shown = true
}

// clear erases the line, before something else is printed.
func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// done erases the line and writes the final count as a line of its own.
func (p *progress) done(format string, args ...any) {
	p.clear()
	fmt.Fprintf(p.w, format+"\n", args...)
}

// line shows a count that is worth keeping off a terminal too: redrawn
// in place in a terminal, else written as a line of its own.
func (p *progress) line(format string, args ...any) {
	if p.tty {
		p.update(format, args...)
		return
	}
	fmt.Fprintf(p.w, format+"\n", args...)
}
