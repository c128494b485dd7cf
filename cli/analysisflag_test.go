package cli

import (
	"testing"
	"time"

	"rollout/engine"
)

// A budget flag given reaches the analysis board (-rollouts N bounds its
// searches); none given, it thinks without end, whatever the sides'
// default think time.
func TestAnalysisBudgetFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want engine.Budget
	}{
		{[]string{"-analyse"}, engine.Budget{}},
		{[]string{"-analyse", "-rollouts", "5000"}, engine.Budget{Rollouts: 5000}},
		{[]string{"-analyse", "-time", "3s"}, engine.Budget{Time: 3 * time.Second}},
		{[]string{"-variant", "chess", "-rollouts", "200"}, engine.Budget{Rollouts: 200}}, // analyse picked on the setup screen
	} {
		opts, err := Options(c.args)
		if err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if opts.AnalysisBudget != c.want {
			t.Errorf("%q: analysis budget %+v, want %+v", c.args, opts.AnalysisBudget, c.want)
		}
	}
}
