// Package serve runs the terminal client for many people at once over
// SSH (rollout serve): a teacher starts one server and every student
// connects with plain ssh, nothing installed.
//
// Each SSH session gets its own Bubble Tea program (ui.NewSession) with
// the client's terminal size, colour profile, resizes and mouse, its own
// state directory (autosave, lesson progress, saved games) named after
// the client's public key or, without one, its user name, and bounded
// resources: at most Config.MaxSessions sessions, Config.SessionWorkers
// search goroutines and Config.SessionNodes tree nodes a search, and an
// idle timeout. A session can do what the client does and nothing else:
// no shell, no command, no subsystem (sftp), no port forwarding, and no
// file outside its own directory. docs/serve.md has the security model
// and the resource figures.
package serve
