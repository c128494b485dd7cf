// Package cputime reads the CPU time the process has used. Rates per
// CPU-second are how rollout measures speed on a shared, loaded machine,
// where wall-clock rates sink with the load: the bench command and the
// benchmarks of every game and of the engine report them. Used returns 0
// where the system does not say, and callers then leave the rate out.
package cputime
