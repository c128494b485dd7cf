//go:build unix && !race

package engine

import (
	"runtime"
	"syscall"
	"unsafe"
)

// newArena returns an empty slice with room for n elements (a tree's nodes,
// its kids list or its expansion orders), mapped from the operating system outside the Go heap
// and unmapped once owner is garbage, with huge pages where the system
// offers them if huge is set (see adviseHuge). Pages the tree never touches are never resident; and since the
// garbage collector sizes its next goal by the live heap, a node array
// inside the heap would let up to as much garbage again pile up beside it
// during a long think (measured: a full 1M-node tree at 151 MiB and
// rising), where outside it the heap stays small and is collected often.
// Neither holds pointers, so the collector need not see them. The
// tree is the arena's only owner: nothing keeps a node pointer once the
// tree is unreachable. Should the mapping fail, the heap serves.
func newArena[T node | int32 | uint8 | float32 | float64](owner *tree, n int, huge bool) []T {
	var zero T
	size := n * int(unsafe.Sizeof(zero))
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]T, 0, n)
	}
	if huge {
		adviseHuge(mem)
	}
	runtime.AddCleanup(owner, func(b []byte) { _ = syscall.Munmap(b) }, mem)
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(mem))), n)[:0]
}
