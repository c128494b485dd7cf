package surface

import (
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// HeatMode is what the heat map on the board shows.
type HeatMode uint8

const (
	HeatOff HeatMode = iota
	// HeatMean colours each root move's target square by its mean for the
	// side to move: 0 a certain loss, 9 a certain win.
	HeatMean
	// HeatShare colours it by its share of the visits (rollouts), scaled
	// so the most visited move is 9: where the search spends its effort.
	HeatShare
	NumHeatModes
)

// String names the mode for the status line.
func (h HeatMode) String() string {
	switch h {
	case HeatMean:
		return "mean"
	case HeatShare:
		return "visits"
	}
	return "off"
}

// HeatLevels gives each root move with rollouts a level 0-9 (the digit
// shown with colour off), which the surface draws on the move's cell.
// By mean, a move the search has proven (MoveStats.Proof) is 0 when lost
// and 9 when won whatever its mean: a proven loss's few rollouts could
// average +0.000 and colour it greener than the best move.
func HeatLevels(moves []engine.MoveStats, mode HeatMode) map[variants.Move]int {
	if mode == HeatOff || len(moves) == 0 {
		return nil
	}
	var most int64
	for _, m := range moves {
		most = max(most, m.Rollouts)
	}
	if most == 0 {
		return nil
	}
	out := map[variants.Move]int{}
	for _, m := range moves {
		if m.Rollouts == 0 {
			continue
		}
		var lv int
		switch {
		case mode == HeatMean && m.Proof < 0:
			lv = 0
		case mode == HeatMean && m.Proof > 0:
			lv = 9
		case mode == HeatMean:
			lv = int(math.Round((m.Mean + 1) / 2 * 9))
		default:
			lv = int(math.Round(9 * float64(m.Rollouts) / float64(most)))
		}
		out[m.Move] = max(0, min(9, lv))
	}
	return out
}

// heatRamps are the background colours of levels 0-9: red through yellow
// to green for means (losing to winning), dark to bright blue for visit
// shares.
var heatRamps = [NumHeatModes][10]lipgloss.Color{
	HeatMean:  {"160", "166", "172", "178", "184", "148", "112", "76", "40", "34"},
	HeatShare: {"236", "17", "18", "19", "20", "26", "32", "38", "44", "51"},
}

// HeatKey is the heat map's colour key, one line: its ten levels, each
// digit on its colour (plain digits with colour off, as the board draws
// them), between what the ends mean: "heat mean: -1 0123456789 +1",
// "heat visits: few 0123456789 most"; the words in st.Dim. "" when the
// map is off.
func HeatKey(st *kit.Styles, mode HeatMode) string {
	if mode == HeatOff || mode >= NumHeatModes {
		return ""
	}
	lo, hi := "-1", "+1"
	if mode == HeatShare {
		lo, hi = "few", "most"
	}
	var b strings.Builder
	for lv := range 10 {
		d := heatDigit(lv)
		if !st.Plain {
			d = heatStyle(st, mode, lv).Render(d)
		}
		b.WriteString(d)
	}
	return st.Dim.Render("heat "+mode.String()+": "+lo+" ") + b.String() + st.Dim.Render(" "+hi)
}

// heatStyle is the square style of a heat level.
func heatStyle(st *kit.Styles, mode HeatMode, level int) lipgloss.Style {
	return st.Renderer.NewStyle().Background(heatRamps[mode][level]).Foreground(lipgloss.Color("16"))
}

// heatDigit is the level as the one character drawn with colour off.
func heatDigit(level int) string { return string(rune('0' + level)) }
