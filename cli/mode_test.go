package cli

import (
	"flag"
	"io"
	"strings"
	"testing"

	"rollout/ui"
)

// TestModeChoosesScreen: -mode picks the screen, its aliases pick the
// same, and no mode named leaves the choice to the game flags.
func TestModeChoosesScreen(t *testing.T) {
	cases := []struct {
		args   []string
		name   string
		screen ui.Screen
	}{
		{nil, "", ui.ScreenSetup},
		{[]string{"-mode", "play"}, "play", ui.ScreenGame},
		{[]string{"-mode", "watch"}, "watch", ui.ScreenGame},
		{[]string{"-mode", "setup"}, "setup", ui.ScreenSetup},
		{[]string{"-setup"}, "setup", ui.ScreenSetup},
		{[]string{"-mode", "study"}, "study", ui.ScreenStudy},
		{[]string{"-study", "flat"}, "study", ui.ScreenStudy},
		{[]string{"-mode", "study", "-study", "flat"}, "study", ui.ScreenStudy},
		{[]string{"-mode", "analyse"}, "analyse", ui.ScreenAnalysis},
		{[]string{"-mode", "analyze"}, "analyse", ui.ScreenAnalysis},
		{[]string{"-analyse"}, "analyse", ui.ScreenAnalysis},
		{[]string{"-analyze", "-mode", "analyse"}, "analyse", ui.ScreenAnalysis},
	}
	for _, c := range cases {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		var m modeFlags
		m.register(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		got, err := m.resolve()
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		if got.name != c.name || (c.name != "" && got.screen != c.screen) {
			t.Errorf("%v: mode %+v, want %s (screen %d)", c.args, got, c.name, c.screen)
		}
	}
}

// TestModeRefused: an unknown mode, aliases that disagree, a study player
// that cannot be stepped (-study's, or the engine side's that -mode study
// steps without one) and a person named in watch mode are usage errors,
// found before the client starts.
func TestModeRefused(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-mode", "bogus"}, "one of setup, play, watch, study, analyse"},
		{[]string{"-mode", "play", "-analyse"}, "give one"},
		{[]string{"-setup", "-study", "uct"}, "give one"},
		{[]string{"-study", "perfect"}, "the study screen steps"},
		{[]string{"-mode", "study", "-second", "random"}, `-mode study -second "random": the study screen steps`},
		{[]string{"-mode", "study", "-first", "perfect", "-second", "human"}, `-first "perfect": the study screen steps`},
		{[]string{"-mode", "watch", "-first", "human"}, "-first is human"},
		{[]string{"-mode", "watch", "-second", "human"}, "-second is human"},
	}
	for _, c := range cases {
		code, out, errOut := run(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}
