package uci

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// The options of the mate search, the PUCT selection and the workers'
// spread are listed by uci, and a setoption of each reaches the player
// built at the next go: its label names the part (engine.Config.Label),
// as the command line's flag would.
func TestSearchPartOptions(t *testing.T) {
	out := run(t, "uci")
	for _, want := range []string{
		fmt.Sprintf("option name Mate type spin default 0 min 0 max %d", chess.MaxMatePlies),
		fmt.Sprintf("option name MateExpand type spin default 0 min 0 max %d", chess.MaxMatePlies),
		fmt.Sprintf("option name Tactics type spin default 0 min 0 max %d", chess.MaxTacticChecks),
		"option name Select type combo default ucb var ucb var puct",
		"option name PUCT type string default 0",
		"option name PUCTTemperature type string default 0",
		"option name WorkerSpread type string default 0",
		"option name Parallel type combo default root var root var tree",
		"option name EvalCache type check default false",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("uci does not list %q:\n%s", want, out)
		}
	}
	for _, c := range []struct {
		name    string
		options []string
		label   string // what the player's label holds
		note    string // an info string said, if any
	}{
		{"mate", []string{"Player uct", "Mate 1"}, "+mate1", ""},
		{"mate expand", []string{"Player uct", "Mate 1", "MateExpand 2"}, "+mate1x2", ""},
		{"tactics on the default", []string{"Tactics 2"}, "+tac2", ""},
		{"tactics on a shared tree", []string{"Threads 2", "Parallel tree", "Tactics 2"}, "+tree", "option Tactics 2 is not played"},
		{"puct", []string{"Player uct", "Prior 1", "Select puct", "PUCT 0.5", "PUCTTemperature 0.2"}, "+puct0.5/t0.2", ""},
		{"puct on the default", []string{"Select PUCT"}, "+puct1/t0.1", ""},
		{"worker spread", []string{"Player uct", "Threads 2", "WorkerSpread 2"}, "+ws2", ""},
		{"tree parallelism", []string{"Player uct", "Threads 2", "Parallel tree"}, "+tree", ""},
		{"tree parallelism on the default", []string{"Threads 2", "Parallel TREE", "EvalCache true"}, "+tree", ""},
		{"evaluation cache", []string{"Player uct", "Prior 1", "EvalCache true"}, "+ecache", ""},
		{"puct without priors", []string{"Player uct", "Select puct"}, "uct", "option Select puct is not played"},
	} {
		s, buf := searchWith(t, c.name, c.options)
		if strings.Contains(buf.String(), "unchanged") {
			t.Errorf("%s: an option was refused:\n%s", c.name, buf.String())
		}
		if label := s.player.Config().Label(); !strings.Contains(label, c.label) || c.note != "" && strings.Contains(label, "puct") {
			t.Errorf("%s: the player's label is %q, want %q in it", c.name, label, c.label)
		}
		if c.note != "" && !strings.Contains(buf.String(), "info string "+c.note) {
			t.Errorf("%s: no info string %q:\n%s", c.name, c.note, buf.String())
		}
	}
	// A value out of range is refused and changes nothing.
	for _, bad := range []string{fmt.Sprintf("Mate value %d", chess.MaxMatePlies+1), "Select value alphabeta", fmt.Sprintf("Tactics value %d", chess.MaxTacticChecks+1), "PUCT value -1", "PUCTTemperature value NaN", "WorkerSpread value 17", "Parallel value leaf", "EvalCache value yes"} {
		out := run(t, "setoption name "+bad)
		if !strings.Contains(out, "unchanged") || strings.Count(out, "\n") != 1 {
			t.Errorf("setoption name %s: %q, want one line refusing it", bad, out)
		}
	}
}

// Parallel root after tree asks for the default, root parallelism (no
// +tree in the label); a Level plays its own parallelism and evaluation
// cache, and a note names what it plays.
func TestParallelOption(t *testing.T) {
	for _, c := range []struct {
		name    string
		options []string
		absent  string // what the label must not hold
		note    string // an info string said, if any
	}{
		{"root after tree", []string{"Player uct", "Threads 2", "Parallel tree", "Parallel Root"}, "+tree", ""},
		{"level", []string{"Level 2", "Threads 2", "Parallel tree"}, "+tree", "option Parallel tree is not played: Level 2 plays its own (root)"},
		{"level cache", []string{"Level 2", "EvalCache true"}, "+ecache", "option EvalCache true is not played: Level 2 plays its own (false)"},
	} {
		s, buf := searchWith(t, c.name, c.options)
		if label := s.player.Config().Label(); strings.Contains(label, c.absent) {
			t.Errorf("%s: the player's label is %q, want no %q in it", c.name, label, c.absent)
		}
		if c.note != "" && !strings.Contains(buf.String(), "info string "+c.note) {
			t.Errorf("%s: no info string %q:\n%s", c.name, c.note, buf.String())
		}
	}
}

// searchWith runs a session's search of 50 nodes from the start with
// options ("Name value" each) set first, and returns the session and
// all it said; the test named name fails at once where no player was
// built.
func searchWith(t *testing.T, name string, options []string) (*Session, *bytes.Buffer) {
	t.Helper()
	var buf bytes.Buffer
	s := NewSession(&buf, "test")
	s.maxRollouts = 50
	for _, o := range options {
		n, value, _ := strings.Cut(o, " ")
		s.Handle("setoption name " + n + " value " + value)
	}
	s.Handle("position startpos")
	s.Handle("go nodes 50")
	<-s.done
	s.stop()
	if s.player == nil {
		t.Fatalf("%s: no player built:\n%s", name, buf.String())
	}
	return s, &buf
}
