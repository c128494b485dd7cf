package client

import (
	"os/exec"
	"syscall"
)

// setProcessGroup runs the engine in a process group of its own, so
// killGroup reaches every process it starts (a wrapper script's engine,
// a background child), and has the kernel kill the engine if rollout
// dies without closing it.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killGroup kills the engine's whole process group. The group outlives
// its leader while any member lives, so this also ends the children of
// an engine that has already exited.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
