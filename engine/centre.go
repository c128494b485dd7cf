package engine

import (
	"math"

	"rollout/variants"
)

// A search centred on the root's lead (Config.EvalCentre). Where a
// side stands a rook up, the logistic maps its lead to some 0.9 and a
// move that gives back two pawns to 0.8: every move looks near a win,
// and the tree hardly tells a safe one from a risky one. Centred on
// K times the lead, the lead kept is worth 0 and the two pawns lost
// are worth what two pawns are worth in a level position, so the tree
// weighs the risk as it would at the start; a draw is worth what no
// lead at all is (a side ahead avoids it, a side behind seeks it), and
// a mate stays ±1.

// centreSlack is how far, in centipawns, a search's centre may lie from
// the one of the tree kept from the last search before the tree is
// searched afresh on the new one: the centre moves in such steps, so a
// lead that changes little keeps the tree, and a small lead (below
// centreSlack/K) none.
const centreSlack = 50

// withCentre returns cfg with the centre (Config.centre, a lead for the
// side to move) of a search of pos: K times the root's lead by the
// evaluation the search plays, the game's LeadCP. kept is the centre,
// a lead for the first side, of the tree kept from the last search: a
// centre within centreSlack of it is taken as it. A game without an
// EvalCentrer, or K 0, has none.
func (cfg Config) withCentre(pos variants.Position, kept int) Config {
	cfg.centre = 0
	if cfg.EvalCentre == 0 {
		return cfg
	}
	ec, ok := pos.Clone().(variants.EvalCentrer)
	if !ok {
		return cfg
	}
	configurePos(ec.(variants.Position), cfg)
	lead := int(math.Round(cfg.EvalCentre * float64(ec.LeadCP())))
	lead = max(-variants.MaxEvalCentre, min(lead, variants.MaxEvalCentre))
	if first := firstSideLead(pos, lead); abs(first-kept) < centreSlack {
		lead = firstSideLead(pos, kept)
	}
	cfg.centre = lead
	return cfg
}

// firstSideLead turns a lead for pos's side to move into one for the
// first side (variants.Side 0), and back.
func firstSideLead(pos variants.Position, lead int) int {
	if pos.ToMove() != 0 {
		return -lead
	}
	return lead
}

// setCentre centres t's positions on cfg's centre (Config.centre) and
// makes a draw's value in the tree (t.drawValue, for the root's side to
// move) the value of no lead on that centre. The positions of a game
// without an EvalCentrer are left alone.
func (t *tree) setCentre(cfg Config) {
	t.centre = firstSideLead(t.rootPos, cfg.centre)
	for _, p := range []variants.Position{t.rootPos, t.pos} {
		if ec, ok := p.(variants.EvalCentrer); ok {
			ec.SetEvalCentre(t.rootPos.ToMove(), cfg.centre)
		}
	}
	if cfg.centre != 0 {
		t.drawValue = math.Tanh(-float64(cfg.centre) * math.Ln10 / (2 * cfg.treeScale()))
	}
}

// withTrade returns cfg with the trade factor of a search of pos
// (Config.trade): the root's own 1 + t·s, by which the values the tree
// reads are read back in centipawns. A game without an EvalTrader, or
// t 0, has none.
func (cfg Config) withTrade(pos variants.Position) Config {
	cfg.trade = 0
	if cfg.EvalTrade == 0 {
		return cfg
	}
	et, ok := pos.Clone().(variants.EvalTrader)
	if !ok || et.SetEvalTrade(cfg.EvalTrade) != nil {
		return cfg
	}
	cfg.trade = et.TradeFactor()
	return cfg
}

// tradeFactor is the root's trade factor (Config.trade), 1 when off.
func (cfg Config) tradeFactor() float64 {
	if cfg.trade == 0 {
		return 1
	}
	return cfg.trade
}

// treeScale is the centipawns of the tree's logistic: Config.EvalScale,
// or the pawn scale.
func (cfg Config) treeScale() float64 {
	if cfg.EvalScale != 0 {
		return cfg.EvalScale
	}
	return variants.PawnScale
}
