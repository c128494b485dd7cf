package cli

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// docs/study.md shows Monte Carlo fooled: a study of flat, 1,000
// rollouts, where the exact column marks `!` on the move flat plays, a
// loss whose mean is told apart above the draws', and the same study of
// uct on the same budget, which prefers a draw and marks nothing. The
// test finds both commands among the doc's screen markers and runs
// them; TestStudyDoc holds the blocks to the frames.
func TestStudyDocShowsFooled(t *testing.T) {
	if testing.Short() {
		t.Skip("drives the study screen")
	}
	const args = `-study flat -variant tictactoe -position "3/x1o/1x1 o" -seed 1`
	flat := strings.TrimSpace(strings.Repeat("I ", 10))
	uct := "ctrl+p ctrl+p " + flat
	data, err := os.ReadFile("../docs/study.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, keys := range []string{flat, uct} {
		if !strings.Contains(string(data), "<!-- screen: "+args+"; keys: "+keys+";") {
			t.Errorf("docs/study.md shows no screen of %s after %s", args, keys)
		}
	}
	marked := regexp.MustCompile(`\|- (\S+) .* (win|draw|loss)!$`)
	var fooled []string
	for _, l := range docScreen(t, args, strings.Fields(flat)) {
		if m := marked.FindStringSubmatch(l); m != nil {
			fooled = append(fooled, m[1]+" "+m[2])
		}
	}
	if len(fooled) != 1 || fooled[0] != "c3 loss" {
		t.Errorf("flat marks %q, want c3 loss!", fooled)
	}
	frame := docScreen(t, args, strings.Fields(uct))
	for _, l := range frame {
		if marked.MatchString(l) {
			t.Errorf("uct marks a move: %s", l)
		}
	}
	if s := strings.Join(frame, "\n"); !strings.Contains(s, "uct c=") || !strings.Contains(s, "best a1") {
		t.Errorf("the second study is not uct playing a1:\n%s", s)
	}
}
