package chess

import "fmt"

// Param is one weight of the king-aware evaluation, for a tuner (rollout
// tune): its name as the source spells it and the weight itself, which
// the tuner changes in place.
type Param struct {
	Name string
	P    *int32
}

// KingParams lists the king-aware evaluation's weights (evalking.go), in
// the order the source gives them. Changing them changes every position's
// "king" evaluation at once: a tuner's business, not a search's.
func KingParams() []Param {
	var ps []Param
	one := func(name string, p *int32) { ps = append(ps, Param{name, p}) }
	for _, pt := range []int{knight, bishop, rook, queen} {
		n := [6]string{knight: "knight", bishop: "bishop", rook: "rook", queen: "queen"}[pt]
		one(fmt.Sprintf("mobMid[%s]", n), &mobMid[pt])
		one(fmt.Sprintf("mobEnd[%s]", n), &mobEnd[pt])
		one(fmt.Sprintf("attackUnit[%s]", n), &attackUnit[pt])
	}
	one("shieldNear", &shieldNear)
	one("shieldFar", &shieldFar)
	one("shieldOpen", &shieldOpen)
	one("shieldBare", &shieldBare)
	for r := 1; r <= 6; r++ {
		one(fmt.Sprintf("passedMid[%d]", r), &passedMid[r])
		one(fmt.Sprintf("passedEnd[%d]", r), &passedEnd[r])
	}
	one("pairMid", &pairMid)
	one("pairEnd", &pairEnd)
	one("rookOpenMid", &rookOpenMid)
	one("rookOpenEnd", &rookOpenEnd)
	one("rookHalfMid", &rookHalfMid)
	one("rookHalfEnd", &rookHalfEnd)
	return ps
}
