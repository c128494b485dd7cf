//go:build !linux

package client

import "os/exec"

// setParentDeath does nothing where the kernel has no parent-death
// signal: the engine sees its input close when rollout exits.
func setParentDeath(cmd *exec.Cmd) {}
