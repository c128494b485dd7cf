package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// monkeyKeys are the keys the monkey presses: every letter and digit,
// the punctuation the screens bind and some they do not, the named
// keys, and the control keys a terminal sends (ctrl+c among them: the
// program quits and the monkey starts it again).
var monkeyKeys = func() []tea.KeyMsg {
	var keys []tea.KeyMsg
	for _, r := range "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789?+-=/.,;:!@#[]<>~é♞" {
		keys = append(keys, uitest.Key(string(r)))
	}
	for _, s := range []string{"enter", "up", "down", "left", "right", "esc", "tab", "shift+tab",
		"backspace", "home", "end", "pgup", "pgdown", " "} {
		keys = append(keys, uitest.Key(s))
	}
	for t := tea.KeyCtrlA; t <= tea.KeyCtrlZ; t++ {
		keys = append(keys, tea.KeyMsg{Type: t})
	}
	return append(keys, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("e2e4")}, // a paste
		tea.KeyMsg{Type: tea.KeyEsc, Alt: true}, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x"), Alt: true})
}()

// monkeySize is a random terminal size, from a few cells (smaller than
// any screen draws in) to a large one.
func monkeySize(rng *rand.Rand) tea.WindowSizeMsg {
	if rng.IntN(3) == 0 {
		small := [][2]int{{20, 8}, {1, 1}, {10, 4}, {60, 20}, {80, 24}, {120, 40}}
		s := small[rng.IntN(len(small))]
		return tea.WindowSizeMsg{Width: s[0], Height: s[1]}
	}
	return tea.WindowSizeMsg{Width: 1 + rng.IntN(220), Height: 1 + rng.IntN(70)}
}

// pump runs the program's Cmds as Bubble Tea does, each in its own
// goroutine, its messages (a batch's and a sequence's too) arriving on
// one channel in the order they come.
type pump struct{ msgs chan tea.Msg }

func (p pump) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		msg := cmd()
		if b, ok := msg.(tea.BatchMsg); ok {
			for _, c := range b {
				p.run(c)
			}
			return
		}
		if v := reflect.ValueOf(msg); v.IsValid() && v.Kind() == reflect.Slice &&
			v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) { // tea.Sequence
			for i := range v.Len() {
				if c := v.Index(i).Interface().(tea.Cmd); c != nil {
					p.msgs <- c()
				}
			}
			return
		}
		p.msgs <- msg
	}()
}

// TestMonkey presses random keys and resizes the terminal at random on
// every screen, with the Cmds run and their messages delivered as the
// program would; no step may panic, and every view must fit its
// terminal (uitest.CheckFits). The seed is fixed, so a failure names the
// keys that led to it.
func TestMonkey(t *testing.T) {
	chess := func() Options {
		o := gameOpts("chess", "fake")
		o.TimeControl = variants.TimeControl{Base: time.Second}
		return o
	}
	study := studyOpts("tictactoe", "", "uct")
	analysis := gameOpts("chess", "flat")
	analysis.Screen, analysis.AnalysisBudget = ScreenAnalysis, engine.Budget{Rollouts: 200}
	learn := DefaultOptions()
	learn.Screen = ScreenLearn
	watch := gameOpts("connect4", "fake")
	watch.Sides[0] = SideOptions{Engine: engine.Config{Player: "fake"}}
	watch.Pause = time.Millisecond
	f, err := os.Open("../testdata/lichess.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rec, _, err := variants.ReadPGNGame(game.Variant("chess"), f, 2)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	review := gameOpts("chess", "fake")
	review.Screen, review.Record = ScreenReview, rec
	cases := []struct {
		name      string
		opts      Options
		newPlayer func(engine.Config) (engine.Player, error)
	}{
		{"setup", DefaultOptions(), newFake},
		{"play chess 1+0", chess(), newFake},
		{"play tictactoe", gameOpts("tictactoe", "fake"), newFake},
		{"play connect4", gameOpts("connect4", "fake"), newFake},
		{"play nim", gameOpts("nim", "fake"), newFake},
		{"play rollerball", gameOpts("rollerball", "fake"), newFake},
		{"review lichess.pgn", review, newFake},
		{"watch connect4", watch, newFake},
		{"analysis chess", analysis, engine.New},
		{"study tictactoe", study, engine.New},
		{"learn", learn, engine.New},
	}
	const steps = 400
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			c.opts.StateDir = t.TempDir()
			var log []string
			step := func(m Model, msg tea.Msg) (next Model, cmd tea.Cmd) {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("panic after %s: %v", strings.Join(log, " "), r)
					}
				}()
				return send(m, msg)
			}
			start := func() (Model, pump) {
				m, cmd := newTestModel(t, c.opts, 80, 24, c.newPlayer)
				p := pump{msgs: make(chan tea.Msg, 64)}
				p.run(cmd)
				return m, p
			}
			m, p := start()
			w, h := 80, 24
			for range steps {
				var msg tea.Msg
				if rng.IntN(10) == 0 {
					sz := monkeySize(rng)
					w, h, msg = sz.Width, sz.Height, sz
					log = append(log, fmt.Sprintf("%dx%d", w, h))
				} else {
					k := monkeyKeys[rng.IntN(len(monkeyKeys))]
					msg = k
					log = append(log, fmt.Sprintf("%q", k.String()))
				}
				var cmd tea.Cmd
				m, cmd = step(m, msg)
				p.run(cmd)
				// Deliver what the Cmds sent meanwhile (a search's
				// snapshot, a screen's message to the root).
				for wait := time.After(2 * time.Millisecond); ; {
					select {
					case got := <-p.msgs:
						if _, ok := got.(tea.QuitMsg); ok {
							log = append(log, "(quit)")
							m, p = start()
							m, _ = step(m, tea.WindowSizeMsg{Width: w, Height: h})
							continue
						}
						m, cmd = step(m, got)
						p.run(cmd)
						continue
					case <-wait:
					}
					break
				}
				if v := m.View(); v != "" {
					uitest.CheckFits(t, fmt.Sprintf("%s after %s", c.name, strings.Join(log, " ")), v, w, h)
					if t.Failed() {
						t.FailNow()
					}
				}
			}
		})
	}
}
