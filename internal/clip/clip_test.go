package clip

import (
	"strings"
	"testing"
)

func TestQuote(t *testing.T) {
	if got := Quote("e2e5"); got != `"e2e5"` {
		t.Errorf("Quote(e2e5) = %s", got)
	}
	long := strings.Repeat("é", 1<<20)
	got := Quote(long)
	if len(got) > 2*Max || !strings.Contains(got, "(2097152 bytes)") {
		t.Errorf("Quote of 2 MiB = %d bytes: %.200s", len(got), got)
	}
	nuls := strings.Repeat("\x00", 1<<20)
	if got := Quote(nuls); len(got) > 5*Max {
		t.Errorf("Quote of 1 MiB of NULs = %d bytes", len(got))
	}
	if got := String(long); len(got) > Max+30 || !strings.HasSuffix(got, "bytes)") {
		t.Errorf("String of 2 MiB = %d bytes", len(got))
	}
}
