package setup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// A study of a PGN file's game searches its last position: one the
// rules ended is refused on the setup screen, in the game's words, as a
// finished position typed in is. It opened and said the engine's
// "engine: the game is over (first wins by checkmate)". A review of it
// still opens.
func TestStudyOfAFinishedPGNIsRefused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "mate.pgn")
	if err := os.WriteFile(file, []byte("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, study := range []bool{true, false} {
		o := defaults()
		o.Variant = "chess"
		s := newScreen(t, o, 100, 30)
		s.study = study
		s, _ = press(s, "up")
		s = typeText(s, file)
		s, cmd := press(s, "enter")
		if cmd == nil {
			t.Fatal("enter did not read the file")
		}
		ns, _ := s.Update(cmd())
		s = ns.(Model)
		if !study {
			if start := started(t, s); start.Mode != nav.Review {
				t.Errorf("the review of a finished game opens as %v", start.Mode)
			}
			continue
		}
		if msg, ok := uitest.Asked(s).(nav.StartGameMsg); ok {
			t.Fatalf("a study of a finished game was asked for: %+v", msg.Mode)
		}
		if v := s.View(); !strings.Contains(v, "already over (Black wins by checkmate)") {
			t.Errorf("the refusal does not say the game is over in its words:\n%s", v)
		}
	}
}
