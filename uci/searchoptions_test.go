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
		"option name Select type combo default ucb var ucb var puct",
		"option name PUCT type string default 0",
		"option name PUCTTemperature type string default 0",
		"option name WorkerSpread type string default 0",
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
		{"puct", []string{"Player uct", "Prior 1", "Select puct", "PUCT 0.5", "PUCTTemperature 0.2"}, "+puct0.5/t0.2", ""},
		{"puct on the default", []string{"Select PUCT"}, "+puct1/t0.1", ""},
		{"worker spread", []string{"Player uct", "Threads 2", "WorkerSpread 2"}, "+ws2", ""},
		{"puct without priors", []string{"Player uct", "Select puct"}, "uct", "option Select puct is not played"},
	} {
		var buf bytes.Buffer
		s := NewSession(&buf, "test")
		s.maxRollouts = 50
		for _, o := range c.options {
			name, value, _ := strings.Cut(o, " ")
			s.Handle("setoption name " + name + " value " + value)
		}
		s.Handle("position startpos")
		s.Handle("go nodes 50")
		<-s.done
		s.stop()
		if strings.Contains(buf.String(), "unchanged") {
			t.Errorf("%s: an option was refused:\n%s", c.name, buf.String())
		}
		if s.player == nil {
			t.Fatalf("%s: no player built:\n%s", c.name, buf.String())
		}
		if label := s.player.Config().Label(); !strings.Contains(label, c.label) || c.note != "" && strings.Contains(label, "puct") {
			t.Errorf("%s: the player's label is %q, want %q in it", c.name, label, c.label)
		}
		if c.note != "" && !strings.Contains(buf.String(), "info string "+c.note) {
			t.Errorf("%s: no info string %q:\n%s", c.name, c.note, buf.String())
		}
	}
	// A value out of range is refused and changes nothing.
	for _, bad := range []string{fmt.Sprintf("Mate value %d", chess.MaxMatePlies+1), "Select value alphabeta", "PUCT value -1", "PUCTTemperature value NaN", "WorkerSpread value 17"} {
		out := run(t, "setoption name "+bad)
		if !strings.Contains(out, "unchanged") || strings.Count(out, "\n") != 1 {
			t.Errorf("setoption name %s: %q, want one line refusing it", bad, out)
		}
	}
}
