package engine

import "math"

func hypot(a, b float64) float64 { return math.Hypot(a, b) }
