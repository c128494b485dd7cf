//go:build !unix || race

package engine

// newArena returns an empty node slice with room for n nodes from the Go
// heap, where the mapping of nodearena_mmap.go is not available (and under
// the race detector, which checks only heap memory). Pages never touched
// stay out of the resident set here too, though the collector's goal grows
// with the arena.
func newArena(_ *tree, n int) []node { return make([]node, 0, n) }
