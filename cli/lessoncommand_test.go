package cli

import (
	"fmt"
	"strings"
	"testing"

	"rollout/engine"
	course "rollout/learn"
	"rollout/variants/chess"
)

// Each lesson names the command that opens its search on the study
// screen (lesson 11: rollout -study uct ... -prior 1, lesson 13: ...
// -estimator eval -k 0 -minimax 0.5). The command's study runs with the
// lesson's settings, as the header names them: -prior and -minimax were
// dropped, so lesson 13's command studied plain UCT.
func TestLessonCommandsOpenTheLessonsSearch(t *testing.T) {
	for _, l := range course.Lessons() {
		args := splitArgs(strings.TrimPrefix(l.Command, "rollout "))
		opts, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, args)
		if err != nil {
			t.Fatalf("lesson %d: %s: %v", l.Number, l.Command, err)
		}
		opts.NoColor, opts.ASCII, opts.OutDir, opts.StateDir = true, true, t.TempDir(), t.TempDir()
		head := sessionScreen(t, *opts, nil)[0]
		want := []string{"Study", l.Config.Player, l.Config.Estimator.String()}
		if l.Config.Minimax != 0 {
			want = append(want, fmt.Sprintf("minimax a=%g", l.Config.Minimax))
		}
		if l.Config.Prior != 0 {
			want = append(want, fmt.Sprintf("priors w=%g", l.Config.Prior))
		}
		if l.Config.Estimator == engine.Eval && l.Config.EvalPlies != 0 {
			t.Errorf("lesson %d: -k %d is not on the header to check", l.Number, l.Config.EvalPlies)
		}
		for _, w := range want {
			if !strings.Contains(head, w) {
				t.Errorf("lesson %d: %s\nopens %q, without %q", l.Number, l.Command, head, w)
			}
		}
	}
}

// -select puct reaches the study now; without priors PUCT has nothing
// to select by, and the study is refused with the reason, as the
// players are, rather than stepping UCB1 under PUCT's name.
func TestStudyRefusesPUCTWithoutPriors(t *testing.T) {
	if _, err := engine.NewStepper(engine.Config{Player: "uct", Select: engine.SelectPUCT}, chess.Variant.Start()); err == nil ||
		!strings.Contains(err.Error(), "needs the game's priors") {
		t.Errorf("uct -select puct without -prior: %v", err)
	}
}
