package client

import (
	"reflect"
	"testing"
	"time"
)

func TestParseInfo(t *testing.T) {
	cases := []struct {
		line string
		want Info
		ok   bool
	}{
		{"info depth 12 seldepth 18 multipv 1 score cp 34 wdl 120 800 80 nodes 50000 nps 1000000 time 50 pv e2e4 e7e5", Info{
			Depth: 12, SelDepth: 18, MultiPV: 1, Score: 34, WDL: [3]int{120, 800, 80}, Nodes: 50000, NPS: 1000000, Time: 50 * time.Millisecond,
			PV: []string{"e2e4", "e7e5"}, Has: map[string]bool{"depth": true, "seldepth": true, "multipv": true, "cp": true, "wdl": true, "nodes": true, "nps": true, "time": true, "pv": true}}, true},
		{"info score mate -3 pv e2e4", Info{Mate: -3, PV: []string{"e2e4"}, Has: map[string]bool{"mate": true, "pv": true}}, true},
		{"info score cp 20 lowerbound nodes 5", Info{Score: 20, Bound: "lowerbound", Nodes: 5, Has: map[string]bool{"cp": true, "nodes": true}}, true},
		{"info depth 14 score cp 35 wdl 48 950 2 upperbound nodes 71240 pv g1f3 g8f6", Info{Depth: 14, Score: 35, WDL: [3]int{48, 950, 2}, Bound: "upperbound", Nodes: 71240,
			PV: []string{"g1f3", "g8f6"}, Has: map[string]bool{"depth": true, "cp": true, "wdl": true, "nodes": true, "pv": true}}, true},
		{"info string hello world", Info{String: "hello world", Has: map[string]bool{"string": true}}, true},
		{"info depth x nodes -4 score cp", Info{Has: map[string]bool{}}, true},
		{"info currmove e2e4 currmovenumber 1 hashfull 3", Info{Has: map[string]bool{}}, true},
		{"bestmove e2e4", Info{}, false},
		{"", Info{}, false},
	}
	for _, c := range cases {
		got, ok := ParseInfo(c.line)
		if ok != c.ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseInfo(%q) = %+v %v, want %+v %v", c.line, got, ok, c.want, c.ok)
		}
	}
	for _, c := range []struct {
		line string
		mean float64
	}{{"info score mate 2", 1}, {"info score mate -1", -1}, {"info score cp 0", 0}} {
		in, _ := ParseInfo(c.line)
		if in.Mean() != c.mean {
			t.Errorf("%s: mean %v, want %v", c.line, in.Mean(), c.mean)
		}
	}
}
