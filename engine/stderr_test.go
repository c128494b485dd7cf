package engine

import "testing"

// A mean of one result has no spread to measure: its standard error is
// unknown, not 0, and every table, chart and lesson writes it as
// NoStdErr. A move not searched keeps analyze's columns at 0.
func TestFormatStdErr(t *testing.T) {
	for _, tt := range []struct {
		n    int64
		se   float64
		dec  int
		want string
	}{
		{0, 0, 4, "0.0000"},
		{1, 0, 3, NoStdErr},
		{1, 0, 2, NoStdErr},
		{2, 0, 3, "0.000"},
		{2, 1, 3, "1.000"},
		{400, 0.0397, 3, "0.040"},
		{400, 0.0397, 2, "0.04"},
	} {
		if got := FormatStdErr(tt.n, tt.se, tt.dec); got != tt.want {
			t.Errorf("FormatStdErr(%d, %v, %d) = %q, want %q", tt.n, tt.se, tt.dec, got, tt.want)
		}
	}
}
