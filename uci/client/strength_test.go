package client

import (
	"context"
	"reflect"
	"testing"
)

// StrengthSpecs reads Stockfish's declarations into its Skill Level and
// UCI_Elo settings, weakest first; an engine without them, or a spec that
// already sets one, gets none of that kind.
func TestStrengthSpecs(t *testing.T) {
	stockfish := map[string]string{
		"skill level":       "type spin default 20 min 0 max 20",
		"uci_limitstrength": "type check default false",
		"uci_elo":           "type spin default 1350 min 1350 max 2850",
		"threads":           "type spin default 1 min 1 max 1024",
	}
	cases := []struct {
		spec  string
		decls map[string]string
		want  []string
	}{
		{"uci:stockfish", stockfish, []string{
			"uci:stockfish,Skill Level=0", "uci:stockfish,Skill Level=5", "uci:stockfish,Skill Level=10", "uci:stockfish,Skill Level=15",
			"uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1350", "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1600",
			"uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1850", "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=2100",
			"uci:stockfish,UCI_LimitStrength=true,UCI_Elo=2350", "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=2600"}},
		{"uci:stockfish,skill level=3", stockfish, []string{
			"uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=1350", "uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=1600",
			"uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=1850", "uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=2100",
			"uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=2350", "uci:stockfish,skill level=3,UCI_LimitStrength=true,UCI_Elo=2600"}},
		{"uci:other", map[string]string{"hash": "type spin default 16 min 1 max 1024"}, nil},
		{"uci:odd", map[string]string{"skill level": "type spin default 1 min 1 max 1"}, nil},
		{"uci:noelo", map[string]string{"uci_elo": "type spin default 1500 min 1000 max 2000"}, nil},
	}
	for _, c := range cases {
		if got := StrengthSpecs(c.spec, c.decls); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %q\nwant %q", c.spec, got, c.want)
		}
	}
}

// Strengths reads a real engine's declarations, where one is installed.
func TestStrengthsOfStockfish(t *testing.T) {
	if !Available("stockfish") {
		t.Skip("stockfish not installed")
	}
	got, err := Strengths(context.Background(), "uci:stockfish")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 || got[0] != "uci:stockfish,Skill Level=0" {
		t.Errorf("Strengths(uci:stockfish) = %q; want Skill Level=0 first", got)
	}
}
