package rollerball

import "math/bits"

// Ray targets without walking the ray.
//
// A ray's squares are reached up to and including its first piece. Walking
// a ray square by square, or intersecting the prefixes each blocker leaves,
// costs a branch per square or per blocker, and which way it goes depends
// on the placement, so it mispredicts. Instead each ray is cut into runs
// whose square numbers only rise, or only fall, in walking order. On a
// rising run the first piece is the run's lowest occupied bit, on a
// falling run its highest, and either gives the reached part of the run in
// a few branch-free operations. A run is reached at all only if no piece
// stands on its ray before it, one more mask test. A piece's rays on any
// square cut into at most two rising and two falling runs (init checks),
// and on most squares into at most one of each, so reach is two fixed,
// branch-free steps, four on the few squares that need them.

// run is a stretch of a ray whose squares rise (or fall) in walking order.
// An unused run is all zero and reaches nothing.
type run struct {
	sq     uint64 // the run's squares
	before uint64 // the squares its ray walks first: a piece there hides the run
}

// runs is a piece's rays on one square, cut into runs.
type runs struct {
	up, down [2]run // rising and falling runs
	// second is set when up[1] or down[1] is used: on eight of the 80
	// slider squares only (rooks on a6 b1 f7 g2, bishops on b5 c2 e6 f3),
	// so the others skip two of the four steps.
	second bool
}

// rookRuns and bishopRuns are rookRays and bishopRays cut into runs.
var rookRuns, bishopRuns [nSq]runs

// reach returns the squares the rays of rs reach on the board all: each
// ray's squares up to and including its first occupied square.
func reach(rs *runs, all uint64) uint64 {
	t := reachUp(&rs.up[0], all) | reachDown(&rs.down[0], all)
	if rs.second {
		t |= reachUp(&rs.up[1], all) | reachDown(&rs.down[1], all)
	}
	return t
}

// reachUp returns the squares of the rising run r up to its lowest
// occupied square (all of them when none is: 0<<1 - 1 is all ones).
func reachUp(r *run, all uint64) uint64 {
	b := r.sq & all
	return r.sq & ((b&-b)<<1 - 1) &^ anySet(r.before&all)
}

// reachDown returns the squares of the falling run r down to its highest
// occupied square (all of them when none is: the highest bit of b|1 is
// then bit 0).
func reachDown(r *run, all uint64) uint64 {
	b := r.sq & all
	hi := uint64(1) << ((63 - bits.LeadingZeros64(b|1)) & 63)
	return r.sq & -hi &^ anySet(r.before&all)
}

// anySet returns all ones if x has a bit set, else zero, without a branch.
func anySet(x uint64) uint64 { return uint64(int64(x|-x) >> 63) }

// cutRuns fills the runs of every square from its rays.
func cutRuns(rays *[nSq]rays, out *[nSq]runs) {
	for s := range rays {
		o := &out[s]
		nUp, nDown := 0, 0
		for i := 0; i < rays[s].n; i++ {
			r := &rays[s].r[i]
			var before uint64
			for j := 0; j < r.n; {
				// The run from j goes on while the direction of its first
				// step holds; a last lone square goes where there is room.
				e := j + 1
				rising := nUp <= nDown
				if e < r.n {
					rising = r.sq[e] > r.sq[j]
				}
				for e < r.n && (r.sq[e] > r.sq[e-1]) == rising {
					e++
				}
				var m uint64
				for k := j; k < e; k++ {
					m |= bit(int(r.sq[k]))
				}
				side, n := &o.down, &nDown
				if rising {
					side, n = &o.up, &nUp
				}
				if *n == len(side) {
					panic("rollerball: too many runs on a square") // table error, caught at init
				}
				side[*n] = run{sq: m, before: before}
				*n++
				o.second = o.second || *n > 1
				before |= m
				j = e
			}
		}
	}
}
