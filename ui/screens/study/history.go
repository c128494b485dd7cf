package study

import (
	"math"
	"slices"

	"rollout/engine"
	"rollout/ui/components/chart"
	"rollout/variants"
)

// maxSamples bounds the convergence chart's history: past it, every other
// sample is dropped and the sampling stride doubles, so a study that runs
// for hours keeps a few kilobytes and the chart still spans all of it.
const maxSamples = 256

// studySample is the root table at one moment of a study.
type studySample struct {
	iter  int64
	total int64 // the root moves' summed visits
	n     []int64
	mean  []float64
	se    []float64
}

// studyHistory records the root moves' statistics as iterations go by,
// for the convergence chart.
type studyHistory struct {
	samples []studySample
	stride  int64 // iterations between two samples
}

func newStudyHistory() studyHistory { return studyHistory{stride: 1} }

// record adds the snapshot taken after iter iterations, if at least a
// stride has passed since the last sample.
func (h *studyHistory) record(iter int64, snap engine.Snapshot) {
	if k := len(h.samples); k > 0 && iter-h.samples[k-1].iter < h.stride {
		return
	}
	s := studySample{iter: iter, n: make([]int64, len(snap.Moves)), mean: make([]float64, len(snap.Moves)),
		se: make([]float64, len(snap.Moves))}
	for i, m := range snap.Moves {
		s.n[i], s.mean[i], s.se[i] = m.Rollouts, m.Mean, m.StdErr
		s.total += m.Rollouts
	}
	h.samples = append(h.samples, s)
	if len(h.samples) > maxSamples {
		kept := h.samples[:0]
		for i, x := range h.samples {
			if i%2 == 1 || i == len(h.samples)-1 {
				kept = append(kept, x)
			}
		}
		h.samples = kept
		h.stride *= 2
	}
}

// trim drops the samples taken after iter iterations: the study went
// back (b, B) to an earlier point, and the chart shows the way there.
func (h *studyHistory) trim(iter int64) {
	k := len(h.samples)
	for k > 0 && h.samples[k-1].iter > iter {
		k--
	}
	h.samples = slices.Clone(h.samples[:k])
}

// series returns the chart's lines for the k most visited root moves of
// the latest sample (ties as engine.VisitOrder breaks them at root, the
// position studied). exact gives a root move's exact value for the side
// to move, if known.
func (h *studyHistory) series(root variants.Position, snap engine.Snapshot, k int, share bool, exact func(i int) (int8, bool)) []chart.Series {
	if len(h.samples) == 0 {
		return nil
	}
	last := h.samples[len(h.samples)-1]
	idx := make([]int, len(last.n))
	for i := range idx {
		idx[i] = i
	}
	text := func(i int) string {
		if i < len(snap.Moves) {
			return snap.Moves[i].Text
		}
		return ""
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		return engine.VisitOrder(root, last.n[a], last.mean[a], text(a), last.n[b], last.mean[b], text(b))
	})
	var out []chart.Series
	for _, i := range idx[:min(k, len(idx))] {
		s := chart.Series{Label: snap.Moves[i].Text}
		if v, ok := exact(i); ok {
			s.Exact, s.HasExact = float64(v), true
		}
		for _, x := range h.samples {
			if i >= len(x.n) || x.n[i] == 0 {
				continue
			}
			s.X = append(s.X, float64(x.iter))
			if share {
				s.Y = append(s.Y, float64(x.n[i])/float64(max(x.total, 1)))
				s.SE = append(s.SE, 0)
			} else {
				s.Y = append(s.Y, x.mean[i])
				se := x.se[i]
				if x.n[i] == 1 { // one result: its error is unknown, not 0
					se = math.NaN()
				}
				s.SE = append(s.SE, se)
			}
		}
		out = append(out, s)
	}
	return out
}
