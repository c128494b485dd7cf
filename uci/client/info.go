package client

import (
	"strconv"
	"strings"
	"time"

	"rollout/variants"
)

// Info is what one "info" line of an engine says. Fields the line does not
// carry are zero (Has tells which were present).
type Info struct {
	Depth, SelDepth, MultiPV int
	// Score is in centipawns, or Mate is moves to mate (negative: being
	// mated); Bound is "lowerbound", "upperbound" or "".
	Score int
	Mate  int
	Bound string
	// WDL are the win, draw and loss chances in thousandths.
	WDL   [3]int
	Nodes int64
	NPS   int64
	Time  time.Duration
	PV    []string
	// String is the text of an "info string" line.
	String string
	// Has records which fields were present, by their UCI names ("depth",
	// "cp", "mate", "wdl", "nodes", "nps", "time", "pv", "string", ...).
	Has map[string]bool
}

// ParseInfo reads an "info ..." line. It never fails: an unknown or
// malformed field is skipped, so a newer engine's extensions do no harm;
// ok is false only when the line is not an info line at all.
func ParseInfo(line string) (info Info, ok bool) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return Info{}, false
	}
	info.Has = map[string]bool{}
	num := func(i int) (int64, bool) {
		if i >= len(f) {
			return 0, false
		}
		n, err := strconv.ParseInt(f[i], 10, 64)
		return n, err == nil
	}
	for i := 1; i < len(f); i++ {
		switch key := f[i]; key {
		case "string":
			info.String = strings.Join(f[i+1:], " ")
			info.Has["string"] = true
			return info, true
		case "pv":
			info.PV = append([]string(nil), f[i+1:]...)
			info.Has["pv"] = true
			return info, true
		case "score":
		score:
			for i+1 < len(f) {
				switch f[i+1] {
				case "cp", "mate":
					n, ok := num(i + 2)
					if !ok {
						i++
						break score
					}
					if f[i+1] == "cp" {
						info.Score = clampInt(n)
					} else {
						info.Mate = clampInt(n)
					}
					info.Has[f[i+1]] = true
					i += 2
				case "lowerbound", "upperbound":
					info.Bound = f[i+1]
					i++
				default:
					break score
				}
			}
		case "lowerbound", "upperbound":
			// Stockfish writes the bound after wdl: "score cp 35 wdl 48 950 2
			// upperbound".
			info.Bound = key
		case "wdl":
			var w [3]int
			good := true
			for k := range 3 {
				n, ok := num(i + 1 + k)
				good = good && ok && n >= 0
				w[k] = clampInt(n)
			}
			if good {
				info.WDL = w
				info.Has["wdl"] = true
				i += 3
			}
		case "depth", "seldepth", "multipv", "nodes", "nps", "time":
			n, ok := num(i + 1)
			if !ok || n < 0 {
				continue
			}
			i++
			info.Has[key] = true
			switch key {
			case "depth":
				info.Depth = clampInt(n)
			case "seldepth":
				info.SelDepth = clampInt(n)
			case "multipv":
				info.MultiPV = clampInt(n)
			case "nodes":
				info.Nodes = n
			case "nps":
				info.NPS = n
			case "time":
				info.Time = time.Duration(min(n, int64(1<<62)/int64(time.Millisecond))) * time.Millisecond
			}
		}
	}
	return info, true
}

// clampInt keeps a parsed number within an int32's range, so no later
// arithmetic on it overflows.
func clampInt(n int64) int {
	return int(max(min(n, 1<<31-1), -(1 << 31)))
}

// Mean turns the info's score into the players' mean score in [-1, 1]: a
// mate is +1 or -1, centipawns go through the program's one mapping
// (variants.MeanOfCentipawns, the inverse of the rollout UCI server's
// score cp), mean = 2p - 1 with p = 1/(1 + 10^(-cp/400)).
func (in Info) Mean() float64 {
	switch {
	case in.Has["mate"] && in.Mate > 0:
		return 1
	case in.Has["mate"]:
		return -1
	}
	return variants.MeanOfCentipawns(float64(in.Score))
}
