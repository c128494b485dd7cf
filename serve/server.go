package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	gossh "golang.org/x/crypto/ssh"

	"rollout/engine"
	"rollout/ui"
	"rollout/ui/classroom"
)

// Defaults of the Config fields left zero.
const (
	// DefaultListen is on the loopback interface only: a server reachable
	// from other machines is a choice made with -listen.
	DefaultListen = "localhost:23234"
	// DefaultMaxSessions is a class of thirty.
	DefaultMaxSessions = 30
	// DefaultMaxSessionsPerUser lets a student open a second session
	// (to watch a game, say) but not take the seats of the class.
	DefaultMaxSessionsPerUser = 2
	// DefaultSessionWorkers is one search goroutine a session, so thirty
	// students share the cores instead of starving each other.
	DefaultSessionWorkers = 1
	// DefaultSessionNodes bounds each search's tree: 1<<17 nodes of 112
	// bytes, 14 MiB (engine.DefaultNodeBudget is 8 times as many).
	DefaultSessionNodes = 1 << 17
	// MinSessionNodes is the smallest tree a session's search may have
	// (each worker's: -session-nodes over -session-workers): room for
	// the root, every one of its moves (at most 218 in chess) and some of
	// their replies. -session-nodes 1 gave trees of 2 nodes, whose search
	// played the one move it had visited.
	MinSessionNodes = 1024
	// MinIdleTimeout is the shortest -idle-timeout: a session must outlast
	// the reading of a screen (0, never, is allowed).
	MinIdleTimeout = time.Minute
	// MinLoginTimeout is the shortest -login-timeout: an SSH handshake and
	// login over a slow link (-login-timeout 1ns closed every connection
	// before it could log in).
	MinLoginTimeout = 5 * time.Second
	// MaxSessionsLimit bounds -max-sessions and the pending bounds: far
	// beyond what one machine serves, and small enough that no count
	// derived from them overflows.
	MaxSessionsLimit = 100_000
	// DefaultIdleTimeout ends a session whose client sent nothing for
	// this long (its game is saved).
	DefaultIdleTimeout = 30 * time.Minute
)

// Config is what a server needs, as data; the zero value of each field
// but StateDir means its default.
type Config struct {
	// Listen is the TCP address to listen on (DefaultListen).
	Listen string
	// StateDir holds the host key (unless HostKey says otherwise) and one
	// directory per user under users/; required.
	StateDir string
	// HostKey is the private host key's file, generated there on first
	// start; "" means StateDir/host_ed25519.
	HostKey string
	// AuthorizedKeys, when set, is an authorized_keys file: only its keys
	// get in. Without it anyone who reaches the port gets in.
	AuthorizedKeys string
	// Teachers, when set, is an authorized_keys file of the teachers'
	// keys: they get in too, on the teacher's screen (hub.go).
	Teachers string
	// Modes, when set, limits what students may open (classroom.Modes:
	// learn, study, play, watch).
	Modes []string
	// MaxSessions is the most students' sessions at once, and apart
	// from them the most teachers'; the next is told and closed
	// (DefaultMaxSessions).
	MaxSessions int
	// MaxSessionsPerUser is the most sessions of one user (one key, or
	// without -authorized-keys one user name) at once: a newer one ends
	// the oldest. Teachers are not counted (DefaultMaxSessionsPerUser).
	MaxSessionsPerUser int
	// MaxSessionsPerClient is the most students' sessions from one
	// client (a key, or without one an IP address): a newer one of a
	// user already there ends that user's oldest, one of another user
	// is refused (seats.go; DefaultMaxSessionsPerClient).
	MaxSessionsPerClient int
	// MaxSessionsPerAddress is, without AuthorizedKeys, the most
	// students' sessions from one IP address (IPv6: one /64), keys or
	// not: one of a user
	// already there ends that user's oldest there, one of another user
	// is refused (seats.go; DefaultMaxSessionsPerAddress).
	MaxSessionsPerAddress int
	// MaxSessionsPerTeacher is the most sessions of one teacher's key:
	// a newer one ends the oldest (DefaultMaxSessionsPerTeacher).
	MaxSessionsPerTeacher int
	// SessionWorkers caps each search's goroutines (DefaultSessionWorkers).
	SessionWorkers int
	// SessionNodes caps each search's tree nodes (DefaultSessionNodes).
	SessionNodes int
	// LoginTimeout closes a connection whose session has not started
	// that long after its accept (DefaultLoginTimeout): a handshake or a
	// login that never ends.
	LoginTimeout time.Duration
	// MaxPending is the most connections not yet in a session; when all
	// are taken, the oldest is closed for a new one (DefaultMaxPending).
	MaxPending int
	// MaxPendingPerAddr is the most of those from one IP address
	// (DefaultMaxPendingPerAddr).
	MaxPendingPerAddr int
	// KeepFiles and KeepBytes bound each user's games/ and unfinished/
	// (quota.go): the newest KeepFiles files within KeepBytes bytes stay
	// (DefaultKeepFiles, DefaultKeepBytes).
	KeepFiles int
	KeepBytes int64
	// IdleTimeout ends a session with no input for that long
	// (DefaultIdleTimeout); negative means never.
	IdleTimeout time.Duration
	// Options is every session's starting point (ui.DefaultOptions when
	// its Variant is empty); the server replaces the directories, the
	// player factory and the external engines.
	Options ui.Options
	// NewPlayer builds the engines, after the caps; nil means engine.New.
	NewPlayer func(engine.Config) (engine.Player, error)
	// Log receives one line per start, connect, disconnect and refusal;
	// nil means a logger on stderr.
	Log *log.Logger

	// now is the idle timeout's clock and the refusals' log's (nil:
	// time.Now), and idleTick how often a session looks at it (0: a
	// quarter of IdleTimeout, at most 5 s): a test's to set.
	now      func() time.Time
	idleTick time.Duration
	// loginTimer arms a connection's login timeout (nil:
	// time.AfterFunc): a test's to set, to say when the timeout is up.
	loginTimer func(time.Duration, func()) *time.Timer
}

// Server is a running rollout serve: an SSH server whose only service is
// the terminal client, one program per session.
type Server struct {
	cfg      Config
	ssh      *ssh.Server
	log      *log.Logger
	keys     []listedKey
	teachers []listedKey
	hub      *hub
	ln       net.Listener
	hostFP   string

	// searches is the parent of every session's searches: Shutdown
	// cancels it first, so the searches stop (and free the cores) while
	// the programs wind down.
	searches   context.Context
	stopSearch context.CancelFunc
	mu         sync.Mutex
	sessions   map[*live]struct{}
	closing    bool
	// seq numbers the sessions in the order they were admitted; writer
	// holds, by user, the seq of the newest session that wrote the
	// user's game (saveGuard).
	seq    uint64
	writer map[string]uint64
	// attempts holds each connection's last refused key, by remote
	// address, for the refusal's log line.
	attempts map[string]string
	handlers sync.WaitGroup
	// conns counts open TCP connections, authenticated or not.
	conns atomic.Int64

	// gate guards the pending connections (gate.go): those not yet in a
	// session, by address, and the refusals not yet logged.
	gate      sync.Mutex
	pending   map[*gated]struct{}
	perAddr   map[string]int
	shutWhy   map[string]string // by remote address: why the gate closed it
	logWindow time.Time         // the second the refusal lines are counted in
	logLines  int               // refusal lines written in it
	unlogged  int               // refusals not logged since the last line
}

// maxConns is the most TCP connections at once: every session (the
// students' and the teachers'), the pending connections (gate.go) and
// room for reconnections while old sessions wind down.
func (s *Server) maxConns() int64 {
	return int64(3*s.cfg.MaxSessions + s.cfg.MaxPending)
}

// CheckSessionNodes says why -session-nodes nodes is refused with
// -session-workers workers, nil where it is not: each worker's tree
// needs MinSessionNodes. New and the serve command's flags both ask it.
func CheckSessionNodes(nodes, workers int) error {
	switch {
	case nodes >= MinSessionNodes*workers:
		return nil
	case workers > 1:
		return fmt.Errorf("-session-nodes %d: at least %d with -session-workers %d (%d for each worker's tree)", nodes, MinSessionNodes*workers, workers, MinSessionNodes)
	}
	return fmt.Errorf("-session-nodes %d: at least %d (a search's tree holds the root, all its moves and some replies)", nodes, MinSessionNodes)
}

// New checks the configuration, reads (or makes) the host key and the
// authorized keys, and builds the server; Listen and Serve start it.
func New(cfg Config) (*Server, error) {
	if cfg.StateDir == "" {
		return nil, errors.New("serve: no state directory (set -state-dir, $" + ui.StateDirEnv + " or $XDG_STATE_HOME)")
	}
	if cfg.Listen == "" {
		cfg.Listen = DefaultListen
	}
	if cfg.HostKey == "" {
		cfg.HostKey = filepath.Join(cfg.StateDir, "host_ed25519")
	}
	for _, f := range []struct {
		name string
		v    *int
		def  int
		max  int
	}{
		{"max-sessions", &cfg.MaxSessions, DefaultMaxSessions, MaxSessionsLimit},
		{"max-sessions-per-user", &cfg.MaxSessionsPerUser, DefaultMaxSessionsPerUser, MaxSessionsLimit},
		{"max-sessions-per-client", &cfg.MaxSessionsPerClient, DefaultMaxSessionsPerClient, MaxSessionsLimit},
		{"max-sessions-per-address", &cfg.MaxSessionsPerAddress, DefaultMaxSessionsPerAddress, MaxSessionsLimit},
		{"max-sessions-per-teacher", &cfg.MaxSessionsPerTeacher, DefaultMaxSessionsPerTeacher, MaxSessionsLimit},
		{"session-workers", &cfg.SessionWorkers, DefaultSessionWorkers, engine.MaxWorkers},
		{"session-nodes", &cfg.SessionNodes, DefaultSessionNodes, engine.MaxNodeBudget},
		{"max-pending", &cfg.MaxPending, DefaultMaxPending, MaxSessionsLimit},
		{"max-pending-per-addr", &cfg.MaxPendingPerAddr, DefaultMaxPendingPerAddr, MaxSessionsLimit},
	} {
		if *f.v < 0 {
			return nil, fmt.Errorf("serve: -%s %d: at least 1", f.name, *f.v)
		}
		if *f.v > f.max {
			return nil, fmt.Errorf("serve: -%s %d: at most %d", f.name, *f.v, f.max)
		}
		if *f.v == 0 {
			*f.v = f.def
		}
	}
	if err := CheckSessionNodes(cfg.SessionNodes, cfg.SessionWorkers); err != nil {
		return nil, fmt.Errorf("serve: %w", err)
	}
	if cfg.KeepFiles < 0 || cfg.KeepBytes < 0 {
		return nil, fmt.Errorf("serve: -keep-files %d, -keep-mb %d: at least 1", cfg.KeepFiles, cfg.KeepBytes>>20)
	}
	if cfg.KeepFiles == 0 {
		cfg.KeepFiles = DefaultKeepFiles
	}
	if cfg.KeepBytes == 0 {
		cfg.KeepBytes = DefaultKeepBytes
	}
	if cfg.LoginTimeout < 0 {
		return nil, fmt.Errorf("serve: -login-timeout %v: more than 0", cfg.LoginTimeout)
	}
	if cfg.LoginTimeout == 0 {
		cfg.LoginTimeout = DefaultLoginTimeout
	}
	if cfg.IdleTimeout == 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.now == nil {
		cfg.now = time.Now
	}
	if cfg.loginTimer == nil {
		cfg.loginTimer = time.AfterFunc
	}
	if cfg.idleTick <= 0 && cfg.IdleTimeout > 0 {
		cfg.idleTick = min(cfg.IdleTimeout/4+time.Millisecond, 5*time.Second)
	}
	if cfg.Options.Variant == "" {
		cfg.Options = ui.DefaultOptions()
	}
	if cfg.NewPlayer == nil {
		cfg.NewPlayer = engine.New
	}
	if cfg.Log == nil {
		cfg.Log = log.NewWithOptions(os.Stderr, log.Options{ReportTimestamp: true, Prefix: "serve"})
	}
	s := &Server{cfg: cfg, log: cfg.Log, sessions: map[*live]struct{}{}, writer: map[string]uint64{}, attempts: map[string]string{},
		pending: map[*gated]struct{}{}, perAddr: map[string]int{}, shutWhy: map[string]string{}}
	s.searches, s.stopSearch = context.WithCancel(context.Background())
	if cfg.AuthorizedKeys != "" {
		keys, err := authorizedKeys(cfg.AuthorizedKeys)
		if err != nil {
			return nil, err
		}
		s.keys = keys
	}
	if cfg.Teachers != "" {
		if cfg.AuthorizedKeys == "" {
			return nil, errors.New("serve: -teachers needs -authorized-keys: without it anyone gets in, and a teacher is a key")
		}
		teachers, err := authorizedKeys(cfg.Teachers)
		if err != nil {
			return nil, fmt.Errorf("%w (-teachers)", err)
		}
		s.teachers = teachers
	}
	for _, m := range cfg.Modes {
		if !slices.Contains(classroom.Modes, m) {
			return nil, fmt.Errorf("serve: -modes: %q is not one of %s", logText(m), strings.Join(classroom.Modes, ","))
		}
	}
	s.hub = newHub(filepath.Join(cfg.StateDir, "users"), func(msg string, kv ...any) { s.log.Info(msg, kv...) })
	if err := os.MkdirAll(filepath.Join(cfg.StateDir, "users"), 0o700); err != nil {
		return nil, fmt.Errorf("serve: state directory: %w", err)
	}
	signer, created, err := hostKey(cfg.HostKey)
	if err != nil {
		return nil, err
	}
	if created {
		s.log.Info("generated the host key", "file", cfg.HostKey)
	}
	s.hostFP = gossh.FingerprintSHA256(signer.PublicKey())
	srv, err := wish.NewServer(
		func(srv *ssh.Server) error { srv.AddHostKey(signer); return nil },
		wish.WithPublicKeyAuth(s.checkKey),
		wish.WithMiddleware(func(ssh.Handler) ssh.Handler { return s.handle }),
	)
	if err != nil {
		return nil, fmt.Errorf("serve: %w", err)
	}
	if s.keys == nil {
		// Clients without a key get in too, named by their user name.
		srv.KeyboardInteractiveHandler = func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }
	}
	// Only sessions: the zero server already refuses port forwarding
	// (no direct-tcpip channel, no tcpip-forward request), X11 and agent
	// use; subsystems (sftp) are refused here, and a command in handle.
	srv.SessionRequestCallback = func(_ ssh.Session, kind string) bool { return kind == "shell" || kind == "exec" }
	srv.ConnectionFailedCallback = s.failed
	srv.ConnCallback = s.count
	// A connection silent both ways for longer than a session's idle
	// timeout is dropped (handshakes that never finish, sessions whose
	// program already ended): handle's own timeout comes first and says
	// why.
	if cfg.IdleTimeout > 0 {
		srv.IdleTimeout = cfg.IdleTimeout + time.Minute
	}
	s.ssh = srv
	return s, nil
}

// listedNameKey is where checkKey leaves, in the connection's context,
// the name authorized_keys gives the key that logged in.
type listedNameKey struct{}

// shownNameKey is where checkKey leaves that name as people see it
// (listedKey.shown).
type shownNameKey struct{}

// teacherKey marks, in the connection's context, a teacher's key.
type teacherKey struct{}

// checkKey is the public key handler: with authorized keys only those;
// without, any key (it names the user's directory).
func (s *Server) checkKey(ctx ssh.Context, key ssh.PublicKey) bool {
	if s.keys == nil {
		return true
	}
	if i := slices.IndexFunc(s.teachers, func(k listedKey) bool { return ssh.KeysEqual(k.key, key) }); i >= 0 {
		ctx.SetValue(listedNameKey{}, s.teachers[i].name)
		ctx.SetValue(shownNameKey{}, s.teachers[i].shown)
		ctx.SetValue(teacherKey{}, true)
		return true
	}
	if i := slices.IndexFunc(s.keys, func(k listedKey) bool { return ssh.KeysEqual(k.key, key) }); i >= 0 {
		ctx.SetValue(listedNameKey{}, s.keys[i].name)
		ctx.SetValue(shownNameKey{}, s.keys[i].shown)
		return true
	}
	s.mu.Lock()
	if len(s.attempts) < 4096 {
		s.attempts[ctx.RemoteAddr().String()] = logText(ctx.User()) + " " + gossh.FingerprintSHA256(key)
	}
	s.mu.Unlock()
	return false
}

// failed logs a connection refused before any session: no key or
// password passed, or a broken handshake (a silent connection the gate
// closed among them; those are logged as the gate's refusals are, at
// most a line a second, so a flood does not flood the log).
func (s *Server) failed(conn net.Conn, err error) {
	from := conn.RemoteAddr().String()
	s.mu.Lock()
	who := s.attempts[from]
	delete(s.attempts, from)
	s.mu.Unlock()
	var authErr *gossh.ServerAuthError
	if !errors.As(err, &authErr) {
		reason := s.shutReason(from)
		if reason == "" {
			reason = "handshake: " + logText(err.Error())
		}
		s.refusedConn(host(conn.RemoteAddr()), reason)
		return
	}
	s.log.Info("refused", "from", from, "who", who, "reason", "not authorized")
}

// Listen binds the address; Addr then reports it (a port 0 is chosen
// by the system). It logs where the server listens and who may connect.
func (s *Server) Listen() error {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	s.ln = ln
	// Every session's searches run at the background priority; let the
	// kernel choose between them and the screens and handshakes (a
	// session watching two engines runs two searches).
	procs := engine.ProcsForBackground(2 * s.cfg.MaxSessions * s.cfg.SessionWorkers)
	host, port, _ := net.SplitHostPort(ln.Addr().String())
	scope := "this machine only (loopback); -listen :" + port + " serves the network"
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		scope = "every network this machine is on"
	}
	s.log.Info("listening", append(append([]any{"addr", ln.Addr().String(), "reachable_from", scope, "host_key", s.hostFP},
		s.limits()...), "session_workers", s.cfg.SessionWorkers, "session_nodes", s.cfg.SessionNodes, "idle_timeout", s.cfg.IdleTimeout, "procs", procs)...)
	if s.keys == nil {
		s.log.Warn("NO -authorized-keys: ANYONE WHO CAN REACH THIS PORT MAY CONNECT; a user is named by its key or, without one, by the user name it claims")
	} else {
		s.log.Info("only listed keys may connect", "file", s.cfg.AuthorizedKeys, "keys", len(s.keys))
	}
	return nil
}

// limits are the bounds on sessions that apply to this server, as the
// log's key-value pairs: the per-address one only without
// -authorized-keys (seats.go counts an address then alone), the
// per-teacher one only with -teachers. The listening line printed
// both always, as if a class listed by its keys were bound by address.
func (s *Server) limits() []any {
	kv := []any{"max_sessions", s.cfg.MaxSessions, "max_sessions_per_user", s.cfg.MaxSessionsPerUser,
		"max_sessions_per_client", s.cfg.MaxSessionsPerClient}
	if s.keys == nil {
		kv = append(kv, "max_sessions_per_address", s.cfg.MaxSessionsPerAddress)
	}
	if s.teachers != nil {
		kv = append(kv, "max_sessions_per_teacher", s.cfg.MaxSessionsPerTeacher)
	}
	return kv
}

// Addr is the address the server listens on, after Listen.
func (s *Server) Addr() net.Addr { return s.ln.Addr() }

// Serve accepts connections until Shutdown; it returns nil then.
func (s *Server) Serve() error {
	if s.ln == nil {
		if err := s.Listen(); err != nil {
			return err
		}
	}
	err := s.ssh.Serve(s.ln)
	if errors.Is(err, ssh.ErrServerClosed) || errors.Is(err, net.ErrClosed) {
		return nil
	}
	return fmt.Errorf("serve: %w", err)
}

// Shutdown stops accepting, tells every session the server is going
// down, waits until each has ended its program and saved its game (or
// ctx ends), and then closes every connection left.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	n := len(s.sessions)
	for l := range s.sessions {
		l.end(endShutdown)
	}
	s.mu.Unlock()
	s.stopSearch()
	s.log.Info("shutting down", "sessions", n)
	if s.ln != nil {
		s.ln.Close()
	}
	done := make(chan struct{})
	go func() {
		s.handlers.Wait()
		close(done)
	}()
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = fmt.Errorf("serve: shutdown: sessions still closing: %w", ctx.Err())
	}
	s.ssh.Close()
	s.stopSearch()
	s.hub.close()
	return err
}

// Sessions is the number of sessions running.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sessions)
}
