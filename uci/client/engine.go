package client

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Engine is a running UCI engine process after a completed handshake.
// One goroutine talks to it at a time (the Player's Search); Close may be
// called from any goroutine, more than once.
type Engine struct {
	spec    Spec
	name    string            // "id name", or the command
	options map[string]string // declared option names, by lower case
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string   // the engine's output lines; closed at its end
	exited  chan struct{} // closed once the process has been reaped
	waitErr error         // the process's exit status, once exited
	stderr  *tail
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

// Start runs the spec's program with its arguments, completes the handshake (uci until uciok,
// each option with setoption, isready until readyok) within the spec's
// timeout, and returns the engine. Any failure reaps the process and says
// what went wrong.
func Start(spec Spec) (*Engine, error) {
	cmd := exec.Command(spec.Path, spec.Args...)
	setParentDeath(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("uci: %s: %w", spec.Command, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("uci: %s: %w", spec.Command, err)
	}
	e := &Engine{spec: spec, name: spec.Command, options: map[string]string{}, cmd: cmd, stdin: stdin,
		lines: make(chan string, 1024), exited: make(chan struct{}), stderr: &tail{}}
	cmd.Stderr = e.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("uci: starting %s: %w", spec.Command, err)
	}
	go e.read(stdout)
	if err := e.handshake(); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// read forwards the engine's output lines, then reaps the process.
func (e *Engine) read(stdout io.Reader) {
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		e.lines <- sc.Text()
	}
	close(e.lines)
	e.waitErr = e.cmd.Wait()
	close(e.exited)
}

func (e *Engine) handshake() error {
	if err := e.send("uci"); err != nil {
		return err
	}
	err := e.await(context.Background(), "uciok", e.spec.timeout(), func(line string) {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			e.name = strings.TrimSpace(name)
		}
		if rest, ok := strings.CutPrefix(line, "option name "); ok {
			name, _, _ := strings.Cut(rest, " type ")
			name = strings.TrimSpace(name)
			e.options[strings.ToLower(name)] = name
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
			return fmt.Errorf("uci: %s has no option %q (it has: %s)", e.name, o.Name, e.optionList())
		}
		if err := e.send("setoption name " + name + " value " + o.Value); err != nil {
			return err
		}
	}
	return e.Ready()
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
func (e *Engine) Ready() error {
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.await(context.Background(), "readyok", e.spec.timeout(), nil)
}

// NewGame sends ucinewgame and waits until the engine is ready.
func (e *Engine) NewGame() error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.Ready()
}

// send writes one command line.
func (e *Engine) send(line string) error {
	if _, err := io.WriteString(e.stdin, line+"\n"); err != nil {
		return e.died(fmt.Sprintf("sending %q", line))
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

// died builds the error for an engine whose output ended while we waited.
func (e *Engine) died(doing string) error {
	status := "its output closed"
	select {
	case <-e.exited:
		status = "it exited"
		if e.waitErr != nil {
			status = fmt.Sprintf("it exited (%v)", e.waitErr)
		}
	case <-time.After(time.Second):
	}
	msg := fmt.Sprintf("uci: %s stopped answering while %s: %s", e.name, doing, status)
	if last := e.stderr.String(); last != "" {
		msg += "; its last words: " + last
	}
	return fmt.Errorf("%s", msg)
}

// Close asks the engine to quit, gives it a second, kills it if it has not
// gone, and reaps it. It is safe to call more than once and concurrently.
func (e *Engine) Close() error {
	e.close.Do(func() {
		io.WriteString(e.stdin, "quit\n")
		e.stdin.Close()
		select {
		case <-e.exited:
		case <-time.After(time.Second):
			e.cmd.Process.Kill()
			go func() { // drain so the reader can finish and reap
				for range e.lines {
				}
			}()
			<-e.exited
		}
	})
	return nil
}
