package keyrate

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// TestLimit: a burst of Burst characters passes at once, a run cut at
// it; past it the characters are dropped, refused once, while the keys
// that type nothing pass; a second later a person types again.
func TestLimit(t *testing.T) {
	at := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	var l Limit
	word := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("abc")}
	for i := 0; i < Burst/4; i++ { // words and spaces: 4 characters each
		if _, pass, refused := l.Key(word, at); !pass || refused {
			t.Fatalf("word %d: pass %v, refused %v", i, pass, refused)
		}
		if _, pass, _ := l.Key(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}, at); !pass {
			t.Fatalf("space %d dropped", i)
		}
	}
	if _, pass, refused := l.Key(word, at); pass || !refused {
		t.Errorf("the word past the burst: pass %v, refused %v; want dropped, refused", pass, refused)
	}
	if _, pass, refused := l.Key(word, at.Add(500*time.Millisecond)); pass || refused {
		t.Errorf("the next word: pass %v, refused %v; want dropped, not refused again", pass, refused)
	}
	for _, k := range []tea.KeyMsg{{Type: tea.KeyCtrlC}, {Type: tea.KeyEsc}, {Type: tea.KeyUp}, {Type: tea.KeyRunes, Runes: []rune("pasted"), Paste: true}} {
		if _, pass, _ := l.Key(k, at.Add(500*time.Millisecond)); !pass {
			t.Errorf("%v dropped during the drop", k)
		}
	}
	if _, pass, _ := l.Key(word, at.Add(1500*time.Millisecond)); !pass {
		t.Error("typing a second later: dropped")
	}

	// A run of characters longer than the allowance is cut to it.
	var run Limit
	long := tea.KeyMsg{Type: tea.KeyRunes, Runes: make([]rune, Burst+100)}
	if k, pass, refused := run.Key(long, at); !pass || !refused || len(k.Runes) != Burst {
		t.Errorf("a run of %d: pass %v, refused %v, %d runes kept; want %d kept, refused", len(long.Runes), pass, refused, len(k.Runes), Burst)
	}

	// No limit: every key passes.
	var none *Limit
	if _, pass, _ := none.Key(long, at); !pass {
		t.Error("a nil Limit dropped a key")
	}
}
