package client

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Strengths starts the engine spec names, reads the options its answer
// to uci declares, closes it, and returns the specs that set its
// strength by its own options, weakest first (StrengthSpecs): what a
// menu offers beside the spec itself.
func Strengths(ctx context.Context, spec string) ([]string, error) {
	s, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	e, err := StartContext(ctx, s)
	if err != nil {
		return nil, err
	}
	defer e.Close()
	return StrengthSpecs(spec, e.decls), nil
}

// StrengthSpecs returns spec with each strength setting the engine's
// declarations (by lower-case option name, the text after the name:
// "type spin default 20 min 0 max 20") offer, weakest first: "Skill
// Level" at a quarter steps of its range below its top, and
// UCI_LimitStrength with UCI_Elo from its floor in about six steps below
// its top. An option spec already sets is left as it is (none offered).
func StrengthSpecs(spec string, decls map[string]string) []string {
	sets := func(name string) bool {
		for _, part := range strings.Split(spec, ",")[1:] {
			k, _, _ := strings.Cut(part, "=")
			if strings.EqualFold(strings.TrimSpace(k), name) {
				return true
			}
		}
		return false
	}
	var out []string
	if lo, hi, ok := spinRange(decls["skill level"]); ok && !sets("Skill Level") && hi > lo {
		for _, v := range steps(lo, hi, 4, 1) {
			out = append(out, fmt.Sprintf("%s,Skill Level=%d", spec, v))
		}
	}
	_, limit := decls["uci_limitstrength"]
	if lo, hi, ok := spinRange(decls["uci_elo"]); ok && limit && !sets("UCI_Elo") && !sets("UCI_LimitStrength") && hi > lo {
		for _, v := range steps(lo, hi, 6, 50) {
			out = append(out, fmt.Sprintf("%s,UCI_LimitStrength=true,UCI_Elo=%d", spec, v))
		}
	}
	return out
}

// steps divides [lo, hi) into n steps, each value rounded down to a
// multiple of round from lo: lo, lo+step, ... below hi.
func steps(lo, hi, n, round int) []int {
	var out []int
	step := max(round, (hi-lo)/n/round*round)
	for v := lo; v < hi; v += step {
		out = append(out, v)
	}
	return out
}

// spinRange reads a spin declaration's min and max.
func spinRange(decl string) (lo, hi int, ok bool) {
	f := strings.Fields(decl)
	if len(f) < 2 || f[0] != "type" || f[1] != "spin" {
		return 0, 0, false
	}
	var haveLo, haveHi bool
	for i := 2; i+1 < len(f); i++ {
		n, err := strconv.Atoi(f[i+1])
		switch {
		case err != nil:
		case f[i] == "min":
			lo, haveLo = n, true
		case f[i] == "max":
			hi, haveHi = n, true
		}
	}
	return lo, hi, haveLo && haveHi
}
