//go:build !linux

package engine

// lowerThread does nothing where threads have no priority of their own
// that a process may lower (only Linux's setpriority takes a thread).
func lowerThread() {}
