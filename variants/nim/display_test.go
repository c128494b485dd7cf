package nim

import "testing"

func TestTakeMove(t *testing.T) {
	p := Start() // 1 3 5 7
	tests := []struct {
		heap, count int
		want        string
		ok          bool
	}{
		{0, 1, "1:1", true},
		{3, 7, "4:7", true},
		{3, 8, "", false},
		{1, 0, "", false},
		{4, 1, "", false},
		{-1, 1, "", false},
	}
	for _, tt := range tests {
		m, ok := p.TakeMove(tt.heap, tt.count)
		if ok != tt.ok || (ok && p.EncodeMove(m, 0) != tt.want) {
			t.Errorf("TakeMove(%d, %d) = %v %v, want %q %v", tt.heap, tt.count, m, ok, tt.want, tt.ok)
		}
	}
}
