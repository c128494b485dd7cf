package nav

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Review shows in the play screen's slot; every other mode has its own,
// and every slot holds one mode. The loop runs over every Mode up to
// Review (the last), so a mode left out of the table fails.
func TestSlot(t *testing.T) {
	want := map[Mode]Mode{Setup: Setup, Game: Game, Study: Study, Analysis: Analysis, Learn: Learn, Review: Game}
	holder := map[Mode]Mode{} // slot -> the mode it is the own slot of
	for m := Mode(0); m <= Review; m++ {
		w, ok := want[m]
		if !ok {
			t.Errorf("mode %d is not in the table", m)
			continue
		}
		got := m.Slot()
		if got != w {
			t.Errorf("%d.Slot() = %d, want %d", m, got, w)
		}
		if int(got) >= NumSlots {
			t.Errorf("mode %d has no slot: %d.Slot() = %d, NumSlots %d", m, m, got, NumSlots)
		}
		if m == Review {
			continue
		}
		if other, taken := holder[got]; taken {
			t.Errorf("modes %d and %d share slot %d", other, m, got)
		}
		holder[got] = m
	}
	if len(holder) != NumSlots {
		t.Errorf("%d of %d slots hold a mode", len(holder), NumSlots)
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
// key, a paste and keys typed into a focused input reach the handler
// whole.
func TestReadKey(t *testing.T) {
	var got, whole []string
	s := keys{&got}
	handle := func(k tea.KeyMsg) (Screen, tea.Cmd) {
		whole = append(whole, k.String())
		return s, nil
	}
	ReadKey(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":q")}, false, handle)
	if len(got) != 2 || got[0] != ":" || got[1] != "q" || len(whole) != 0 {
		t.Fatalf("split %v, whole %v", got, whole)
	}
	got = nil
	for _, k := range []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune("q")}, {Type: tea.KeyRunes, Runes: []rune("e4"), Paste: true}} {
		ReadKey(s, k, false, handle)
	}
	ReadKey(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("e4")}, true, handle)
	if len(got) != 0 || len(whole) != 3 {
		t.Fatalf("split %v, whole %v: want three keys whole", got, whole)
	}
}

// Typed reads alt+esc as the two escs pressed and ctrl+j as enter;
// every other key, alt+enter too, is itself.
func TestTyped(t *testing.T) {
	for _, tt := range []struct {
		k     tea.KeyMsg
		want  string
		other bool
	}{
		{tea.KeyMsg{Type: tea.KeyEsc, Alt: true}, "esc esc", true},
		{tea.KeyMsg{Type: tea.KeyCtrlJ}, "enter", true},
		{tea.KeyMsg{Type: tea.KeyEsc}, "esc", false},
		{tea.KeyMsg{Type: tea.KeyEnter, Alt: true}, "alt+enter", false},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("e4")}, "e4", false},
	} {
		keys, other := Typed(tt.k)
		var got []string
		for _, k := range keys {
			got = append(got, k.String())
		}
		if strings.Join(got, " ") != tt.want || other != tt.other {
			t.Errorf("%s: typed %v (other %v), want %s (%v)", tt.k, got, other, tt.want, tt.other)
		}
	}
}
