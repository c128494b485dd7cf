package ui

import (
	"fmt"
	"testing"
)

func TestPeek(t *testing.T) {
	for _, v := range []string{"tictactoe", "nim"} {
		o := DefaultOptions()
		o.Variant = v
		o.Screen = ScreenGame
		m, cmd := newTestModel(t, o, 80, 24, newFake)
		fmt.Println(m.View())
		m, cmd = press(m, "enter")
		m = drain(t, m, cmd)
		fmt.Println(m.View())
		o.Screen = ScreenSetup
		m, _ = newTestModel(t, o, 80, 24, newFake)
		fmt.Println(m.View())
	}
}
