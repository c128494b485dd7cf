// Package keyrate bounds the keys a program reads to what a person
// types. A terminal without bracketed paste sends a paste as keys, as
// fast as it can; the program draws its screen again after every one,
// so 100 KB of words (50,000 keys) took 5 s of a core, half a minute on
// a loaded machine, before the next key was answered. A Limit lets a
// burst of Burst characters through at once and Rate a second more
// after it, as rollout serve's input does (serve.MaxPasteBytes); past
// that the characters are dropped, said once, until a second's typing
// is allowed again. Keys that type nothing (esc, ctrl+c, the arrows) and
// a bracketed paste, which arrives as one key, always pass.
package keyrate

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Burst is the most characters that pass at once; Rate how many a
// second more. A fast typist sends a dozen a second, a key held down
// thirty to fifty.
const (
	Burst = 4096
	Rate  = 64
)

// Refused is what the program says once when it starts dropping keys.
var Refused = fmt.Sprintf("A paste of more than %d bytes is refused: its rest was not typed", Burst)

// Limit is the typing allowance of one program; the zero value is
// ready, full. It is kept behind a pointer, as the model that holds it
// is copied at every message.
type Limit struct {
	allowance float64   // characters that may pass now
	filled    time.Time // when allowance was last brought up to date
	dropping  bool      // a paste's rest is being dropped
}

// Key reads k, which came at now: what of it passes (a run of
// characters cut to the allowance), whether anything does, and refused
// true for the key that starts a drop, which the program says
// (Refused).
func (l *Limit) Key(k tea.KeyMsg, now time.Time) (_ tea.KeyMsg, pass, refused bool) {
	n := typed(k)
	if l == nil || n == 0 {
		return k, true, false
	}
	if l.filled.IsZero() {
		l.allowance = Burst
	} else if d := now.Sub(l.filled); d > 0 {
		l.allowance = min(Burst, l.allowance+d.Seconds()*Rate)
	}
	l.filled = now
	if l.dropping && l.allowance >= Rate {
		l.dropping = false // a second's typing allowed again: a person types again
	}
	if l.dropping {
		return k, false, false
	}
	if float64(n) <= l.allowance {
		l.allowance -= float64(n)
		return k, true, false
	}
	l.dropping = true
	keep := int(l.allowance)
	l.allowance -= float64(keep)
	if k.Type != tea.KeyRunes || keep == 0 {
		return k, false, true
	}
	k.Runes = k.Runes[:keep:keep]
	return k, true, true
}

// typed is how many characters k types: a run's runes, one for space,
// enter, tab and backspace (a paste's words and lines), none for any
// other key and for a bracketed paste, which the screens bound
// themselves.
func typed(k tea.KeyMsg) int {
	if k.Paste {
		return 0
	}
	switch k.Type {
	case tea.KeyRunes:
		return len(k.Runes)
	case tea.KeySpace, tea.KeyEnter, tea.KeyTab, tea.KeyBackspace:
		return 1
	}
	return 0
}
