package engine

// budgeted is implemented by players that keep state between searches
// (uct's tree), so a new budget must not cost them that state.
type budgeted interface {
	setBudget(Budget)
}

func (u *uct) setBudget(b Budget) { u.cfg.Budget = b }

// WithBudget returns a player like p whose next searches run on budget b.
// A player that keeps state between the moves of a game (uct's tree) is
// changed in place and returned, so the state survives; a stateless one is
// rebuilt from its configuration. The UCI server uses it to keep one
// player for a whole game while every "go" brings its own limits.
func WithBudget(p Player, b Budget) (Player, error) {
	if bp, ok := p.(budgeted); ok {
		bp.setBudget(b)
		return p, nil
	}
	cfg := p.Config()
	cfg.Budget = b
	return New(cfg)
}
