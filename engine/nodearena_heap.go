//go:build !unix || race

package engine

// newArena returns an empty slice with room for n elements (a tree's
// nodes, its kids list or its expansion orders) from the Go heap, where the mapping of
// nodearena_mmap.go is not available (and under the race detector, which
// checks only heap memory). Pages never touched stay out of the resident
// set here too, though the collector's goal grows with the arena; huge
// pages are not asked for.
func newArena[T node | int32 | uint8 | float32 | float64](_ *tree, n int, _ bool) []T {
	return make([]T, 0, n)
}
