package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"

	"rollout/engine"
	"rollout/ui"
	"rollout/ui/classroom"
)

// Why a session ended, for its log line and its last words.
const (
	endQuit     = "quit"
	endDropped  = "connection dropped"
	endIdle     = "idle"
	endShutdown = "server shutdown"
	endReplaced = "replaced by a newer session"
	endStale    = "game went on in a newer session"
)

// Bounds of the window size passed to a program: a client may claim any
// size, and a frame is drawn for the whole of it.
const (
	maxWidth, maxHeight = 500, 300
)

// live is one running session, as the server sees it: Shutdown asks it to
// end through end.
type live struct {
	user    string    // the user's ID (userID)
	client  string    // where it comes from (clientOf)
	addr    string    // its address for the address bound (addressOf)
	teacher bool      // a teacher's: not one of the class's seats
	since   time.Time // when it was admitted
	seq     uint64    // its rank in admission order (Server.seq)
	wrote   bool      // it wrote the user's game (saveGuard; under Server.mu)
	once    sync.Once
	ended   chan struct{}
	reason  atomic.Value // string
	// replaced says why a newer session took its seat, set before it
	// is ended with endReplaced (admit).
	replaced string
}

func newLive(user string) *live {
	return &live{user: user, since: time.Now(), ended: make(chan struct{})}
}

// end asks the session to end for reason; the first reason stays.
func (l *live) end(reason string) {
	l.once.Do(func() {
		l.reason.Store(reason)
		close(l.ended)
	})
}

// why is the reason the session ended ("" while it runs).
func (l *live) why() string {
	r, _ := l.reason.Load().(string)
	return r
}

// handle runs one SSH session: the checks, then the client program until
// it quits, the client goes, the idle timeout or the server's shutdown;
// then the game is saved and the session closed.
func (s *Server) handle(sess ssh.Session) {
	start := time.Now()
	s.loggedIn(sess.Context())
	listed, _ := sess.Context().Value(listedNameKey{}).(string)
	shown, _ := sess.Context().Value(shownNameKey{}).(string)
	id := userID(sess.PublicKey(), listed, sess.User())
	lg := s.log.With("user", logText(sess.User()), "id", id, "from", sess.RemoteAddr().String())
	if listed != "" {
		lg = lg.With("name", listed)
	}
	s.mu.Lock()
	delete(s.attempts, sess.RemoteAddr().String())
	s.mu.Unlock()
	if sess.RawCommand() != "" || sess.Subsystem() != "" {
		refuse(sess, lg, "a command", "rollout serve runs the interactive client only: connect without a command (ssh -t).")
		return
	}
	pty, winch, ok := sess.Pty()
	if !ok {
		refuse(sess, lg, "no terminal", "rollout serve needs a terminal: connect with ssh -t.")
		return
	}
	isTeacher, _ := sess.Context().Value(teacherKey{}).(bool)
	l, err := s.admit(id, clientOf(sess.PublicKey(), sess.RemoteAddr()), addressOf(sess.RemoteAddr()), isTeacher)
	if err != nil {
		refuse(sess, lg, err.Error(), "rollout serve: "+err.Error()+".")
		return
	}
	defer s.release(l)
	dir := userDir(filepath.Join(s.cfg.StateDir, "users"), id, sess.PublicKey())
	games := filepath.Join(dir, "games")
	if err := os.MkdirAll(games, 0o700); err != nil {
		lg.Error("refused", "reason", err)
		fmt.Fprintf(sess.Stderr(), "rollout serve: cannot keep your games: %v\r\n", err)
		sess.Exit(1)
		return
	}
	if err := markTeacher(dir, isTeacher); err != nil {
		lg.Error("teacher mark", "err", err)
	}
	if err := keepName(dir, shown); err != nil {
		lg.Error("name", "err", err)
	}
	pruned, err := s.pruneUser(dir)
	if err != nil {
		lg.Error("quota", "err", err)
	}
	lg.Info("connect", "term", pty.Term, "size", fmt.Sprintf("%dx%d", pty.Window.Width, pty.Window.Height), "sessions", fmt.Sprintf("%d/%d", s.Sessions(), s.cfg.MaxSessions))

	opts := s.cfg.Options
	opts.StateDir, opts.OutDir, opts.FileRoot, opts.HidePaths = dir, games, games, true
	opts.ExternalEngines = nil
	opts.NewPlayer = s.newPlayer
	for i := range opts.Sides {
		opts.Sides[i].Engine = s.capped(opts.Sides[i].Engine)
	}
	r := renderer(sess, pty)
	// The session's searches end with the connection or at the server's
	// shutdown, whichever comes first.
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	defer context.AfterFunc(s.searches, cancel)()
	name := shown
	if name == "" {
		name = shownName(sess.User())
	}
	me := newMember(id, name, isTeacher)
	opts.Report, opts.Modes, opts.Classmates = s.hub.reporter(me), s.cfg.Modes, true
	opts.Class = s.hub.classroom(id, name)
	opts.SaveGuard = func() error { return s.saveGuard(l) }
	opts.NewPlayer = func(cfg engine.Config) (engine.Player, error) {
		if cfg.Player == ClassmatePlayer || strings.HasPrefix(cfg.Player, classroom.InvitePrefix) {
			return s.hub.sessionPeer(me, cfg), nil
		}
		if sp, ok := s.hub.newSpectator(cfg); ok {
			return sp, nil
		}
		return s.newPlayer(cfg)
	}
	var model tea.Model
	done := func(tea.Model) {}
	if isTeacher {
		topts := opts
		topts.Report, topts.Modes = nil, nil // the teacher may watch whatever the class may not
		model = ui.NewTeacherSession(ctx, s.hub, topts, r)
		lg = lg.With("teacher", true)
	} else {
		model, done, err = ui.NewSession(ctx, opts, r)
	}
	if err != nil {
		lg.Error("refused", "reason", err)
		fmt.Fprintf(sess.Stderr(), "rollout serve: %v\r\n", err)
		sess.Exit(1)
		return
	}

	// The program reads the client's keys through a pipe, so the server
	// notes when the client last typed (the idle timeout) and can end the
	// program's reader at once when the program ends.
	in, feed := io.Pipe()
	var lastInput atomic.Int64
	lastInput.Store(s.cfg.now().UnixNano())
	p := tea.NewProgram(model, tea.WithInput(in), tea.WithOutput(sess), tea.WithAltScreen(),
		tea.WithMouseCellMotion(), tea.WithoutSignalHandler())
	defer s.hub.join(me, p)()
	// A paste is bounded (paste.go): the program is told of one refused,
	// on its last line.
	buf := make([]byte, 4096)
	limited := newPasteLimit(feed, MaxPasteBytes, len(buf), func(why string) { p.Send(classroom.SayMsg{Text: why}) })
	limited.sync = syncInput
	go func() {
		for {
			n, err := sess.Read(buf)
			if n > 0 {
				lastInput.Store(s.cfg.now().UnixNano())
				if _, werr := limited.Write(buf[:n]); werr != nil {
					return
				}
			}
			if err != nil {
				// The client's input ended (EOF, or the channel
				// closed): nobody can play on, so the session ends.
				feed.Close()
				l.end(endDropped)
				return
			}
		}
	}()
	// Window changes, clamped, until the session's requests end (the
	// server blocks on a full channel, so it is read to its close).
	go func() {
		for w := range winch {
			p.Send(tea.WindowSizeMsg{Width: min(max(w.Width, 0), maxWidth), Height: min(max(w.Height, 0), maxHeight)})
		}
	}()
	running := make(chan struct{})
	var prunedLive atomic.Int64
	go func() {
		t := time.NewTicker(pruneEvery)
		defer t.Stop()
		for {
			select {
			case <-running:
				return
			case <-t.C:
				n, err := s.pruneUser(dir)
				prunedLive.Add(int64(n))
				if err != nil {
					lg.Error("quota", "err", err)
				}
			}
		}
	}()
	go func() {
		idle := s.cfg.IdleTimeout
		var tick <-chan time.Time
		if idle > 0 {
			t := time.NewTicker(s.cfg.idleTick)
			defer t.Stop()
			tick = t.C
		}
		for {
			select {
			case <-running:
				return
			case <-l.ended:
				p.Quit()
				return
			case <-sess.Context().Done():
				l.end(endDropped)
				p.Quit()
				return
			case <-tick:
				now := s.cfg.now()
				if isTeacher && s.hub.students() > 0 {
					// A teacher watching the class is idle by nature:
					// the idle time counts from when the last student
					// left.
					lastInput.Store(now.UnixNano())
					continue
				}
				if now.Sub(time.Unix(0, lastInput.Load())) >= idle {
					l.end(endIdle)
				}
			}
		}
	}()
	final, err := p.Run()
	close(running)
	done(final)
	in.Close()
	l.end(endQuit)
	reason := l.why()
	if err != nil && reason == endQuit {
		lg.Error("program", "err", err)
	}
	n, err := s.pruneUser(dir)
	if err != nil {
		lg.Error("quota", "err", err)
	}
	if pruned += n + int(prunedLive.Load()); pruned > 0 {
		lg.Info("quota", "removed", pruned)
		fmt.Fprintf(sess, "rollout serve: %d of your oldest saved files were removed: games/ and unfinished/ keep the newest %d files and %d MB each.\r\n",
			pruned, s.cfg.KeepFiles, s.cfg.KeepBytes>>20)
	}
	switch reason {
	case endShutdown:
		fmt.Fprint(sess, "rollout serve: the server is shutting down. Your game is saved: connect again later to resume it.\r\n")
	case endIdle:
		if isTeacher {
			fmt.Fprintf(sess, "rollout serve: no student connected and nothing typed for %v, so the session ends.\r\n", s.cfg.IdleTimeout)
			break
		}
		fmt.Fprintf(sess, "rollout serve: nothing typed for %v, so the session ends. Your game is saved: connect again to resume it.\r\n", s.cfg.IdleTimeout)
	case endStale:
		fmt.Fprint(sess, "rollout serve: your game went on in your newer session, so this one ends without saving over it (a move made here since is not kept). Resume it there (R).\r\n")
	case endReplaced:
		if isTeacher {
			fmt.Fprintf(sess, "rollout serve: %s\r\n", l.replaced)
			break
		}
		fmt.Fprintf(sess, "rollout serve: %s Your game is saved: resume it there (R).\r\n", l.replaced)
		if sess.PublicKey() == nil {
			// Named by the user name alone: two people may share it (a
			// lab's one account, every Raspberry Pi's "pi"), and then
			// they take each other's seat and games.
			_, port, _ := net.SplitHostPort(s.Addr().String())
			fmt.Fprintf(sess, "If that was not you, someone else connected under the name %q too: each of you connects with a name of your own (ssh -p %s NAME@HOST).\r\n", name, port)
		}
	}
	sess.Exit(0)
	lg.Info("disconnect", "after", time.Since(start).Round(time.Second).String(), "reason", reason)
}

// refuse tells the client why its session ends, logs it, and closes it.
func refuse(sess ssh.Session, lg *log.Logger, reason, msg string) {
	lg.Info("refused", "reason", reason)
	fmt.Fprintf(sess.Stderr(), "%s\r\n", msg)
	sess.Exit(1)
}

// errStale refuses a save of a session whose student's game went on in
// a newer session.
var errStale = errors.New("your game went on in your newer session: this one no longer saves it")

// saveGuard says whether the session l may write its student's game
// (ui.Options.SaveGuard, asked under the state dir's lock before each
// write): only the newest session that wrote it may. A student whose
// connection froze opens a second session and plays the game on there;
// when the first comes back (a laptop woken, SIGCONT), its board holds
// the older game, and its next move wrote it over the newer one. Now
// the older session's write is refused and the session ends, told why;
// and the first write of a newer session ends at once every older one
// that wrote, so a frozen session is told as soon as it wakes. A
// session that never writes (one opened to watch a game) ends nobody.
// A session ending for another reason (quit, dropped, shutdown) still
// saves its game as it closes, unless a newer one has written since.
func (s *Server) saveGuard(l *live) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l.why() == endStale || l.seq < s.writer[l.user] {
		l.end(endStale)
		return errStale
	}
	s.writer[l.user] = l.seq
	l.wrote = true
	for o := range s.sessions {
		if o != l && o.user == l.user && o.wrote && o.seq < l.seq {
			o.end(endStale)
		}
	}
	return nil
}

// release counts a session out.
func (s *Server) release(l *live) {
	s.mu.Lock()
	delete(s.sessions, l)
	s.mu.Unlock()
	s.handlers.Done()
}

// capped is cfg within the session caps: its workers and its tree
// nodes, at the background priority.
func (s *Server) capped(cfg engine.Config) engine.Config {
	if cfg.Workers <= 0 || cfg.Workers > s.cfg.SessionWorkers {
		cfg.Workers = s.cfg.SessionWorkers
	}
	if cfg.NodeBudget <= 0 || cfg.NodeBudget > s.cfg.SessionNodes {
		cfg.NodeBudget = s.cfg.SessionNodes
	}
	// The searches wait for a core behind the sessions' screens and the
	// SSH handshakes (with the Ps Listen adds, the kernel chooses): a
	// session's first screen came 6.8 s after its connect while 29
	// others thought on two cores, 0.5-1 s since.
	cfg.Background = true
	return cfg
}

// newPlayer builds every engine a session plays or analyses with, within
// the caps.
func (s *Server) newPlayer(cfg engine.Config) (engine.Player, error) {
	return s.cfg.NewPlayer(s.capped(cfg))
}

// renderer draws for the session's terminal: its colour profile from the
// TERM and COLORTERM the client sent (plain without a terminal type). The
// background is never asked for: a client that does not answer would
// stall the session (termenv reads COLORFGBG when sent, else dark).
func renderer(sess ssh.Session, pty ssh.Pty) *lipgloss.Renderer {
	if pty.Term == "" || pty.Term == "dumb" {
		return lipgloss.NewRenderer(sess, termenv.WithProfile(termenv.Ascii))
	}
	return lipgloss.NewRenderer(sess, termenv.WithEnvironment(environ(sess.Environ())), termenv.WithUnsafe())
}

// environ is the client's environment as termenv reads it.
type environ []string

// Environ is the list of NAME=value pairs.
func (e environ) Environ() []string { return e }

// Getenv is the value of k, "" when unset.
func (e environ) Getenv(k string) string {
	for _, v := range e {
		if val, ok := strings.CutPrefix(v, k+"="); ok {
			return val
		}
	}
	return ""
}
