package client

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"rollout/internal/clip"
)

// Engine is a running UCI engine process after a completed handshake.
// One goroutine talks to it at a time (the Player's Search); Close may be
// called from any goroutine, more than once.
//
// Nothing here waits without bound on the process: it runs in a process
// group of its own, which Close kills whole (a wrapper script that does
// not exec, or a background child holding the output, dies with it);
// every write has a deadline (an engine that stops reading cannot block
// us on a full pipe); and the process is reaped apart from its output, so
// a pipe held open by a stray descendant never stalls Close.
type Engine struct {
	spec    Spec
	name    string            // "id name", or the command
	options map[string]string // declared option names, by lower case
	decls   map[string]string // each declaration after its name ("type spin default 20 min 0 max 20"), by lower case
	cmd     *exec.Cmd
	stdin   *os.File      // our end of the engine's input
	stdout  *os.File      // our end of its output
	lines   chan string   // the engine's output lines; closed at its end
	exited  chan struct{} // closed once the process has been reaped
	waitErr error         // the process's exit status, once exited
	stderr  *tail
	said    chan struct{} // closed once stderr has ended (all of it in stderr)
	close   sync.Once
}

// tail keeps the last bytes an engine wrote on stderr, for error messages.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if n := len(t.buf); n > 512 {
		t.buf = append(t.buf[:0], t.buf[n-512:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}

// Start runs the spec's program with its arguments, completes the
// handshake (uci until uciok, each option with setoption, isready until
// readyok) within the spec's timeout (DefaultStartTimeout when it sets
// none), and returns the engine. Any failure kills and reaps the
// process and says what went wrong.
func Start(spec Spec) (*Engine, error) {
	return StartContext(context.Background(), spec)
}

// StartContext is Start, given up (the process killed) when ctx ends
// first: Player.Close during a slow handshake returns at once.
func StartContext(ctx context.Context, spec Spec) (*Engine, error) {
	cmd := exec.Command(spec.Path, spec.Args...)
	setProcessGroup(cmd)
	var ends [6]*os.File // our end and the engine's of stdin, stdout, stderr
	for i := 0; i < 6; i += 2 {
		r, w, err := os.Pipe()
		if err != nil {
			for _, f := range ends[:i] {
				f.Close()
			}
			return nil, fmt.Errorf("uci: %s: %w", spec.Command, err)
		}
		if i == 0 { // stdin: we write, the engine reads
			ends[i], ends[i+1] = w, r
		} else {
			ends[i], ends[i+1] = r, w
		}
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = ends[1], ends[3], ends[5]
	e := &Engine{spec: spec, name: spec.Command, options: map[string]string{}, decls: map[string]string{}, cmd: cmd, stdin: ends[0], stdout: ends[2],
		lines: make(chan string, 1024), exited: make(chan struct{}), stderr: &tail{}, said: make(chan struct{})}
	err := cmd.Start()
	for _, f := range []*os.File{ends[1], ends[3], ends[5]} {
		f.Close() // the engine holds its own copies
	}
	if err != nil {
		for _, f := range []*os.File{ends[0], ends[2], ends[4]} {
			f.Close()
		}
		return nil, fmt.Errorf("uci: starting %s: %w", spec.Command, err)
	}
	go e.read(ends[2])
	go func() {
		io.Copy(e.stderr, ends[4])
		ends[4].Close()
		close(e.said)
	}()
	go func() {
		e.waitErr = cmd.Wait()
		close(e.exited)
	}()
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// read forwards the engine's output lines until the output ends (or
// Close closes our end of it).
func (e *Engine) read(stdout io.Reader) {
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		e.lines <- sc.Text()
	}
	close(e.lines)
}

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.send("uci"); err != nil {
		return err
	}
	err := e.await(ctx, "uciok", e.spec.timeout(DefaultStartTimeout), func(line string) {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			e.name = strings.TrimSpace(name)
		}
		if rest, ok := strings.CutPrefix(line, "option name "); ok {
			name, decl, _ := strings.Cut(rest, " type ")
			name = strings.TrimSpace(name)
			e.options[strings.ToLower(name)] = name
			e.decls[strings.ToLower(name)] = "type " + strings.TrimSpace(decl)
		}
	})
	if err != nil {
		return err
	}
	opts := e.spec.Options
	if name, ok := e.options["uci_showwdl"]; ok && !e.spec.sets(name) {
		// The table shows wins, draws and losses when the engine says them.
		opts = append([]Option{{name, "true"}}, opts...)
	}
	for _, o := range opts {
		name, ok := e.options[strings.ToLower(o.Name)]
		if !ok {
			return fmt.Errorf("uci: %s has no option %s (it has: %s)", e.name, clip.Quote(o.Name), e.optionList())
		}
		if err := e.send("setoption name " + name + " value " + o.Value); err != nil {
			return err
		}
	}
	return e.ready(ctx, e.spec.timeout(DefaultStartTimeout))
}

func (e *Engine) optionList() string {
	var names []string
	for _, n := range e.options {
		names = append(names, n)
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// Name returns the engine's own name ("id name").
func (e *Engine) Name() string { return e.name }

// Ready sends isready and waits for readyok within the spec's timeout.
// Whatever the engine said before readyok is dropped: a search's stray
// second bestmove cannot be taken for the next search's answer.
func (e *Engine) Ready() error { return e.ready(context.Background(), e.spec.timeout(DefaultTimeout)) }

func (e *Engine) ready(ctx context.Context, timeout time.Duration) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.await(ctx, "readyok", timeout, nil)
}

// NewGame sends ucinewgame and waits until the engine is ready.
func (e *Engine) NewGame() error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.Ready()
}

// Position sends "position fen TEXT": a position scored on its own, not
// a game's moves (rollout tune labels positions with an engine's scores;
// the Player sends a game's moves itself).
func (e *Engine) Position(fen string) error { return e.send("position fen " + fen) }

// send writes one command line, giving up after the spec's timeout: an
// engine that stops reading fills the pipe, and a write to a full pipe
// would otherwise wait for ever.
func (e *Engine) send(line string) error {
	e.stdin.SetWriteDeadline(time.Now().Add(e.spec.timeout(DefaultTimeout)))
	if _, err := io.WriteString(e.stdin, line+"\n"); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fmt.Errorf("uci: %s read no input for %v (sending %s): hung?", e.name, e.spec.timeout(DefaultTimeout), clip.Quote(line))
		}
		return e.died("sending " + clip.Quote(line))
	}
	return nil
}

// await reads lines until one equals want (or starts with want+" "),
// handing every other line to seen; it fails when the engine's output ends
// or the timeout passes first.
func (e *Engine) await(ctx context.Context, want string, timeout time.Duration, seen func(string)) error {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return e.died("waiting for " + want)
			}
			if line == want || strings.HasPrefix(line, want+" ") {
				return nil
			}
			if seen != nil {
				seen(line)
			}
		case <-timer.C:
			return fmt.Errorf("uci: %s sent no %s within %v", e.name, want, timeout)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// diedGrace is how long died waits for an engine whose output closed to
// exit, and then for the end of its error output. An engine that closes
// its output exits within milliseconds; the grace is long so that a
// starved machine (a race-built engine under load) still reports the
// exit status and last words instead of "its output closed".
const diedGrace = 5 * time.Second

// died builds the error for an engine whose output ended while we waited.
func (e *Engine) died(doing string) error {
	status := "its output closed"
	select {
	case <-e.exited:
		status = "it exited"
		if e.waitErr != nil {
			status = fmt.Sprintf("it exited (%v)", e.waitErr)
		}
	case <-time.After(diedGrace):
	}
	// The last words are all in once stderr has ended, at the engine's
	// exit unless a child it left holds it: read before, they were lost
	// when the copy had not caught up (seen under -race at load 20).
	select {
	case <-e.said:
	case <-time.After(diedGrace):
	}
	msg := fmt.Sprintf("uci: %s stopped answering while %s: %s", e.name, doing, status)
	if last := e.stderr.String(); last != "" {
		msg += "; its last words: " + last
	}
	return fmt.Errorf("%s", msg)
}

// closeGrace is how long Close lets an engine quit by itself before it
// kills the engine's process group.
const closeGrace = time.Second

// Close asks the engine to quit, gives it closeGrace, then kills its
// whole process group (the engine, a wrapper's child, any background
// process they started) and reaps it. It returns within a few seconds
// whatever the engine does, and is safe to call more than once and
// concurrently.
func (e *Engine) Close() error {
	e.close.Do(func() {
		e.stdin.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
		io.WriteString(e.stdin, "quit\n")
		e.stdin.Close()
		select {
		case <-e.exited:
		case <-time.After(closeGrace):
		}
		// Always: the engine may have quit and left a child behind.
		killGroup(e.cmd)
		select {
		case <-e.exited:
		case <-time.After(5 * time.Second): // unkillable (a stuck disk read): leave it to the kernel
		}
		// Ends the reader even if a process outside the group holds the
		// engine's output open.
		e.stdout.Close()
		go func() {
			for range e.lines {
			}
		}()
	})
	return nil
}

// StaticEval asks the engine for its static evaluation of the position
// fen by the "eval" command (Stockfish's, not UCI's), which prints a
// line "Final evaluation +0.35 (white side)": it returns that value in
// centipawns for the side to move, with no search (rollout tune's
// cheapest labels). An engine that prints no such value (no "eval"
// command, or a position in check) is an error.
func (e *Engine) StaticEval(fen string) (int, error) {
	if err := e.Position(fen); err != nil {
		return 0, err
	}
	if err := e.send("eval"); err != nil {
		return 0, err
	}
	if err := e.send("isready"); err != nil {
		return 0, err
	}
	var (
		pawns float64
		found bool
	)
	err := e.await(context.Background(), "readyok", e.spec.timeout(DefaultTimeout), func(line string) {
		rest, ok := strings.CutPrefix(line, "Final evaluation")
		if !ok {
			return
		}
		f := strings.Fields(rest)
		if len(f) >= 2 && f[1] == "(white" {
			if v, err := strconv.ParseFloat(f[0], 64); err == nil {
				pawns, found = v, true
			}
		}
	})
	if err != nil {
		return 0, err
	}
	if !found {
		return 0, fmt.Errorf("uci: %s gave no static evaluation of %s", e.name, fen)
	}
	cp := int(math.Round(pawns * 100))
	if f := strings.Fields(fen); len(f) > 1 && f[1] == "b" {
		cp = -cp
	}
	return cp, nil
}
