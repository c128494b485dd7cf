package match

import (
	"io"
	"strings"
	"testing"
)

// A file that is not a match's -jsonl output says so: JSON of another
// kind read "game 0 out of range 1-0", and text "invalid character 'o'
// in literal null (expecting 'u')", neither naming what was wrong.
func TestMergeSaysWhatIsNotALine(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{`{"garbage":1}`, "merge: f:1: not a line of a match's -jsonl output: no match, game or games"},
		{"not json", "merge: f:1: not a line of a match's -jsonl output: invalid character"},
	} {
		_, err := Merge([]string{"f"}, []io.Reader{strings.NewReader(c.text + "\n")})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}
