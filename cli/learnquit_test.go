package cli

import (
	"bytes"
	"strings"
	"testing"
)

// q (or quit) stops the plain-text lessons, as a terminal program is
// left: it was answered "\"q\" is not a choice" again and again, and only
// the end of input or ctrl+c stopped them.
func TestLearnQuits(t *testing.T) {
	for _, q := range []string{"q", "Quit"} {
		var out, errOut bytes.Buffer
		code := Main(&Env{Stdin: strings.NewReader("zzz\n" + q + "\n1\n"), Stdout: &out, Stderr: &errOut}, []string{"learn", "-lesson", "3"})
		text := out.String()
		if code != 0 || !strings.Contains(text, "Stopped: rollout learn -lesson 3 takes this lesson again.") ||
			strings.Contains(text, `"`+q+`" is not a choice`) || strings.Contains(text, "Right.") || strings.Contains(text, "Not quite") {
			t.Errorf("%s: status %d, stderr %q\n%s", q, code, errOut.String(), text)
		}
		if !strings.Contains(text, `"zzz" is not a choice: answer with a number from 1 to`) || !strings.Contains(text, "(q stops)") {
			t.Errorf("%s: the refusal does not say q stops:\n%s", q, text)
		}
	}
}
