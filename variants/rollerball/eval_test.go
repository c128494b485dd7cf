package rollerball

import (
	"testing"
)

func TestEvaluate(t *testing.T) {
	p := Variant.Start()
	ev := p.(*Position)
	if v := ev.Evaluate(); v < -0.01 || v > 0.01 {
		t.Errorf("start: Evaluate = %v, want 0 (equal material)", v)
	}
	if n := testing.AllocsPerRun(50, func() { ev.Evaluate() }); n != 0 {
		t.Errorf("Evaluate allocates %v times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	p := Variant.Start().(*Position)
	b.ReportAllocs()
	for b.Loop() {
		p.Evaluate()
	}
}
