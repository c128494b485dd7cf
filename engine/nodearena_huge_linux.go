//go:build !race

package engine

import "syscall"

// adviseHuge asks Linux to back a mapped arena with transparent huge
// pages where it can: a big tree is read at random, node by node, and
// with 4 KiB pages nearly every node of a long think's tree is a miss in
// the processor's address cache and a page fault when first written.
// Huge pages still become resident only as the tree reaches them, 2 MiB
// at a time. The advice is only advice: without it the arena works the
// same.
func adviseHuge(mem []byte) { _ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE) }
