package learn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/autosave"
	"rollout/ui/uitest"
)

// A progress file that does not read is moved aside, and the message
// that says so ends in the new file's path. Cut at the width, it kept
// the message's start ("the lessons' progress could not be read
// (invalid character ...") and lost the path; the file name now stays
// whole, at 40 columns (the message line alone: the lessons need 56),
// 56 and 80, and the screen fits.
func TestMessageKeepsThePathsEnd(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, autosave.ProgressName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newScreen(t, dir, 0, 80, 24)
	bad, _ := filepath.Glob(filepath.Join(dir, autosave.ProgressName+".bad-*"))
	if len(bad) != 1 || !strings.HasSuffix(m.msg, bad[0]) {
		t.Fatalf("aside %v, message %q", bad, m.msg)
	}
	name := filepath.Base(bad[0])
	for _, w := range []int{40, 56, 80} {
		m.Width = w
		line := ansi.Strip(m.statusLine())
		if ansi.StringWidth(line) > w || !strings.HasSuffix(line, "/"+name) {
			t.Errorf("at %d columns: %q (%d wide), want it to end in /%s", w, line, ansi.StringWidth(line), name)
		}
		if w >= MinWidth {
			v := m.View()
			uitest.CheckFits(t, "learn", v, w, 24)
			if !strings.Contains(v, name) {
				t.Errorf("at %dx24 the view does not name %s:\n%s", w, name, v)
			}
		}
	}
}
