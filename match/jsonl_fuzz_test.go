package match

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"rollout/variants/varianttest"
)

// FuzzMerge feeds two arbitrary shard files to Merge, the reader behind
// `rollout merge`: it never panics or runs away with memory; an error is
// one printable line; a merge it accepts has its games in order, each
// once, with the missing ones making up the match's count and the tally
// counting every game; and the lines written back with WriteLine merge to
// the same result. Seeds (real -jsonl lines, broken and hostile ones) are
// in testdata/fuzz/FuzzMerge.
func FuzzMerge(f *testing.F) {
	f.Add(`{"match":"m","game":1,"games":2,"seed":1,"a":"flat","b":"random","first":"flat (a)","second":"random (b)","a_first":true,"result":"1-0","reason":"three in a row","start":"3/3/3 x","moves":["b2","a1","c3","a3","a2","c1","b1"]}`,
		`{"match":"m","game":2,"games":2,"seed":2,"a":"flat","b":"random","first":"random (b)","second":"flat (a)","a_first":false,"result":"1/2-1/2","reason":"board full","start":"3/3/3 x","moves":[]}`)
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a)+len(b) > 8*varianttest.MaxPositionText || bigMatch(a) || bigMatch(b) {
			return
		}
		m, err := Merge([]string{"a", "b"}, []io.Reader{strings.NewReader(a), strings.NewReader(b)})
		if err != nil {
			varianttest.CheckMessage(t, "Merge", a+"\n"+b, err)
			return
		}
		games := m.Lines[0].Games
		if len(m.Lines)+len(m.Missing) != games {
			t.Fatalf("%d lines and %d missing of %d games", len(m.Lines), len(m.Missing), games)
		}
		counted := 0
		for _, byMover := range m.Tally.ByMover[0] {
			counted += byMover.Games()
		}
		if counted != len(m.Lines) {
			t.Fatalf("the tally counts %d games of %d", counted, len(m.Lines))
		}
		for i, l := range m.Lines {
			if l.Game < 1 || l.Game > games || i > 0 && l.Game <= m.Lines[i-1].Game {
				t.Fatalf("line %d is game %d (of %d) after game %d", i, l.Game, games, m.Lines[max(i-1, 0)].Game)
			}
		}
		var buf bytes.Buffer
		for _, l := range m.Lines {
			if err := WriteLine(&buf, l); err != nil {
				t.Fatal(err)
			}
		}
		again, err := Merge([]string{"written"}, []io.Reader{&buf})
		if err != nil {
			t.Fatalf("merged lines written back do not merge: %v\n%s", err, buf.String())
		}
		if !reflect.DeepEqual(again, m) {
			t.Fatalf("merged lines written back merge to\n%+v\nnot\n%+v", again, m)
		}
	})
}

// bigMatch reports whether a line of text claims a match of more than
// 4096 games. Merge's time and memory grow with the match's size up to
// MaxMergeGames (TestMergeRefusesHugeMatch checks the limit), so the fuzzer,
// which loves large numbers, would spend its time allocating lists of
// missing games instead of exploring.
func bigMatch(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		var l struct{ Games int }
		if json.Unmarshal([]byte(line), &l) == nil && l.Games > 4096 {
			return true
		}
	}
	return false
}

// TestMergeRefusesHugeMatch: a line claiming a match of 10^12 games made
// Merge list every missing game and run out of memory (found by
// FuzzMerge); now it is refused at once, and a large match still merges.
func TestMergeRefusesHugeMatch(t *testing.T) {
	line := func(games int) string {
		return `{"match":"m","game":1,"games":` + strconv.Itoa(games) + `,"result":"1-0","a_first":true}`
	}
	_, err := Merge([]string{"huge"}, []io.Reader{strings.NewReader(line(1_000_000_000_000))})
	if err == nil || !strings.Contains(err.Error(), "merge: huge:1: a match of 1000000000000 games; at most 16777216 merge") {
		t.Fatalf("Merge of a 10^12-game match: %v", err)
	}
	if _, err := Merge([]string{"over"}, []io.Reader{strings.NewReader(line(MaxMergeGames + 1))}); err == nil {
		t.Fatalf("Merge of a %d-game match: no error", MaxMergeGames+1)
	}
	m, err := Merge([]string{"big"}, []io.Reader{strings.NewReader(line(100_000))})
	if err != nil || len(m.Missing) != 100_000-1 {
		t.Fatalf("Merge of a 100000-game match: %d missing, %v", len(m.Missing), err)
	}
}
