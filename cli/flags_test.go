package cli

import (
	"regexp"
	"strings"
	"testing"
)

// flagLine is the first line PrintDefaults writes for a flag: its name
// and, unless it is a bool, the value's type.
var flagLine = regexp.MustCompile(`^  -(\S+)(?: (\S+))?$`)

// helpFlags reads the flags a command's -h lists: name to "type: text".
func helpFlags(t *testing.T, args ...string) map[string]string {
	t.Helper()
	code, usage, _ := run(t, append(args, "-h")...)
	if code != 0 {
		t.Fatalf("%v -h: status %d", args, code)
	}
	out := map[string]string{}
	lines := strings.Split(usage, "\n")
	for i := 0; i < len(lines); i++ {
		m := flagLine.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		var text []string
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "    \t") {
			i++
			text = append(text, strings.TrimPrefix(lines[i], "    \t"))
		}
		out[m[1]] = m[2] + ": " + strings.Join(text, " ")
	}
	return out
}

// sameEverywhere lists flags that several commands have with a meaning
// of their own, and why; every other flag must read the same in every
// command's -h (one flag, one meaning).
var sameEverywhere = map[string]string{
	"player":    "analyze searches with any player, study steps one of the steppable players, bench measures a list, endings names one in a PGN's tags",
	"variant":   "the default game differs (chess for analyze and perft, tic-tac-toe for the TUI, match and study) and bench's means only this game",
	"time":      "bench's is the measuring time of each run",
	"workers":   "bench's is the parallel run's worker count",
	"games":     "the TUI's is a series watched on screen",
	"state-dir": "serve keeps one state directory per user under it",
	"pgn-out":   "both write PGN: match every game to one file, the TUI each saved game as a file in a directory",
}

// TestFlagsListedTheSameWay reads every command's -h and checks that a
// flag that appears in several commands has the same type and text in
// each, and that the names that once meant two things now mean one:
// -pgn reads a game everywhere and -pgn-out writes games; -first names
// who plays first (the TUI), and match's alternation is -order.
func TestFlagsListedTheSameWay(t *testing.T) {
	cmds := [][]string{{}}
	for _, c := range commands {
		cmds = append(cmds, []string{c.name})
	}
	seen := map[string]string{}
	where := map[string]string{}
	for _, c := range cmds {
		name := "rollout"
		if len(c) > 0 {
			name = c[0]
		}
		for flag, text := range helpFlags(t, c...) {
			base := strings.TrimPrefix(strings.TrimPrefix(flag, "a-"), "b-")
			if _, ok := sameEverywhere[base]; ok {
				continue
			}
			if base != flag {
				continue // match's per-side copies say "A's" or "B's"
			}
			if (name == "mates" || name == "endings") && flag == "pgn" {
				continue // they read every game of the file, not one
			}
			if prev, ok := seen[flag]; ok && prev != text {
				t.Errorf("-%s reads differently in %s and %s:\n  %s\n  %s", flag, where[flag], name, prev, text)
			}
			seen[flag], where[flag] = text, name
		}
	}
	if got := seen["pgn"]; !strings.Contains(got, "read") {
		t.Errorf("-pgn: %q, want a flag that reads a game", got)
	}
	match := helpFlags(t, "match")
	if _, ok := match["first"]; ok {
		t.Error("match still has -first; its alternation is -order")
	}
	if !strings.Contains(match["pgn-out"], "write") || !strings.Contains(match["pgn"], "read") {
		t.Errorf("match: -pgn %q, -pgn-out %q", match["pgn"], match["pgn-out"])
	}
	for _, c := range cmds {
		// Every command that takes a position can read it from a PGN.
		fl := helpFlags(t, c...)
		if _, ok := fl["pgn"]; !ok && fl["position"] != "" {
			t.Errorf("%v has -position but no -pgn", c)
		}
	}
}
