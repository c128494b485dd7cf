package nav

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Review shows in the play screen's slot; every other mode has its own.
func TestSlot(t *testing.T) {
	for m, want := range map[Mode]Mode{Setup: Setup, Game: Game, Study: Study, Analysis: Analysis, Review: Game} {
		if got := m.Slot(); got != want {
			t.Errorf("%d.Slot() = %d, want %d", m, got, want)
		}
		if int(m.Slot()) >= NumSlots {
			t.Errorf("mode %d has no slot", m)
		}
	}
}

// keys records the keys it is sent.
type keys struct{ got *[]string }

func (k keys) Update(msg tea.Msg) (Screen, tea.Cmd) {
	*k.got = append(*k.got, msg.(tea.KeyMsg).String())
	return k, nil
}
func (k keys) View() string { return "" }
func (k keys) Close()       {}

// A multi-character read reaches the screen one key at a time; a single
// key and a paste are left to the screen.
func TestSplitKeys(t *testing.T) {
	var got []string
	s := keys{&got}
	if _, _, ok := SplitKeys(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")}); !ok || len(got) != 2 || got[0] != ":" || got[1] != "q" {
		t.Fatalf("split %v, ok %v", got, ok)
	}
	for _, k := range []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune("q")}, {Type: tea.KeyRunes, Runes: []rune("e4"), Paste: true}} {
		if _, _, ok := SplitKeys(s, k); ok {
			t.Fatalf("%q was split", k.String())
		}
	}
}
