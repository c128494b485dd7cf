package setup

import (
	"strings"
	"testing"

	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// A position already over (checkmate, stalemate, three in a row) opened
// a game already over, saved as a PGN of no moves. Enter now refuses it
// with the outcome for play, watch and study, and nothing starts; the
// analysis board, which only shows the position, still opens on it. A
// FEN whose side not to move is in check is refused by its parser.
func TestSetupRefusesAFinishedPosition(t *testing.T) {
	for _, c := range []struct {
		name, variant, position, moves string
		want                           string // "" opens
	}{
		{name: "checkmate", variant: "chess", position: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
			want: "already over (Black wins by checkmate)"},
		{name: "stalemate", variant: "chess", position: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
			want: "already over (Draw by stalemate)"},
		{name: "mated by the moves", variant: "chess", moves: "f2f3 e7e5 g2g4 d8h4",
			want: "already over (Black wins by checkmate)"},
		{name: "three in a row", variant: "tictactoe", moves: "a1 b1 a2 b2 a3",
			want: "already over (X wins by three in a row)"},
		{name: "the side not to move in check", variant: "chess", position: "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
			want: "the side not to move is in check"},
		{name: "a game on", variant: "chess", position: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, mode := range []string{"play", "watch", "study", "analyse"} {
				o := defaults()
				o.Variant, o.Position = c.variant, c.position
				if c.moves != "" {
					o.Moves = strings.Fields(c.moves)
				}
				s := newScreen(t, o, 80, 24)
				for s.mode() != mode {
					s.cycleMode(1)
				}
				s, cmd := press(s, "enter")
				want := c.want
				if mode == "analyse" && strings.Contains(want, "already over") {
					want = "" // the analysis board shows a finished position
				}
				if want == "" {
					if msg := started(t, s); msg.Mode == nav.Setup {
						t.Fatalf("%s: %+v", mode, msg)
					}
					continue
				}
				if asked := uitest.Asked(s); cmd != nil || asked != nil {
					t.Fatalf("%s: enter asked for %T (a Cmd: %v), want a refusal", mode, asked, cmd != nil)
				}
				if !strings.Contains(s.err, want) {
					t.Fatalf("%s: the reason is %q, want %q", mode, s.err, want)
				}
				checkFits(t, s)
				squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
				if !strings.Contains(squeeze(s.View()), squeeze(want)) {
					t.Fatalf("%s: the reason is not shown:\n%s", mode, s.View())
				}
			}
		})
	}
}
