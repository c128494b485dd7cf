package ui

import (
	"math"

	"github.com/charmbracelet/lipgloss"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// heatMode is what the heat map on the board shows.
type heatMode uint8

const (
	heatOff heatMode = iota
	// heatMean colours each root move's target square by its mean for the
	// side to move: 0 a certain loss, 9 a certain win.
	heatMean
	// heatShare colours it by its share of the visits (rollouts), scaled
	// so the most visited move is 9: where the search spends its effort.
	heatShare
	numHeatModes
)

// String names the mode for the status line.
func (h heatMode) String() string {
	switch h {
	case heatMean:
		return "mean"
	case heatShare:
		return "visits"
	}
	return "off"
}

// heatLevels gives each root move with rollouts a level 0-9 (the digit
// shown with colour off), which the surface draws on the move's cell.
func heatLevels(moves []engine.MoveStats, mode heatMode) map[variants.Move]int {
	if mode == heatOff || len(moves) == 0 {
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
		if mode == heatMean {
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
var heatRamps = [numHeatModes][10]lipgloss.Color{
	heatMean:  {"160", "166", "172", "178", "184", "148", "112", "76", "40", "34"},
	heatShare: {"236", "17", "18", "19", "20", "26", "32", "38", "44", "51"},
}

// heatStyle is the square style of a heat level.
func heatStyle(st *kit.Styles, mode heatMode, level int) lipgloss.Style {
	return st.Renderer.NewStyle().Background(heatRamps[mode][level]).Foreground(lipgloss.Color("16"))
}

// heatDigit is the level as the one character drawn with colour off.
func heatDigit(level int) string { return string(rune('0' + level)) }
