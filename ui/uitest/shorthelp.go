package uitest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
)

// CheckShortHelp fails the test if view (a screen's, w x h) does not
// fit, or if its last line, the short help, is not whole items of keys
// ("key desc", " • " between them), then " …" or nothing: bubbles'
// help, where its "…" did not fit after the last whole item, added the
// next one anyway and the screen's edge cut it ("enter start •"). A
// view that is kit.TooSmallView is only checked to fit. name says which
// view.
func CheckShortHelp(t testing.TB, name, view string, w, h int, keys []key.Binding) {
	t.Helper()
	CheckFits(t, name, view, w, h)
	lines := strings.Split(ansi.Strip(view), "\n")
	if strings.HasPrefix(lines[0], "Terminal too small") || strings.HasPrefix(lines[0], "Too small") {
		return
	}
	last := strings.TrimRight(lines[len(lines)-1], " ")
	if bad := NotWholeItems(keys, last, w); bad != "" {
		t.Errorf("%s at %dx%d: help line %q: %s", name, w, h, last, bad)
	}
}

// NotWholeItems says what is wrong with the help line l of a screen w
// cells wide, "" when it is whole items of keys ("key desc", " • "
// between them), then " …" or nothing: wider than w, or the item that
// is no whole one.
func NotWholeItems(keys []key.Binding, l string, w int) string {
	if n := ansi.StringWidth(l); n > w {
		return fmt.Sprintf("%d cells wide", n)
	}
	items := map[string]bool{}
	for _, b := range keys {
		items[b.Help().Key+" "+b.Help().Desc] = true
	}
	l = strings.TrimSuffix(strings.TrimRight(l, " "), " …")
	if l == "" || l == "…" {
		return ""
	}
	for _, it := range strings.Split(l, " • ") {
		if !items[it] {
			return fmt.Sprintf("%q is no whole item", it)
		}
	}
	return ""
}
