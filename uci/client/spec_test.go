package client

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseSpec(t *testing.T) {
	self, _ := os.Executable()
	ok := []struct {
		spec string
		want Spec
	}{
		{"uci:" + self, Spec{Command: self}},
		{"UCI:" + self + ",Skill Level=0,movetime=200", Spec{Command: self, Options: []Option{{"Skill Level", "0"}}, MoveTime: 200 * time.Millisecond}},
		{"uci:" + self + ",movetime=1.5s,nodes=100,depth=4,timeout=3s,Hash=16", Spec{Command: self, MoveTime: 1500 * time.Millisecond, Nodes: 100, Depth: 4, Timeout: 3 * time.Second, Options: []Option{{"Hash", "16"}}}},
		// Words after the program are its arguments.
		{"uci: " + self + "  uci -x ,Policy=light", Spec{Command: self, Args: []string{"uci", "-x"}, Options: []Option{{"Policy", "light"}}}},
	}
	for _, c := range ok {
		got, err := ParseSpec(c.spec)
		if err != nil {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		got.Path = ""
		if got.Command != c.want.Command || got.MoveTime != c.want.MoveTime || got.Nodes != c.want.Nodes ||
			got.Depth != c.want.Depth || got.Timeout != c.want.Timeout || len(got.Options) != len(c.want.Options) ||
			!slices.Equal(got.Args, c.want.Args) {
			t.Errorf("%s: got %+v, want %+v", c.spec, got, c.want)
		}
		for i := range got.Options {
			if got.Options[i] != c.want.Options[i] {
				t.Errorf("%s: option %d %+v", c.spec, i, got.Options[i])
			}
		}
	}
	bad := []struct{ spec, want string }{
		{"stockfish", "does not start with"},
		{"uci:", "names no engine"},
		{"uci:  ,movetime=5", "names no engine"},
		{"uci:" + self + ",movetime", "want key=value"},
		{"uci:" + self + ",movetime=-5", "must be positive"},
		{"uci:" + self + ",nodes=x", "nodes=x"},
		{"uci:" + self + ",depth=0", "must be positive"},
		{"uci:no-such-engine-here", "not found"},
	}
	for _, c := range bad {
		if _, err := ParseSpec(c.spec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.spec, err, c.want)
		}
	}
}
