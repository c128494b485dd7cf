package varianttest

import (
	"testing"

	"rollout/variants"
)

// CheckDecode runs a move-text table against variant v. Each case is
// {position text, move text, want}: DecodeMove of the move text in that
// position gives the move whose display text is want, or fails with
// exactly the error text want.
func CheckDecode(t *testing.T, v *variants.Variant, cases [][3]string) {
	t.Helper()
	for _, c := range cases {
		pos, in, want := c[0], c[1], c[2]
		p, err := v.Parse(pos)
		if err != nil {
			t.Fatalf("%s: %v", pos, err)
		}
		got := ""
		if m, err := p.DecodeMove(in); err != nil {
			got = err.Error()
		} else {
			got = p.EncodeMove(m, variants.Display)
		}
		if got != want {
			t.Errorf("%s: DecodeMove(%q) = %q, want %q", pos, in, got, want)
		}
	}
}
