package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/uitest"
	"rollout/variants"
)

// Moves that begin with f are typed like any other: f is no command (the
// board flips with v), so it opens the move input with itself.
func TestMovesStartingWithF(t *testing.T) {
	tests := []struct {
		variant, position string
		keys              []string
		want              string // the canonical text played
	}{
		{"chess", "", []string{"f", "4", "enter"}, "f2f4"},
		{"chess", "", []string{"f", "2", "f", "3", "enter"}, "f2f3"},
		{"chess", "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2", []string{"f", "3", "f", "4", "enter"}, "f3f4"},
		{"chess", "rnbqkbnr/pppp1ppp/8/4p3/5P2/8/PPPPP1PP/RNBQKBNR w KQkq - 0 2", []string{"f", "x", "e", "5", "enter"}, "f4e5"},
		{"rollerball", "1k5/7/2###2/2###2/2###2/7/5K1 w 0", []string{"f", "1", "f", "2", "enter"}, "f1f2"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			o := gameOpts(tt.variant, "fake")
			o.Position = tt.position
			m, _ := newTestModel(t, o, 80, 24, newFake)
			if !play(m).humanToMove() {
				t.Fatalf("not the person's move: %s", play(m).msg)
			}
			m, _ = press(m, "f")
			if !play(m).Input.Focused() || play(m).Input.Value() != "f" || boardOf(t, m).Flipped {
				t.Fatalf("f: input %v %q, flipped %v", play(m).Input.Focused(), play(m).Input.Value(), boardOf(t, m).Flipped)
			}
			m, cmd := press(m, tt.keys[1:]...)
			m = drain(t, m, cmd)
			g := play(m).st
			if g.Len() == 0 || g.Turn(0).Canonical != tt.want {
				t.Fatalf("played %v, want %s (message %q)", g.Texts(variants.Canonical), tt.want, play(m).msg)
			}
		})
	}
}

// Move now: m stops the thinking engine, which plays its best move so
// far; the status and the message say so. A search stopped before it has
// a result plays the best move of its last snapshot.
func TestMoveNow(t *testing.T) {
	for _, player := range []string{"thinker", "blocker"} {
		t.Run(player, func(t *testing.T) {
			m, _ := newTestModel(t, gameOpts("tictactoe", player), 80, 24, newFake)
			m, _ = press(m, "m") // the person's turn: m is typed, not a command
			if !play(m).Input.Focused() {
				t.Fatal("m on the person's turn did not open the move input")
			}
			m, reader := press(m, "esc", "enter") // X b2; the engine thinks
			if play(m).search == nil {
				t.Fatal("no search")
			}
			if m, _ = press(m, "a"); !strings.Contains(play(m).msg, "m moves now") {
				t.Fatalf("a key while the engine thinks: %q, want a pointer to m", play(m).msg)
			}
			gen := play(m).search.Gen
			a1, _ := play(m).st.Position().DecodeMove("a1")
			c3, _ := play(m).st.Position().DecodeMove("c3")
			// The blocker sends no snapshot of its own: this one is its last.
			// The thinker's own snapshot (best a1) comes through the reader.
			snap := engine.Snapshot{Player: player, Rollouts: 1234, Best: c3, BestText: "c3",
				Moves: []engine.MoveStats{{Move: a1, Text: "a1"}, {Move: c3, Text: "c3"}}}
			m, _ = send(m, enginerun.ProgressMsg{Gen: gen, Snap: snap})
			m, _ = press(m, "m")
			if !strings.Contains(play(m).msg, "Moving now") {
				t.Fatalf("message %q after m", play(m).msg)
			}
			m = drain(t, m, reader)
			g := play(m).st
			if g.Len() != 2 {
				t.Fatalf("moves %v: the engine did not move", g.Texts(variants.Canonical))
			}
			want := map[string]string{"thinker": "a1", "blocker": "c3"}[player]
			if got := g.Turn(1).Canonical; got != want {
				t.Fatalf("engine played %s, want its best so far %s", got, want)
			}
			if !strings.Contains(play(m).msg, "Moved now") {
				t.Fatalf("message %q, want it to say the engine moved now", play(m).msg)
			}
			if player == "thinker" && !strings.Contains(m.View(), "(moved now)") {
				t.Fatalf("status does not say moved now:\n%s", m.View())
			}
		})
	}
}

// boardEntry drives the play screen for uitest's move entry checks: a person
// (the first side) against the fake engine.
var boardEntry = uitest.Board[Model]{
	Open: func(t *testing.T, variant, position string) Model {
		o := gameOpts(variant, "fake")
		o.Position = position
		m, _ := newTestModel(t, o, 80, 24, newFake)
		return m
	},
	Send:   send,
	Played: func(m Model) []string { return play(m).st.Texts(variants.Canonical) },
	Input:  func(m Model) (bool, string) { return play(m).Input.Focused(), play(m).Input.Value() },
}

// TestTypedMoveAsOnEveryBoard: the play screen takes typed moves as
// every board screen does (moveinput): a from-square lists its moves,
// capitals, spaces, pastes and digits are read as the move they name.
func TestTypedMoveAsOnEveryBoard(t *testing.T) { uitest.CheckMoveEntry(t, boardEntry) }

// TestMoveStartsAreNoCommands: every character a legal move begins with
// opens the move input on the play screen, and no command runs.
func TestMoveStartsAreNoCommands(t *testing.T) { uitest.CheckMoveStarts(t, boardEntry) }
