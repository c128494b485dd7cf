package chess

import (
	"bytes"
	"go/parser"
	"go/token"
	"io"
	"math"
	"strings"
	"testing"
)

// The fit's score of a move under pst's own weights is Prior's gain
// under the pst order, and under the fitted order's built weights its
// gain under the fitted order (but for the taper's rounding to whole
// centipawns), and its gradient is the score's derivative: the fit
// weighs the very terms Prior weighs.
func TestPolicyScoreIsPriorGain(t *testing.T) {
	var in []PolicySample
	var list moveList
	for _, b := range qgenPositions(t)[:400] {
		n := b.genLegal(&list)
		if n < 2 {
			continue
		}
		p := &Position{b: b}
		in = append(in, PolicySample{Pos: p, Best: list[0]})
	}
	set := policySamples(in)
	if len(set) < 300 {
		t.Fatalf("%d samples of %d positions", len(set), len(in))
	}
	checked := 0
	for _, order := range []struct {
		q  quietOrder
		pp policyParams
	}{{quietPST, textbookParams()}, {quietFitted, builtParams()}} {
		for i, s := range set {
			p := *in[i].Pos
			p.quiet = order.q
			c := priorContext{attacked: ^uint64(0), phase: p.b.phase()}
			moves := p.LegalMoves(nil)
			for j := range s.moves {
				got := order.pp.score(&s.moves[j], s.phase, nil, 0)
				want := float64(p.priorGain(moves[j], &c))
				if math.Abs(got-want) > 1 {
					t.Fatalf("%s %s under %s: score %v, Prior's gain %v", fenOf(&p.b), p.EncodeMove(moves[j], 0), quietNames[order.q], got, want)
				}
				checked++
			}
		}
	}
	pp := textbookParams()
	// The gradient against a finite difference, on a few moves.
	for _, s := range set[:20] {
		for j := range s.moves {
			var grad policyParams
			pp.score(&s.moves[j], s.phase, &grad, 1)
			for k := range pp {
				if k == ppLogT {
					continue
				}
				q := pp
				q[k] += 1
				d := q.score(&s.moves[j], s.phase, nil, 0) - pp.score(&s.moves[j], s.phase, nil, 0)
				if math.Abs(d-grad[k]) > 1e-9 {
					t.Fatalf("parameter %d: gradient %v, difference %v", k, grad[k], d)
				}
			}
		}
	}
	t.Logf("%d moves", checked)
}

// A fit to moves chosen by a rule the pst order does not know (the
// knight move that lands furthest up the board, else the first)
// learns it: held out, the chosen move is rated first more often
// than under pst; the weights it writes are Go that parses.
func TestFitPolicyLearns(t *testing.T) {
	var in []PolicySample
	var list moveList
	for i, b := range qgenPositions(t) {
		n := b.genLegal(&list)
		if n < 2 {
			continue
		}
		best, top := list[0], -1
		for _, m := range list[:n] {
			if b.mailbox[mFrom(m)]&7-1 == knight && mKind(m) == kindNormal && b.mailbox[mTo(m)] == 0 {
				r := mTo(m) >> 3
				if b.side == black {
					r = 7 - r
				}
				if r > top {
					best, top = m, r
				}
			}
		}
		in = append(in, PolicySample{Pos: &Position{b: b}, Best: best, Held: i%5 == 0})
		if len(in) == 4000 {
			break
		}
	}
	fit, err := FitPolicy(in, PolicyOptions{Epochs: 6, Batch: 64, Rate: 2, L2: 1e-6, Seed: 1}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if fit.HeldAfter.Top1 < fit.HeldBefore.Top1+0.03 || fit.HeldAfter.Loss >= fit.HeldBefore.Loss {
		t.Fatalf("held out: before %v, after %v", fit.HeldBefore, fit.HeldAfter)
	}
	var out bytes.Buffer
	if err := WritePolicyGo(&out, fit, []string{"a test"}); err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "priorfitted.go", out.Bytes(), 0); err != nil || !strings.Contains(out.String(), "var fittedPriorMid = [6][64]int32{") {
		t.Fatalf("not Go (%v):\n%s", err, out.String())
	}
	if _, err := FitPolicy(nil, PolicyOptions{Epochs: 1, Batch: 1, Rate: 1}, io.Discard); err == nil {
		t.Fatal("a fit of nothing: no error")
	}
	if _, err := FitPolicy(in, PolicyOptions{Epochs: 0, Batch: 1, Rate: 1}, io.Discard); err == nil {
		t.Fatal("no epochs: no error")
	}
}

// builtParams are the fitted order's built weights (priorfitted.go) as
// a fit's parameters.
func builtParams() (p policyParams) {
	w, x := &fittedPositional, &fittedExtra
	for pt := range 6 {
		for sq := range 64 {
			p[ppMid+pt*64+sq] = float64(w.mid[pt][sq])
			p[ppEnd+pt*64+sq] = float64(w.end[pt][sq])
		}
		p[ppDefended+pt], p[ppNearThem+pt] = float64(x.defended[pt]), float64(x.nearThem[pt])
		p[ppNearUs+pt], p[ppMobile+pt] = float64(x.nearUs[pt]), float64(x.mobile[pt])
		for mv := range 6 {
			p[ppCapture+pt*6+mv] = float64(x.capture[pt][mv])
		}
	}
	p[ppCastleW], p[ppKingStepW], p[ppRookRightW] = float64(w.castle), float64(w.kingStep), float64(w.rookRights)
	p[ppThreatOne], p[ppThreatFork] = float64(w.threatOne), float64(w.threatFork)
	p[ppCheckW] = fittedCheck
	return p
}
