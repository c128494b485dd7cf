package play

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"rollout/ui/nav"
)

// TestGolden compares the play screen's frames at 80x24 (and larger: the
// board scales), colour off, ASCII pieces, with
// testdata/TestGolden/*.golden. Regenerate with
//
//	go test ./ui/screens/play -run TestGolden -update
//
// (the package before -update). The fake engine makes the tables fixed.
func TestGolden(t *testing.T) {
	tests := []struct {
		name     string
		variant  string
		screen   nav.Mode
		keys     []string
		size     [2]int
		position string
	}{
		{"chess_promotion_prompt", "chess", ScreenGame, []string{"left", "left", "left", "left", "up", "up", "up", "up", "up", "enter", "up", "enter"}, [2]int{80, 24}, "8/P7/8/8/8/8/8/k6K w - - 0 1"},
		{"rollerball_game_over", "rollerball", ScreenGame, []string{":", "c", "6", "c", "7", "enter"}, [2]int{80, 24}, "6k/2RB3/2###2/2###2/P1###p1/5pb/1K5 w 56"},
		{"tictactoe_start", "tictactoe", ScreenGame, nil, [2]int{80, 24}, ""},
		{"tictactoe_after_reply", "tictactoe", ScreenGame, []string{"enter"}, [2]int{80, 24}, ""},
		{"tictactoe_typing", "tictactoe", ScreenGame, []string{":", "a"}, [2]int{80, 24}, ""},
		{"tictactoe_illegal", "tictactoe", ScreenGame, []string{":", "z", "enter"}, [2]int{80, 24}, ""},
		{"tictactoe_flipped_full_help", "tictactoe", ScreenGame, []string{"v", "?"}, [2]int{80, 24}, ""},
		{"nim_after_reply", "nim", ScreenGame, []string{"down", "left", "enter"}, [2]int{80, 24}, ""},
		{"rollerball_selected", "rollerball", ScreenGame, []string{"left", "enter"}, [2]int{80, 24}, ""},
		{"rollerball_after_reply", "rollerball", ScreenGame, []string{"left", "enter", "left", "enter"}, [2]int{80, 24}, ""},
		{"chess_start", "chess", ScreenGame, nil, [2]int{80, 24}, ""},
		{"chess_after_reply", "chess", ScreenGame, []string{":", "e", "4", "enter"}, [2]int{80, 24}, ""},
		{"chess_selected", "chess", ScreenGame, []string{"right", "right", "up", "up", "up", "enter", "down", "down", "down", "down", "enter", "left", "left", "enter"}, [2]int{80, 24}, ""},
		// The board grows with the terminal and the layout is centred.
		{"chess_after_reply_120x40", "chess", ScreenGame, []string{":", "e", "4", "enter"}, [2]int{120, 40}, ""},
		{"chess_after_reply_200x60", "chess", ScreenGame, []string{":", "e", "4", "enter"}, [2]int{200, 60}, ""},
		{"tictactoe_after_reply_200x60", "tictactoe", ScreenGame, []string{"enter"}, [2]int{200, 60}, ""},
		{"nim_after_reply_200x60", "nim", ScreenGame, []string{"down", "left", "enter"}, [2]int{200, 60}, ""},
		{"connect4_after_reply", "connect4", ScreenGame, []string{"enter"}, [2]int{80, 24}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := gameOpts(tt.variant, "fake")
			o.Screen = tt.screen
			o.Position = tt.position
			m, cmd := newTestModel(t, o, tt.size[0], tt.size[1], newFake)
			m = drain(t, m, cmd)
			for _, k := range tt.keys {
				m, cmd = press(m, k)
				m = drain(t, m, cmd)
			}
			m, _ = send(m, tea.WindowSizeMsg{Width: tt.size[0], Height: tt.size[1]})
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
}
