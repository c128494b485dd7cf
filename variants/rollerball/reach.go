package rollerball

import "math/bits"

// Ray targets without walking the ray.
//
// A ray's squares are reached up to and including its first piece. Walking
// a ray square by square, or intersecting the prefixes each blocker leaves,
// costs a branch per square or per blocker, and which branch is taken
// depends on the placement, so it mispredicts. Instead each ray is cut into
// runs whose square numbers only rise or only fall in walking order (every
// ray has at most three runs, all of a piece's rays together at most three:
// init checks). On a rising run the first piece is the run's lowest
// occupied bit, on a falling run its highest, and both give the reached
// part of the run in a few branch-free operations. A run is reached only if
// every earlier run of its ray is empty, which a mask carried from run to
// run expresses without a branch either.

// maxRuns is the most monotone runs a piece's rays hold on any square.
const maxRuns = 3

// run is one monotone stretch of a ray. Exactly one of up and down is
// non-zero for a real run; an unused run is all zero and reaches nothing.
type run struct {
	up   uint64 // squares walked in rising bit order
	down uint64 // squares walked in falling bit order
	// cont is all ones when the run continues the previous run's ray (it is
	// reached only if that run was reached and empty), zero when it starts
	// a ray of its own.
	cont uint64
}

// runs is a piece's rays on one square, cut into runs in walking order.
type runs [maxRuns]run

// rookRuns and bishopRuns are rookRays and bishopRays cut into runs.
var rookRuns, bishopRuns [nSq]runs

// reach returns the squares the rays of rs reach on the board all: each
// ray's squares up to and including its first occupied square.
func reach(rs *runs, all uint64) uint64 {
	var t, gate uint64
	for i := range rs {
		r := &rs[i]
		// gate is all ones when some earlier run of this ray is blocked or
		// itself gated, so this run is not reached.
		gate &= r.cont
		up, down := r.up&all, r.down&all
		// Rising: every square below the lowest blocker, and the blocker
		// (all of the run when nothing blocks: 0<<1 - 1 is all ones).
		t |= r.up & ((up&-up)<<1 - 1) &^ gate
		// Falling: every square from the highest blocker up (all of the
		// run when nothing blocks: the highest bit of down|1 is then 1).
		hi := uint64(1) << ((63 - bits.LeadingZeros64(down|1)) & 63)
		t |= r.down & -hi &^ gate
		blk := up | down
		gate |= uint64(int64(blk|-blk) >> 63) // all ones if blk != 0
	}
	return t
}

// cutRuns fills the runs of every square from its rays.
func cutRuns(rays *[nSq]rays, out *[nSq]runs) {
	for s := range rays {
		n := 0
		for i := 0; i < rays[s].n; i++ {
			r := &rays[s].r[i]
			for j := 0; j < r.n; {
				// The run from j goes on while the direction of its first
				// step holds.
				e := j + 1
				rising := e >= r.n || r.sq[e] > r.sq[j]
				for e < r.n && (r.sq[e] > r.sq[e-1]) == rising {
					e++
				}
				if n == maxRuns {
					panic("rollerball: more than maxRuns runs on a square") // table error, caught at init
				}
				var m uint64
				for k := j; k < e; k++ {
					m |= bit(int(r.sq[k]))
				}
				ru := &out[s][n]
				if rising {
					ru.up = m
				} else {
					ru.down = m
				}
				if j > 0 {
					ru.cont = ^uint64(0)
				}
				n++
				j = e
			}
		}
	}
}
