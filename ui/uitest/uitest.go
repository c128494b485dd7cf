// Package uitest holds what the ui's tests share, so each screen's
// package tests itself the same way the root's flows do: a sized
// kit.Common with colour off, the key message a terminal sends for a
// key's name, the check that a view fits its terminal and that its
// short help is whole items. Only tests import it.
package uitest

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
	"rollout/ui/nav"
)

// Common is what a screen is built with in a test: colour off, ASCII
// pieces, the program's keys, the terminal w x h.
func Common(w, h int) kit.Common {
	st := kit.NewStyles(false, true)
	km := kit.DefaultKeyMap()
	c := kit.Common{Styles: &st, Keys: &km, ASCII: true}
	c.SetSize(w, h)
	return c
}

// named are the keys Key knows by name.
var named = map[string]tea.KeyType{
	"enter": tea.KeyEnter, "up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft,
	"right": tea.KeyRight, "ctrl+c": tea.KeyCtrlC, "esc": tea.KeyEsc, "tab": tea.KeyTab,
	"shift+tab": tea.KeyShiftTab, "backspace": tea.KeyBackspace, "home": tea.KeyHome, "end": tea.KeyEnd,
	"ctrl+p": tea.KeyCtrlP, "ctrl+e": tea.KeyCtrlE, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
}

// Key is the key message a terminal delivers for s: a named key
// ("enter", "up", "ctrl+c", "esc", "tab", "home", "end", " ") or literal
// runes.
func Key(s string) tea.KeyMsg {
	if s == " " {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	if t, ok := named[s]; ok {
		return tea.KeyMsg{Type: t}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// CheckFits fails the test if a line of view is wider than w or view
// has more than h lines (superfile's layout test); name says which view.
func CheckFits(t testing.TB, name, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) > h {
		t.Errorf("%s at %dx%d: %d lines", name, w, h, len(lines))
	}
	for i, l := range lines {
		if got := ansi.StringWidth(l); got > w {
			t.Errorf("%s at %dx%d: line %d is %d wide: %q", name, w, h, i, got, l)
			return
		}
	}
}

// Sizes are the terminal sizes the layout tests render at: a grid from
// 20x10 to 218x64 (where the board draws at every scale) and a few
// common or tight ones.
func Sizes() [][2]int {
	var sizes [][2]int
	for w := 20; w <= 218; w += 9 {
		for h := 10; h <= 64; h += 6 {
			sizes = append(sizes, [2]int{w, h})
		}
	}
	return append(sizes, [2]int{80, 24}, [2]int{160, 50}, [2]int{30, 14}, [2]int{36, 12},
		[2]int{100, 30}, [2]int{120, 40}, [2]int{200, 60})
}

// Asked is what screen s asks the root for (nav.Take: the request its
// last Update kept), nil for nothing: what the root would act on next.
func Asked(s nav.Screen) tea.Msg {
	_, r := nav.Take(s)
	return r.Msg
}
