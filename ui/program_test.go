package ui

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"runtime/pprof"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/uitest"
)

// waitOutput waits until the program's new output matches one of the
// patterns and returns its index. WaitFor consumes what it reads, so each
// call sees only what was drawn since the last one.
func waitOutput(t *testing.T, tm *teatest.TestModel, d time.Duration, pats ...*regexp.Regexp) int {
	t.Helper()
	hit := -1
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		for i, p := range pats {
			if p.Match(b) {
				hit = i
				return true
			}
		}
		return false
	}, teatest.WithDuration(d), teatest.WithCheckInterval(10*time.Millisecond))
	return hit
}

// TestProgramPlaysTicTacToe plays whole games through a real program and
// the real engines: the person types squares in a fixed order of
// preference, skipping the taken ones, until the game ends.
func TestProgramPlaysTicTacToe(t *testing.T) {
	for _, tc := range []struct {
		player string
		budget engine.Budget
	}{
		{"random", engine.Budget{Time: time.Second}},
		{"flat", engine.Budget{Rollouts: 2000}},
	} {
		t.Run(tc.player, func(t *testing.T) {
			o := gameOpts("tictactoe", tc.player)
			o.Sides[1].Engine.Budget = tc.budget
			o.ASCII = true
			m := newModel(t.Context(), o, plainStyles(), engine.New)
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
			waitOutput(t, tm, hangLimit, regexp.MustCompile(`X to move`))
			prefs := []string{"b2", "a1", "c3", "a3", "c1", "a2", "b1", "b3", "c2"}
			over := regexp.MustCompile(`Game over: [^\n]*(wins|Draw)`)
			next, moveNo := 0, 1
			for next < len(prefs) {
				sq := prefs[next]
				tm.Type(":" + sq)
				tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
				replied := regexp.MustCompile(fmt.Sprintf(`%d\. %s +[a-c][1-3]`, moveNo, sq))
				taken := regexp.MustCompile(`square ` + sq + ` is taken`)
				switch waitOutput(t, tm, hangLimit, over, taken, replied) {
				case 0:
					next = len(prefs)
				case 1: // the taken square stays in the input to correct: esc clears it
					tm.Send(tea.KeyMsg{Type: tea.KeyEsc})
					next++
				case 2:
					next++
					moveNo++
				}
			}
			tm.Send(keyMsg("q"))
			fm := tm.FinalModel(t, teatest.WithFinalTimeout(hangLimit)).(Model)
			v := fm.View()
			if !strings.Contains(v, "Game over") || plies(v) < 5 {
				t.Fatalf("game not finished:\n%s", v)
			}
			if !waited(fm, hangLimit) {
				t.Fatal("search goroutine left")
			}
			t.Logf("%s:\n%s", tc.player, v)
		})
	}
}

// programs numbers the programs whose goroutines engineGoroutines counts.
var programs atomic.Int64

// labelled runs f with a pprof label naming a program of its own, which
// every goroutine f starts inherits, and so every goroutine those start:
// the program's event loop, its Cmds, its searches and their workers.
// It returns the label's value, for engineGoroutines.
func labelled(t *testing.T, f func()) string {
	program := fmt.Sprintf("%s#%d", t.Name(), programs.Add(1))
	pprof.Do(context.Background(), pprof.Labels("program", program), func(context.Context) { f() })
	return program
}

// engineGoroutines counts the goroutines of program (labelled) whose
// stack is inside the engine package: its searches and their workers.
// The process's other goroutines are left out: another test's, and the
// runtime's while it runs a cleanup of the engine's (a dropped tree's
// node arena unmapped, without -race), which a count of every goroutine
// could take for the search's a moment after it had found none.
func engineGoroutines(t *testing.T, program string) int {
	t.Helper()
	var b bytes.Buffer
	if err := pprof.Lookup("goroutine").WriteTo(&b, 1); err != nil {
		t.Fatal(err)
	}
	_, records, _ := strings.Cut(b.String(), "\n") // after "goroutine profile: total N"
	label := fmt.Sprintf("%q:%q", "program", program)
	n := 0
	for _, rec := range strings.Split(records, "\n\n") {
		if !strings.Contains(rec, label) || !strings.Contains(rec, "rollout/engine.") {
			continue
		}
		var count int
		if _, err := fmt.Sscanf(rec, "%d @", &count); err != nil {
			t.Fatalf("a goroutine profile's record %q: %v", rec, err)
		}
		n += count
	}
	return n
}

// TestQuitMidSearch starts an engine search with an hour's budget, presses
// q (or ctrl+c), and checks by what happened, not by the clock, that the
// key cancelled the search: the program ends, the search's WaitGroup (which
// Run waits for) is done, and no engine goroutine of the program is left,
// all long before the hour is up. The waits are generous limits that only
// catch a hang (a busy machine must not fail the test); the latencies are
// logged (-v).
func TestQuitMidSearch(t *testing.T) {
	for _, key := range []string{"q", "ctrl+c"} {
		t.Run(key, func(t *testing.T) {
			o := gameOpts("tictactoe", "flat")
			o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "flat", Budget: engine.Budget{Time: time.Hour}}}
			o.Sides[1] = game.SideOptions{Human: true}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var tm *teatest.TestModel
			program := labelled(t, func() {
				m := newModel(ctx, o, plainStyles(), engine.New)
				tm = teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
			})
			waitOutput(t, tm, hangLimit, regexp.MustCompile(`thinking: \d+\.\d+ s`))
			if n := engineGoroutines(t, program); n == 0 {
				t.Fatal("no search running before the key")
			}
			start := time.Now()
			tm.Send(keyMsg(key))
			fm := tm.FinalModel(t, teatest.WithFinalTimeout(hangLimit)).(Model)
			ended := time.Since(start)
			if !waited(fm, hangLimit) {
				t.Fatal("search goroutine did not return")
			}
			joined := time.Since(start)
			for engineGoroutines(t, program) > 0 && time.Since(start) < hangLimit {
				time.Sleep(time.Millisecond)
			}
			gone := time.Since(start)
			t.Logf("%s: program ended after %v, search joined after %v, engine goroutines gone after %v", key, ended, joined, gone)
			if n := engineGoroutines(t, program); n > 0 {
				t.Fatalf("%d engine goroutines left %v after the key", n, gone)
			}
		})
	}
}

// hangLimit bounds the waits for things that must happen: far beyond any
// delay a busy machine causes (TestQuitMidSearch failed at 490 ms against
// its old 200 ms limit under go test -race with the cores loaded), far
// short of the hour the search was given.
const hangLimit = uitest.Patience
