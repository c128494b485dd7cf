package ui

import (
	"regexp"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"rollout/engine"
)

// TestProgramStudiesTheMoveReviewed runs the whole program: a person
// plays two moves against random, steps back one move with [, and t
// opens the study at the position and ply reviewed, its board's caption
// naming the moves that led there; esc goes back to the review of that
// move. Back on the game the game is in progress, so q asks before it
// quits, and a second q quits: a test that pressed q once there waited
// for an end the program rightly did not give (it had hung the test).
func TestProgramStudiesTheMoveReviewed(t *testing.T) {
	o := gameOpts("tictactoe", "random")
	o.ASCII = true
	m := newModel(t.Context(), o, plainStyles(), engine.New)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 32))
	waitOutput(t, tm, hangLimit, regexp.MustCompile(`X to move`))
	tm.Type(":b2")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	var reply string
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		if r := regexp.MustCompile(`1\. b2 +([a-c][1-3])`).FindSubmatch(b); r != nil {
			reply = string(r[1])
			return true
		}
		return false
	}, teatest.WithDuration(hangLimit))
	second := "a1"
	if reply == second {
		second = "c3"
	}
	tm.Type(":" + second)
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitOutput(t, tm, hangLimit, regexp.MustCompile(`2\. `+second+` +[a-c][1-3]`))
	tm.Type("[")
	waitOutput(t, tm, hangLimit, regexp.MustCompile(`Review: 2\. `+second))
	tm.Type("t")
	if waitOutput(t, tm, hangLimit, regexp.MustCompile(`after b2 `+reply+` `+second+`\b`)) != 0 {
		t.Fatal("the study does not say it starts after the move reviewed")
	}
	tm.Send(tea.KeyMsg{Type: tea.KeyEsc})
	if waitOutput(t, tm, hangLimit, regexp.MustCompile(`Review: 2\. `+second)) != 0 {
		t.Fatal("esc does not go back to the review")
	}
	tm.Type("q")
	if waitOutput(t, tm, hangLimit, regexp.MustCompile(`Press q again to quit`)) != 0 {
		t.Fatal("q mid-game does not ask before it quits")
	}
	tm.Type("q")
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(hangLimit)).(Model)
	if !waited(fm, hangLimit) {
		t.Fatal("search goroutine left")
	}
}
