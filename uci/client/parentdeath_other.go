//go:build !linux

package client

import "os/exec"

// setProcessGroup does nothing where we do not manage process groups:
// the engine sees its input close when rollout exits.
func setProcessGroup(cmd *exec.Cmd) {}

// killGroup kills the engine's process (its children are not reached
// here).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
