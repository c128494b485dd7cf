package ui

import (
	"flag"
	"fmt"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/classroom"
	"rollout/ui/kit"
	"rollout/ui/screens/analysis"
	"rollout/ui/screens/learn"
	"rollout/ui/screens/play"
	"rollout/ui/screens/setup"
	"rollout/ui/screens/study"
	"rollout/ui/screens/teacher"
)

// keyScreen is a screen of the key table: its help.KeyMap built from the
// program's keys, and the keys it has from elsewhere: the board's (the
// surface's cursor and select, which the play and analysis key maps
// leave to it) and ctrl+c, which quits on every screen (kit.CtrlC).
type keyScreen struct {
	name  string
	km    help.KeyMap
	extra []key.Binding
}

// keyScreens are the screens of the key table, in its column order.
func keyScreens() []keyScreen {
	k := kit.DefaultKeyMap()
	ctrlC := key.NewBinding(key.WithKeys(kit.CtrlC.Keys()...), key.WithHelp("ctrl+c", "quit"))
	board := []key.Binding{k.Up, k.Down, k.Left, k.Right, k.Select, ctrlC}
	return []keyScreen{
		{"setup", setup.NewKeyMap(&k), []key.Binding{ctrlC}},
		{"play", play.NewKeyMap(&k), board},
		{"analysis", analysis.NewKeyMap(&k), board},
		{"study", study.NewKeyMap(&k), []key.Binding{ctrlC}},
		{"learn", learn.DefaultKeyMap(), []key.Binding{ctrlC}},
		{"teacher", teacher.NewKeyMap(&k), []key.Binding{ctrlC}},
		{"student (serve)", classroom.NewKeyMap(), nil},
	}
}

// focusKeys move, act on, page and leave what a screen shows: their
// meaning is the screen's own by nature (enter selects a square, starts
// a game, folds a tree node), so they are left out of the one-meaning
// rule, and the table says what each does where.
var focusKeys = []string{"up", "down", "left", "right", "enter", "esc", "tab", "shift+tab", "pgup", "pgdown", " "}

// stepMeanings are the help descriptions that say one meaning in the
// words of each screen: every screen that goes through a sequence (a
// game's moves and games, a lesson course, a search's phases) goes on
// with n, back with b and starts over with r. The table keeps each
// screen's words; the one-meaning rule compares the meaning.
var stepMeanings = map[string]string{
	"one move/next game": "next", "next lesson": "next", "next phase": "next",
	"previous lesson": "back", "phase back": "back",
	"new game": "start over", "restart lesson": "start over", "reset": "start over",
	// [ ] home end step along a line of moves: a game's on the board
	// screens, the rollout's on the study screen.
	"step the rollout": "review moves", "rollout's start": "review from the start",
	"rollout's end": "back to the last move",
}

// meaningOf is what a help description means, for the one-meaning rule.
func meaningOf(desc string) string {
	if m, ok := stepMeanings[desc]; ok {
		return m
	}
	return desc
}

// bindings lists a help.KeyMap's bindings: its FullHelp's, then those
// its exported fields hold that the full help leaves out for the state
// it was built in (the play screen's engine controls), each once.
func bindings(km help.KeyMap, extra []key.Binding) []key.Binding {
	var out []key.Binding
	seen := map[string]bool{}
	add := func(b key.Binding) {
		id := strings.Join(b.Keys(), ",") + "|" + b.Help().Key + "|" + b.Help().Desc
		if len(b.Keys()) == 0 || seen[id] {
			return
		}
		seen[id] = true
		out = append(out, b)
	}
	for _, b := range extra {
		add(b)
	}
	for _, col := range km.FullHelp() {
		for _, b := range col {
			add(b)
		}
	}
	v := reflect.ValueOf(km)
	for i := range v.NumField() {
		if f := v.Type().Field(i); f.IsExported() && f.Type == reflect.TypeOf(key.Binding{}) {
			add(v.Field(i).Interface().(key.Binding))
		}
	}
	return out
}

// labelKeys reads the keys a help label names: "[ ]", "+/-", "↑↓←→",
// "pgup/pgdn", "1-9", "↑↓/tab", so a binding that carries the help for
// a partner without its own ("]", "-") gives the partner its meaning.
func labelKeys(label string) []string {
	arrows := map[rune]string{'↑': "up", '↓': "down", '←': "left", '→': "right"}
	var out []string
	for _, f := range strings.FieldsFunc(label, func(r rune) bool { return r == ' ' || r == '/' }) {
		switch {
		case f == "pgdn":
			out = append(out, "pgdown")
		case f == "space":
			out = append(out, " ")
		case len(f) == 3 && f[1] == '-' && f[0] < f[2]:
			for c := f[0]; c <= f[2]; c++ {
				out = append(out, string(c))
			}
		case strings.ContainsAny(f, "↑↓←→"):
			for _, r := range f {
				out = append(out, arrows[r])
			}
		default:
			out = append(out, f)
		}
	}
	return out
}

// meanings maps each key of a key map to what its help says it does. A
// binding with no help of its own takes the meaning of the labelled
// binding whose label names one of its keys (kit's Later "]" is Earlier's
// "[ ] review moves").
func meanings(km help.KeyMap, extra []key.Binding) map[string]string {
	bs := bindings(km, extra)
	out := map[string]string{}
	for _, b := range bs {
		if b.Help().Desc == "" {
			continue
		}
		for _, k := range append(b.Keys(), labelKeys(b.Help().Key)...) {
			if _, ok := out[k]; !ok {
				out[k] = b.Help().Desc
			}
		}
	}
	for _, b := range bs {
		if b.Help().Desc != "" {
			continue
		}
		desc := ""
		for _, k := range b.Keys() {
			if d, ok := out[k]; ok && desc == "" {
				desc = d
			}
		}
		for _, k := range b.Keys() {
			if _, ok := out[k]; !ok && desc != "" {
				out[k] = desc
			}
		}
	}
	return out
}

// kitKeyMap lists the program's kit.KeyMap as a help.KeyMap, every
// binding in one column, so the global keys are held to the same rule.
type kitKeyMap struct{ k kit.KeyMap }

func (m kitKeyMap) ShortHelp() []key.Binding { return nil }
func (m kitKeyMap) FullHelp() [][]key.Binding {
	var col []key.Binding
	v := reflect.ValueOf(m.k)
	for i := range v.NumField() {
		col = append(col, v.Field(i).Interface().(key.Binding))
	}
	return [][]key.Binding{col}
}

// TestOneKeyOneMeaning checks that a key means one thing on every screen
// where it works (issue 28 item 3): over the setup, play, analysis,
// study, lesson and teacher screens' key maps and the program's kit
// keys, no key but the focus keys has two meanings (stepMeanings: the
// same step in each screen's words is one). It also checks the key table in
// docs/playing.md against the key maps (-update rewrites it).
func TestOneKeyOneMeaning(t *testing.T) {
	byKey := map[string]map[string][]string{} // key -> meaning -> where
	add := func(where string, km help.KeyMap, extra []key.Binding) {
		for k, desc := range meanings(km, extra) {
			if slices.Contains(focusKeys, k) {
				continue
			}
			m := meaningOf(desc)
			if byKey[k] == nil {
				byKey[k] = map[string][]string{}
			}
			byKey[k][m] = append(byKey[k][m], where)
		}
	}
	for _, s := range keyScreens() {
		add(s.name, s.km, s.extra)
	}
	add("kit", kitKeyMap{kit.DefaultKeyMap()}, nil)
	for k, ms := range byKey {
		got := make([]string, 0, len(ms))
		for m := range ms {
			got = append(got, m)
		}
		sort.Strings(got)
		if len(got) > 1 {
			var where []string
			for _, m := range got {
				where = append(where, fmt.Sprintf("%q on %s", m, strings.Join(ms[m], ", ")))
			}
			t.Errorf("key %q means %s", k, strings.Join(where, "; "))
		}
	}
	checkKeyTable(t)
}

// keyTableStart and keyTableEnd enclose the generated key table in
// docs/playing.md.
const (
	keyTableStart = "<!-- key table: go test ./ui -run TestOneKeyOneMeaning -update -->"
	keyTableEnd   = "<!-- end of key table -->"
)

// keyTable is the markdown table of every key by screen, each cell the
// key's help description there.
func keyTable() string {
	screens := keyScreens()
	cells := map[string][]string{}
	for i, s := range screens {
		for k, m := range meanings(s.km, s.extra) {
			if cells[k] == nil {
				cells[k] = make([]string, len(screens))
			}
			cells[k][i] = m
		}
	}
	keys := make([]string, 0, len(cells))
	for k := range cells {
		keys = append(keys, k)
	}
	rank := func(k string) int { // letters, then other characters, then named keys
		switch {
		case len(k) == 1 && (k[0] >= 'a' && k[0] <= 'z' || k[0] >= 'A' && k[0] <= 'Z'):
			return 0
		case len(k) == 1:
			return 1
		}
		return 2
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if rank(a) != rank(b) {
			return rank(a) < rank(b)
		}
		if la, lb := strings.ToLower(a), strings.ToLower(b); la != lb {
			return la < lb
		}
		return a > b // lower case first
	})
	// Keys that mean the same on every screen share a row: "[ ]".
	var rows [][]string // each: its keys
	for _, k := range keys {
		if n := len(rows); n > 0 && slices.Equal(cells[rows[n-1][0]], cells[k]) {
			rows[n-1] = append(rows[n-1], k)
			continue
		}
		rows = append(rows, []string{k})
	}
	var sb strings.Builder
	sb.WriteString("| key |")
	for _, s := range screens {
		sb.WriteString(" " + s.name + " |")
	}
	sb.WriteString("\n|---|")
	for range screens {
		sb.WriteString("---|")
	}
	sb.WriteString("\n")
	for _, ks := range rows {
		names := make([]string, len(ks))
		for i, k := range ks {
			names[i] = "`" + k + "`"
			if k == " " {
				names[i] = "space"
			}
		}
		name := strings.Join(names, " ")
		if len(ks) > 2 && ks[0] == "1" {
			name = names[0] + "-" + names[len(names)-1]
		}
		sb.WriteString("| " + name + " |")
		for _, c := range cells[ks[0]] {
			sb.WriteString(" " + strings.ReplaceAll(c, "|", "\\|") + " |")
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// checkKeyTable compares docs/playing.md's key table with keyTable, or
// rewrites it under -update.
func checkKeyTable(t *testing.T) {
	t.Helper()
	const path = "../docs/playing.md"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, keyTableStart), strings.Index(doc, keyTableEnd)
	if i < 0 || j < i {
		t.Fatalf("%s: no key table between %q and %q", path, keyTableStart, keyTableEnd)
	}
	got := doc[i+len(keyTableStart)+1 : j]
	want := "\n" + keyTable() + "\n"
	if got == want {
		return
	}
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		doc = doc[:i+len(keyTableStart)+1] + want + doc[j:]
		if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s: the key table differs from the screens' key maps; run go test ./ui -run TestOneKeyOneMeaning -update\n%s", path, want)
}
