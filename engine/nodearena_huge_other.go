//go:build unix && !linux && !race

package engine

// adviseHuge does nothing outside Linux (see nodearena_huge_linux.go).
func adviseHuge([]byte) {}
