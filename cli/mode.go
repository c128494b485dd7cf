package cli

import (
	"flag"
	"slices"
	"strconv"
	"strings"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/learn"
	"rollout/ui"
)

// mode is one value of the TUI's -mode: the screen the client opens on.
type mode struct {
	name   string
	screen ui.Screen
}

// modes are -mode's values in the order -h lists them. "analyze" is read
// as "analyse".
var modes = []mode{
	{"setup", ui.ScreenSetup},
	{"play", ui.ScreenGame},
	{"watch", ui.ScreenGame},
	{"study", ui.ScreenStudy},
	{"analyse", ui.ScreenAnalysis},
	{"learn", ui.ScreenLearn},
}

// modeByName returns the mode called name ("" and false for none).
func modeByName(name string) mode {
	if strings.EqualFold(name, "analyze") {
		name = "analyse"
	}
	for _, m := range modes {
		if strings.EqualFold(m.name, name) {
			return m
		}
	}
	return mode{}
}

// modeNames lists -mode's values.
func modeNames() []string {
	var out []string
	for _, m := range modes {
		out = append(out, m.name)
	}
	return out
}

// firstHelp is -first's text in the TUI, where it names who plays the
// side that moves first. (match's alternation is -order.)
const firstHelp = "who moves first: human or an engine player"

// modeFlags are the TUI's screen choice: -mode, and the older flags kept
// as its aliases (-setup, -study PLAYER, -analyse/-analyze).
type modeFlags struct {
	mode    string
	setup   bool
	study   string
	analyse bool
	learn   learnFlag
}

// register adds -mode and its aliases to fs.
func (m *modeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&m.mode, "mode", "", "the screen to open: "+strings.Join(modeNames(), ", ")+
		" (watch: two engines play; study: the study screen, stepping -second's player or -study's; analyse: the engine thinks without end on the position, nothing is played; learn: the MCTS lessons); default setup, or play when a game, side, position or PGN is given")
	fs.BoolVar(&m.setup, "setup", false, "alias of -mode setup")
	fs.StringVar(&m.study, "study", "", "-mode study, stepping this player ("+strings.Join(engine.Steppable, ", ")+")")
	fs.BoolVar(&m.analyse, "analyse", false, "alias of -mode analyse")
	fs.BoolVar(&m.analyse, "analyze", false, "alias of -mode analyse")
	fs.Var(&m.learn, "learn", "-mode learn: the MCTS lessons (predict, then see the search); -learn N opens lesson N, else the lesson your progress left off at")
}

// resolve returns the mode the flags choose (name "" when none is
// named), refusing an unknown mode, two aliases that disagree, and a
// study player that cannot be stepped.
func (m *modeFlags) resolve() (mode, error) {
	if m.learn.bad != "" {
		return mode{}, usagef("-learn %s: no such lesson: lessons 1 to %d", clip.Quote(m.learn.bad), len(learn.Lessons()))
	}
	var chosen mode
	var by string
	pick := func(name, flagName string) error {
		md := modeByName(name)
		if md.name == "" {
			return usagef("-mode %q: one of %s", name, strings.Join(modeNames(), ", "))
		}
		if chosen.name != "" && chosen.name != md.name {
			return usagef("%s and %s choose different screens: give one", by, flagName)
		}
		chosen, by = md, flagName
		return nil
	}
	if m.mode != "" {
		if err := pick(m.mode, "-mode "+m.mode); err != nil {
			return mode{}, err
		}
	}
	if m.setup {
		if err := pick("setup", "-setup"); err != nil {
			return mode{}, err
		}
	}
	if m.study != "" {
		if !slices.Contains(engine.Steppable, m.study) {
			return mode{}, usagef("-study %q: the study screen steps %s", m.study, strings.Join(engine.Steppable, ", "))
		}
		if err := pick("study", "-study"); err != nil {
			return mode{}, err
		}
	}
	if m.analyse {
		if err := pick("analyse", "-analyse"); err != nil {
			return mode{}, err
		}
	}
	if m.learn.set {
		if err := pick("learn", "-learn"); err != nil {
			return mode{}, err
		}
	}
	return chosen, nil
}

// learnFlag is -learn: alone it opens the lessons where the learner's
// progress left off, -learn N (or -learn=N) lesson N.
type learnFlag struct {
	set bool
	n   int
	// bad is a value that names no lesson: Set takes it, and resolve
	// refuses it, since an error from Set reaches the person as the
	// flag package's "invalid boolean value" (-learn may stand alone).
	bad string
}

func (f *learnFlag) String() string {
	if f == nil || f.n == 0 {
		return ""
	}
	return strconv.Itoa(f.n)
}

// Set reads "true" (the flag alone) or a lesson's number.
func (f *learnFlag) Set(s string) error {
	f.set = true
	if s == "true" {
		f.n = 0
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > len(learn.Lessons()) {
		f.bad = s
		return nil
	}
	f.n, f.bad = n, ""
	return nil
}

// IsBoolFlag lets -learn stand alone.
func (f *learnFlag) IsBoolFlag() bool { return true }

// joinLearnArg turns "-learn N" into "-learn=N": the flag package reads
// a flag that may stand alone only with its value joined.
func joinLearnArg(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		if (a == "-learn" || a == "--learn") && i+1 < len(args) {
			if _, err := strconv.Atoi(args[i+1]); err == nil {
				out = append(out, a+"="+args[i+1])
				i++
				continue
			}
		}
		out = append(out, a)
	}
	return out
}
