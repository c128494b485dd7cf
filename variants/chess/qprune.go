package chess

import (
	"fmt"
	"strings"

	"rollout/internal/clip"
)

// A cheaper capture search: out of check, the quiescence search may skip
// the captures that cannot matter, at the price of a value that is no
// longer the full search's (SetQSearch). Two rules, each Stockfish's in
// its quiescence search:
//
//   - see: a capture the static exchange says loses material (seeGE
//     below 0: a queen taking a defended pawn) is not searched, nor its
//     whole line. The side to move keeps its stand pat or a better
//     capture, which a losing one rarely beats.
//   - delta: a capture that cannot raise alpha even if it wins its
//     victim (and a promotion's gain) and deltaMargin more is not
//     searched, nor any after it, since the list is in victim order.
//
// In check every evasion is still searched, so mates are as before.

// qPrune is the set of rules quiesce prunes by; 0 searches every
// capture.
type qPrune uint8

const (
	qPruneSEE qPrune = 1 << iota
	qPruneDelta

	qFull qPrune = 0 // every capture searched
)

// deltaMargin is delta pruning's margin in centipawns: what the
// piece-square tables and a second capture might add beyond the victim.
const deltaMargin = 200

// qSearches names each set of rules, as SetQSearch takes them, in the
// order QSearches lists them; "all" (the zero set) is the full search.
var qSearches = []struct {
	name  string
	prune qPrune
}{{"all", qFull}, {"see", qPruneSEE}, {"delta", qPruneDelta}, {"see-delta", qPruneSEE | qPruneDelta}}

// QSearches lists the capture searches SetQSearch takes, the full one
// ("all", the default) first.
func (p *Position) QSearches() []string {
	out := make([]string, len(qSearches))
	for i, q := range qSearches {
		out[i] = q.name
	}
	return out
}

// QSearch returns the name of the capture search Evaluate runs.
func (p *Position) QSearch() string {
	for _, q := range qSearches {
		if q.prune == p.qprune {
			return q.name
		}
	}
	return ""
}

// SetQSearch chooses the capture search at Evaluate's leaves, for p and
// every copy made from it: "all" (or "") searches every capture, "see"
// skips those the static exchange says lose material, "delta" those
// that cannot raise alpha, "see-delta" both. An unknown name is an
// error and changes nothing.
func (p *Position) SetQSearch(name string) error {
	if name == "" {
		name = "all"
	}
	for _, q := range qSearches {
		if strings.EqualFold(q.name, name) {
			p.qprune = q.prune
			return nil
		}
	}
	return fmt.Errorf("chess: unknown capture search %s (want %s)", clip.Quote(name), strings.Join(p.QSearches(), ", "))
}

// quiescePruned is quiesceMoves out of check with prune's rules: stand
// is the node's stand pat, alpha already at least stand.
func quiescePruned(st *qStack, prune qPrune, ply int, sums pstSum, l *capList, stand, alpha, beta int32) int32 {
	b := &st[ply]
	for i := 0; i < l.n; i++ {
		m := l.next(i)
		if prune&qPruneDelta != 0 {
			// The key is the victim's value times 16 less the attacker's
			// kind (a promotion's gain added): rounded up, the most
			// material the capture wins. The list is in key order, so no
			// later capture can raise alpha either.
			if stand+(l.key(i)+15)>>4+deltaMargin <= alpha {
				break
			}
		}
		if prune&qPruneSEE != 0 && mKind(m) == kindNormal && !b.seeGE(mFrom(m), mTo(m), 0) {
			continue
		}
		st[ply+1] = *b
		after := st[ply+1].qplay(m, sums)
		v := -quiesce(st, prune, ply+1, after, -beta, -alpha)
		if v >= beta {
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}
