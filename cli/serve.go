package cli

import (
	"context"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/log"

	"rollout/engine"
	"rollout/serve"
	"rollout/ui"
	"rollout/ui/classroom"
)

func init() {
	register(command{"serve", "serve the terminal UI over SSH, one session per student (docs/serve.md)", runServe})
}

// shutdownGrace is how long SIGTERM or SIGINT waits for the sessions to
// save and close before the connections are cut: the whole exit stays
// within 2 s.
const shutdownGrace = 1500 * time.Millisecond

// runServe runs rollout serve until SIGTERM, SIGINT or SIGHUP, then shuts it down
// gracefully: every session is told, its game saved, and closed.
func runServe(env *Env, args []string) error {
	if len(args) > 0 && args[0] == "progress" {
		return runServeProgress(env, args[1:])
	}
	fs := newFlagSet(env, "serve", "rollout serve [-listen ADDR] [-host-key FILE] [-authorized-keys FILE] [-max-sessions N] [-max-sessions-per-user N] [-max-sessions-per-client N] [-max-sessions-per-address N] [-max-sessions-per-teacher N] [-session-workers N] [-session-nodes N] [-idle-timeout D] [-login-timeout D] [-max-pending N] [-max-pending-per-addr N] [-keep-files N] [-keep-mb M] [-teachers FILE] [-modes LIST] [-state-dir DIR]")
	listen := fs.String("listen", serve.DefaultListen, "address to listen on; the default is this machine only, ':23234' serves every network")
	stateDir := fs.String("state-dir", defaultServeDir(), "directory of the host key and of every user's saved games and progress (users/ID)")
	hostKey := fs.String("host-key", "", "the server's private host key, generated there (0600) on first start; default STATE-DIR/host_ed25519")
	authorized := fs.String("authorized-keys", "", "authorized_keys file: only these public keys may connect (default: anyone who reaches the port)")
	maxSessions := fs.Int("max-sessions", serve.DefaultMaxSessions, "most students' sessions at once, and apart from them teachers'; the next is told the server is full")
	perUser := fs.Int("max-sessions-per-user", serve.DefaultMaxSessionsPerUser, "most sessions of one user (a key, or without -authorized-keys a user name) at once; a newer one ends the oldest; teachers are not counted")
	perClient := fs.Int("max-sessions-per-client", serve.DefaultMaxSessionsPerClient, "most students' sessions from one client (its key, or without one its IP address); a new user past it is refused")
	perAddress := fs.Int("max-sessions-per-address", serve.DefaultMaxSessionsPerAddress, "without -authorized-keys, most students' sessions from one IP address (IPv6: its /64), keys or not; a new user past it is refused")
	perTeacher := fs.Int("max-sessions-per-teacher", serve.DefaultMaxSessionsPerTeacher, "most sessions of one teacher's key at once; a newer one ends the oldest")
	workers := fs.Int("session-workers", serve.DefaultSessionWorkers, "search goroutines of each session's engines")
	nodes := fs.Int("session-nodes", serve.DefaultSessionNodes, "most tree nodes of each session's searches (112 bytes each)")
	idle := fs.Duration("idle-timeout", serve.DefaultIdleTimeout, "end a session after this long without input (its game is saved); 0: never")
	login := fs.Duration("login-timeout", serve.DefaultLoginTimeout, "close a connection whose session has not started this long after it opened (handshake and login)")
	pending := fs.Int("max-pending", serve.DefaultMaxPending, "most connections not yet logged in; the oldest goes for a new one")
	perAddr := fs.Int("max-pending-per-addr", serve.DefaultMaxPendingPerAddr, "most connections not yet logged in from one IP address")
	teachers := fs.String("teachers", "", "authorized_keys file of the teachers' keys: they get the teacher's screen (needs -authorized-keys)")
	modes := fs.String("modes", "", "what students may open, of "+strings.Join(classroom.Modes, ",")+" (default: all)")
	keepFiles := fs.Int("keep-files", serve.DefaultKeepFiles, "each user's games/ and unfinished/ keep their newest N files")
	keepMB := fs.Int("keep-mb", serve.DefaultKeepBytes>>20, "and at most M MB each; the oldest go first")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkStateDir(fs, *stateDir); err != nil {
		return err
	}
	// Each bound is said as the flag's own ("-session-workers 300: at
	// most 256"), before the server is built: its own checks said it
	// after "serve:" with status 1.
	for _, f := range []struct {
		name   string
		v, max int
	}{
		{"max-sessions", *maxSessions, serve.MaxSessionsLimit},
		{"max-sessions-per-user", *perUser, serve.MaxSessionsLimit},
		{"max-sessions-per-client", *perClient, serve.MaxSessionsLimit},
		{"max-sessions-per-address", *perAddress, serve.MaxSessionsLimit},
		{"max-sessions-per-teacher", *perTeacher, serve.MaxSessionsLimit},
		{"session-workers", *workers, engine.MaxWorkers},
		{"max-pending", *pending, serve.MaxSessionsLimit},
		{"max-pending-per-addr", *perAddr, serve.MaxSessionsLimit},
		{"keep-files", *keepFiles, serve.MaxSessionsLimit},
		{"keep-mb", *keepMB, 1 << 20},
	} {
		if f.v < 1 {
			return usagef("-%s %d: at least 1", f.name, f.v)
		}
		if f.v > f.max {
			return usagef("-%s %d: at most %d", f.name, f.v, f.max)
		}
	}
	if err := serve.CheckSessionNodes(*nodes, *workers); err != nil {
		return usagef("%v", err)
	}
	if *nodes > engine.MaxNodeBudget { // serve.New's own check said it at exit 1
		return usagef("-session-nodes %d: at most %d", *nodes, engine.MaxNodeBudget)
	}
	var modeList []string
	if *modes != "" {
		modeList = strings.Split(*modes, ",")
		for _, m := range modeList {
			if !slices.Contains(classroom.Modes, m) {
				return usagef("-modes %q: a list of %s", *modes, strings.Join(classroom.Modes, ","))
			}
		}
	}
	if *login < serve.MinLoginTimeout {
		return usagef("-login-timeout %v: at least %v (an SSH handshake and login)", *login, serve.MinLoginTimeout)
	}
	if *idle != 0 && *idle < serve.MinIdleTimeout {
		return usagef("-idle-timeout %v: 0 (never) or at least %v", *idle, serve.MinIdleTimeout)
	}
	if *idle == 0 {
		*idle = -1
	}
	// SIGHUP (the terminal that started the server closed) ends it as
	// SIGTERM does: every session told and saved, not killed mid-save.
	// Caught from before the listen line, which scripts wait for.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	lg := log.NewWithOptions(env.Stderr, log.Options{ReportTimestamp: true, Prefix: "serve"})
	srv, err := serve.New(serve.Config{Listen: *listen, StateDir: *stateDir, HostKey: *hostKey, AuthorizedKeys: *authorized,
		MaxSessions: *maxSessions, MaxSessionsPerUser: *perUser, MaxSessionsPerClient: *perClient, MaxSessionsPerAddress: *perAddress, MaxSessionsPerTeacher: *perTeacher, SessionWorkers: *workers, SessionNodes: *nodes, IdleTimeout: *idle,
		LoginTimeout: *login, MaxPending: *pending, MaxPendingPerAddr: *perAddr,
		KeepFiles: *keepFiles, KeepBytes: int64(*keepMB) << 20, Teachers: *teachers, Modes: modeList,
		Log: lg})
	if err != nil {
		return err
	}
	if err := srv.Listen(); err != nil {
		return err
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve() }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	stop()
	grace, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err = srv.Shutdown(grace)
	<-served
	if err != nil {
		return err
	}
	lg.Info("stopped")
	return nil
}

// defaultServeDir is the state directory's serve/ (the server's files
// and its users' apart from the teacher's own client's).
func defaultServeDir() string {
	if d := ui.DefaultStateDir(); d != "" {
		return filepath.Join(d, "serve")
	}
	return ""
}

// runServeProgress prints every student's lesson scores (rollout serve
// progress), for marking: a table, or CSV with -csv.
func runServeProgress(env *Env, args []string) error {
	fs := newFlagSet(env, "serve progress", "rollout serve progress [-state-dir DIR] [-csv]")
	stateDir := fs.String("state-dir", defaultServeDir(), "the server's state directory (its users/ holds each student's progress)")
	asCSV := fs.Bool("csv", false, "write CSV (a row a student, two columns a lesson: right, questions)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("serve progress: unexpected argument %q", fs.Arg(0))
	}
	if err := checkStateDir(fs, *stateDir); err != nil {
		return err
	}
	students, err := serve.Students(*stateDir)
	if err != nil {
		return err
	}
	if *asCSV {
		return serve.WriteProgressCSV(env.Stdout, students)
	}
	return serve.WriteProgressTable(env.Stdout, students)
}
