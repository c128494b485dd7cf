package setup

import (
	"rollout/engine"
	"rollout/ui/kit"
)

// The setup screen's rollout policy rows, one per side. A policy is how a
// player's rollouts choose their moves (engine.Policy): uniform random
// moves, pure Monte Carlo and the default, or the light policy's bit of
// game knowledge. A row offers a choice only where the side's player runs
// rollouts (engine.PlayerInfo.Statistics: not a person, random,
// searchlight, perfect, alphabeta or an external engine); elsewhere it shows "-"
// and the cursor passes over it. The rb estimator integrates a uniformly
// random mover's chance to win, so under rb every side rolls out
// uniformly and the row says why.

// policyNotes explain each policy beside its row.
var policyNotes = map[engine.Policy]string{
	engine.Uniform: "uniformly random rollouts: pure Monte Carlo",
	engine.Light:   "rollouts take a win at once, then block or capture as the game allows (labelled)",
}

// rbNote explains a policy row held at uniform by the rb estimator.
const rbNote = "the rb estimator rolls out uniformly (Estimator plain allows light)"

// policySide is the side a policy row belongs to.
func policySide(f field) int {
	if f == fieldSecondPolicy {
		return 1
	}
	return 0
}

// offers reports whether field f has a choice to make: every row but a
// policy row of a side that runs no rollouts, a budget row of a person,
// of a level or on a clock, the Games row outside the watch mode and the
// Clock row outside play and watch (a study or the analysis board has no
// clock).
func (s *Model) offers(f field) bool {
	switch f {
	case fieldFirstPolicy, fieldSecondPolicy:
		return s.rollsOut(policySide(f))
	case fieldFirstBudget:
		return s.budgetOffered(0)
	case fieldSecondBudget:
		return s.budgetOffered(1)
	case fieldGames:
		return s.mode() == "watch" // games.go
	case fieldClock:
		return s.mode() == "play" || s.mode() == "watch" // clock.go
	case fieldEstimator: // "preset" or "-": no side plays the row's choice
		uses, _ := s.estimatorUsers()
		return len(uses) > 0
	}
	return true
}

// budgetOffered reports whether side i's budget row is a choice: a
// person (a classmate too) has no budget, a level brings its own
// (level.go), and a clock gives an engine its time (clock.go: the row
// then shows what the clock leaves of the budget, read-only).
func (s *Model) budgetOffered(i int) bool {
	return s.side[i] != 0 && s.leveled(i) == 0 && !s.classmate(i) && !s.clocked()
}

// estimatorUsers are the sides whose engine plays the Estimator row's
// choice: those that roll out without a preset of their own (presets
// reports whether another side plays its preset's).
func (s *Model) estimatorUsers() (uses []string, presets bool) {
	for i := range 2 {
		switch {
		case !s.rollsOut(i):
		case s.preset(i) != "":
			presets = true
		default:
			uses = append(uses, s.variant().SideNames[i])
		}
	}
	return uses, presets
}

// rollsOut reports whether side i's player runs rollouts, by its
// capabilities (a person and players the engine does not list do not,
// nor alphabeta, which counts its search's nodes as rollouts).
func (s *Model) rollsOut(i int) bool {
	if s.side[i] == 0 {
		return false
	}
	info, ok := engine.Info(s.players[s.side[i]].name)
	return ok && info.Statistics && !info.NeedsAlphaBeta
}

// policy is side i's policy as the game gets it: the chosen one, or
// uniform under the rb estimator and for a side that runs no rollouts.
func (s *Model) policy(i int) engine.Policy {
	if !s.rollsOut(i) || s.est == engine.RaoBlackwell {
		return engine.Uniform
	}
	return s.pol[i]
}

// policies are the choices the engine offers (engine.Policies), in its
// order; every game has them all (a game without a light loop of its
// own gets the engine's generic one, which takes wins).
func policies() []engine.Policy {
	out := make([]engine.Policy, 0, len(engine.Policies))
	for _, name := range engine.Policies {
		if p, err := engine.ParsePolicy(name); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// cyclePolicy steps side i's policy by d. Under rb the row is held at
// uniform, so nothing changes (its note says why).
func (s *Model) cyclePolicy(i, d int) {
	if !s.rollsOut(i) || s.est == engine.RaoBlackwell {
		return
	}
	ps := policies()
	at := 0
	for j, p := range ps {
		if p == s.pol[i] {
			at = j
		}
	}
	s.pol[i] = ps[((at+d)%len(ps)+len(ps))%len(ps)]
}

// policyRow draws side i's policy row: the choice, "-" for a side
// without rollouts, or uniform dimmed under rb.
func (s Model) policyRow(i int, choice func(field, string) string) (value, note string) {
	f := fieldFirstPolicy
	if i == 1 {
		f = fieldSecondPolicy
	}
	switch {
	case !s.rollsOut(i):
		return s.Styles.Dim.Render("  -"), ""
	case s.preset(i) != "":
		return s.Styles.Dim.Render("  preset"), s.preset(i)
	case s.est == engine.RaoBlackwell:
		return s.Styles.Dim.Render("  " + engine.Uniform.String()), rbNote
	}
	return choice(f, s.pol[i].String()), policyNotes[s.pol[i]]
}

// preset names the parts a player's own preset sets for the game
// (engine.Config.ForGame: the default player's), which replace the
// policy and estimator rows; "" when the rows are what it plays. A
// preset is told by any choice of the rows it replaces, not by the one
// they hold: the command line hands over the default with its preset
// filled in, whose policy and estimator at a game without an
// evaluation (light, plain) are choices the rows offer too.
func (s Model) preset(i int) string {
	start := s.variant().Start()
	for e := range engine.Estimator(len(engine.Estimators)) {
		for _, p := range policies() {
			c := engine.Config{Player: s.players[s.side[i]].name, Policy: p, Estimator: e}
			g := c.ForGame(start)
			if g.Policy != c.Policy || g.Estimator != c.Estimator || g.Minimax != c.Minimax || g.Prior != c.Prior {
				return "preset: " + g.Knowledge()
			}
		}
	}
	return ""
}

// estimatorRow is the Estimator row: the choice, with what it does, when
// an engine side rolls out with it; "preset" when every engine side plays
// its own preset's (the default player's eval estimator: the row said
// "plain" beside it), "-" with no engine side that rolls out. The last
// two offer no choice, so the cursor passes over the row (offers), and
// the preset's row says so beside it, read-only, without the focus
// (its note would show only on a focused row), cut at a word to room
// columns ("each engine pl…" at 36).
func (s Model) estimatorRow(choice func(field, string) string, room int) (value, note string) {
	uses, presets := s.estimatorUsers()
	switch {
	case len(uses) == 0 && presets:
		return s.Styles.Dim.Render(kit.FitLine("  preset  each engine plays its preset's", room)), ""
	case len(uses) == 0:
		return s.Styles.Dim.Render("  -"), ""
	}
	note = "rollout result"
	if s.est == engine.RaoBlackwell {
		note = "Rao-Blackwellised: lower variance"
	}
	if presets {
		note = "for " + uses[0] + "; the other plays its preset's"
	}
	return choice(fieldEstimator, s.est.String()), note
}
