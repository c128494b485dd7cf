package serve

import (
	"strings"
	"testing"

	"github.com/charmbracelet/log"
)

// TestListeningShowsLimitsThatApply: the "listening" line printed the
// per-address limit with -authorized-keys too, where seats.go never
// counts an address, and the per-teacher one without -teachers. It now
// prints only the limits that apply.
func TestListeningShowsLimitsThatApply(t *testing.T) {
	_, aline := newKey(t)
	_, tline := newKey(t)
	students := keyFile(t, map[string][]byte{"alice": aline})
	teachers := keyFile(t, map[string][]byte{"t": tline})
	for _, c := range []struct {
		name      string
		cfg       Config
		want, not []string
	}{
		{"open", Config{}, []string{"max_sessions_per_client=", "max_sessions_per_address=24"}, []string{"max_sessions_per_teacher"}},
		{"keys", Config{AuthorizedKeys: students}, []string{"max_sessions_per_client="}, []string{"max_sessions_per_address", "max_sessions_per_teacher"}},
		{"teachers", Config{AuthorizedKeys: students, Teachers: teachers}, []string{"max_sessions_per_teacher=3"}, []string{"max_sessions_per_address"}},
	} {
		logs := &lockedBuffer{}
		c.cfg.Listen, c.cfg.StateDir, c.cfg.Log = "127.0.0.1:0", t.TempDir(), log.New(logs)
		s, err := New(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Listen(); err != nil {
			t.Fatal(err)
		}
		s.ln.Close()
		line := ""
		for _, l := range strings.Split(logs.String(), "\n") {
			if strings.Contains(l, "listening") {
				line = l
			}
		}
		for _, w := range c.want {
			if !strings.Contains(line, w) {
				t.Errorf("%s: no %q in %q", c.name, w, line)
			}
		}
		for _, n := range c.not {
			if strings.Contains(line, n) {
				t.Errorf("%s: %q, a limit that does not apply, in %q", c.name, n, line)
			}
		}
	}
}
