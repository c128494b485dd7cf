package match

import (
	"bytes"
	"context"
	"io"
	"reflect"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants/tictactoe"
)

func TestParseShard(t *testing.T) {
	cases := []struct {
		in   string
		want Shard
		ok   bool
	}{
		{"", Shard{}, true}, {"1/2", Shard{1, 2}, true}, {" 3 / 3 ", Shard{3, 3}, true},
		{"0/2", Shard{}, false}, {"3/2", Shard{}, false}, {"1", Shard{}, false}, {"a/b", Shard{}, false}, {"1/0", Shard{}, false},
	}
	for _, c := range cases {
		got, err := ParseShard(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParseShard(%q) = %v, %v", c.in, got, err)
		}
	}
}

// The shards of a match cover every game exactly once.
func TestShardRangesPartition(t *testing.T) {
	for games := 1; games <= 13; games++ {
		for n := 1; n <= 5; n++ {
			next := 0
			for i := 1; i <= n; i++ {
				lo, hi := Shard{i, n}.Range(games)
				if lo != next || hi < lo {
					t.Fatalf("%d games, shard %d/%d: [%d, %d) after %d", games, i, n, lo, hi, next)
				}
				next = hi
			}
			if next != games {
				t.Fatalf("%d games in %d shards end at %d", games, n, next)
			}
		}
	}
}

// Shards played separately and merged give the games and the tally of the
// unsharded match with the same seed; a duplicate or foreign line is an
// error.
func TestShardsMergeToTheWholeMatch(t *testing.T) {
	play := func(s Shard) (*bytes.Buffer, Tally) {
		var buf bytes.Buffer
		m := Match{A: engine.Config{Player: "searchlight"}, B: engine.Config{Player: "random"}, Games: 9, Seed: 5,
			Start: tictactoe.Variant.Start(), Shard: s,
			OnGame: func(g Game) {
				if err := WriteLine(&buf, NewLine("id", 9, [2]string{"searchlight", "random"}, [2]string{"searchlight (a)", "random (b)"}, g)); err != nil {
					t.Fatal(err)
				}
			}}
		mt, err := m.Play(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return &buf, mt
	}
	whole, wholeTally := play(Shard{})
	s1, _ := play(Shard{1, 2})
	s2, _ := play(Shard{2, 2})
	want, err := Merge([]string{"whole"}, []io.Reader{bytes.NewReader(whole.Bytes())})
	if err != nil {
		t.Fatal(err)
	}
	// The second shard first: the order of the inputs does not matter.
	got, err := Merge([]string{"2", "1"}, []io.Reader{bytes.NewReader(s2.Bytes()), bytes.NewReader(s1.Bytes())})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) || got.Tally != wholeTally || len(got.Missing) != 0 || len(got.Lines) != 9 {
		t.Fatalf("merged shards %+v\nwhole %+v", got, want)
	}
	part, err := Merge([]string{"1"}, []io.Reader{bytes.NewReader(s1.Bytes())})
	if err != nil || !reflect.DeepEqual(part.Missing, []int{5, 6, 7, 8, 9}) {
		t.Fatalf("one shard: missing %v, %v", part.Missing, err)
	}
	bad := []struct{ name, text, want string }{
		{"twice", s1.String() + s1.String(), "reported twice"},
		{"foreign", s1.String() + strings.Replace(s2.String(), `"match":"id"`, `"match":"other"`, -1), "another match"},
		{"garbage", s1.String() + "{not json\n", "bad:5"},
		{"result", strings.Replace(s1.String(), `"result":"`, `"result":"x`, 1), "bad result"},
		{"empty", "", "no games"},
	}
	for _, c := range bad {
		if _, err := Merge([]string{"bad"}, []io.Reader{strings.NewReader(c.text)}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}
