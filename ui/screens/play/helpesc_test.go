package play

import "testing"

// esc with the full help open closes the help, as on the study screen,
// and leaves the game alone: it armed leaving the game for the setup
// screen behind the help ("Press esc again to leave this game"), and a
// second esc, the one a person presses when the first did not close
// the help, left it.
func TestEscClosesTheHelpFirst(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {60, 20}} { // under the board, in its place
		m, _ := newTestModel(t, gameOpts("chess", "fake"), size[0], size[1], newFake)
		m, _ = press(m, ":", "e", "4", "enter") // a game in progress
		m, _ = press(m, "?")
		if !play(m).Help.ShowAll {
			t.Fatalf("%v: ? did not open the help", size)
		}
		m, cmd := press(m, "esc")
		if play(m).Help.ShowAll || play(m).confirm != nil {
			t.Fatalf("%v: esc left the help open %v, armed a question %v (%q)", size, play(m).Help.ShowAll, play(m).confirm != nil, play(m).msg)
		}
		if cmd != nil {
			t.Fatalf("%v: esc with the help open did more than close it", size)
		}
	}
}
