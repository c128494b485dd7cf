package match

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of N parts of a match (I from 1 to N), so a large match
// runs on many machines by any job runner: shard I plays its own block of
// consecutive game numbers, whose seeds no other shard uses. The zero
// Shard is the whole match.
type Shard struct{ I, N int }

// ParseShard reads "i/n" with 1 <= i <= n; "" is the whole match.
func ParseShard(s string) (Shard, error) {
	if strings.TrimSpace(s) == "" {
		return Shard{}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("match: bad shard %q (want i/n with 1 <= i <= n, as 2/8)", s)
	}
	return Shard{i, n}, nil
}

// Whole reports whether the shard is the whole match.
func (s Shard) Whole() bool { return s.N <= 1 }

// String writes the shard as "i/n", "" for the whole match.
func (s Shard) String() string {
	if s.Whole() {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}

// Range returns the game numbers [lo, hi) of this shard of a match of the
// given number of games: contiguous blocks whose sizes differ by at most
// one, so an alternating match stays balanced within each shard.
func (s Shard) Range(games int) (lo, hi int) {
	if s.Whole() {
		return 0, games
	}
	return (s.I - 1) * games / s.N, s.I * games / s.N
}
