package client

import (
	"os/exec"
	"syscall"
)

// setParentDeath has the kernel kill the engine if rollout dies without
// closing it, so no engine outlives the program.
func setParentDeath(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
