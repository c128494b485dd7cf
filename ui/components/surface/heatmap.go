package surface

import (
	"math"

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
		if mode == HeatMean {
			lv = int(math.Round((m.Mean + 1) / 2 * 9))
		} else {
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

// heatStyle is the square style of a heat level.
func heatStyle(st *kit.Styles, mode HeatMode, level int) lipgloss.Style {
	return st.Renderer.NewStyle().Background(heatRamps[mode][level]).Foreground(lipgloss.Color("16"))
}

// heatDigit is the level as the one character drawn with colour off.
func heatDigit(level int) string { return string(rune('0' + level)) }
