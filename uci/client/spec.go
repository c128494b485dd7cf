package client

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"rollout/engine"
)

// Prefix starts a player name that names an external UCI engine; it is
// the engine package's, so a table's player is known as external
// (engine.ExternalInfo) without importing this package, and whether a
// name is a spec is engine.IsExternal, the one test of it.
const Prefix = engine.ExternalPrefix

// DefaultTimeout is how long past its time a search may go before the
// engine counts as hung, and how long an engine started may take to
// answer isready.
const DefaultTimeout = 10 * time.Second

// DefaultStartTimeout is how long the handshake (uci to uciok, the
// options, isready to readyok) may take: an engine starting on a busy
// machine reads its program and its network from disk while the cores
// are taken, and Stockfish once missed a 10 s handshake at load 25
// (docs/strength.md), which refused a working engine. A person waiting
// is told what for (the setup screen's "Starting", which esc gives up;
// the command line's "waiting for"), so a long wait bounds only a hang.
const DefaultStartTimeout = time.Minute

// Spec is a parsed "uci:NAME[,key=value...]" player name.
type Spec struct {
	// Command is NAME's first word, the program as given; Args are its
	// other words, the program's arguments ("uci:rollout uci": Command
	// "rollout", Args ["uci"]); Path is where the program was found.
	Command, Path string
	Args          []string
	// Options are the engine options to set, in the order given.
	Options []Option
	// MoveTime, Nodes and Depth, when set, replace the search budget the
	// player is given (movetime=200 or movetime=200ms, nodes=N, depth=N).
	MoveTime time.Duration
	Nodes    int64
	Depth    int
	// Timeout bounds the handshake and the wait past a search's time
	// (timeout=5s); when zero, DefaultStartTimeout bounds the handshake
	// and DefaultTimeout the rest.
	Timeout time.Duration
}

// Option is one engine option to send with setoption.
type Option struct{ Name, Value string }

// ParseSpec reads "uci:NAME[,key=value...]" and finds NAME's program.
// NAME is the program and, after spaces, its arguments ("uci:rollout uci"
// runs rollout's own UCI engine; a program whose path has spaces cannot
// be named). Keys are movetime, nodes, depth and timeout
// (case-insensitive); any other key is an engine option, checked against
// the engine's own list when it starts. Values cannot contain commas.
func ParseSpec(name string) (Spec, error) {
	if !engine.IsExternal(name) {
		return Spec{}, fmt.Errorf("uci: %q does not start with %q", name, Prefix)
	}
	parts := strings.Split(name[len(Prefix):], ",")
	words := strings.Fields(parts[0])
	if len(words) == 0 {
		return Spec{}, fmt.Errorf("uci: %q names no engine (want uci:NAME or uci:PATH)", name)
	}
	s := Spec{Command: words[0], Args: words[1:]}
	for _, part := range parts[1:] {
		key, value, ok := strings.Cut(part, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || key == "" {
			return Spec{}, fmt.Errorf("uci: %q: want key=value, got %q", name, part)
		}
		var err error
		switch strings.ToLower(key) {
		case "movetime":
			s.MoveTime, err = duration(value)
		case "timeout":
			s.Timeout, err = duration(value)
		case "nodes":
			s.Nodes, err = strconv.ParseInt(value, 10, 64)
			if err == nil && s.Nodes <= 0 {
				err = errors.New("must be positive")
			}
		case "depth":
			s.Depth, err = strconv.Atoi(value)
			if err == nil && s.Depth <= 0 {
				err = errors.New("must be positive")
			}
		default:
			s.Options = append(s.Options, Option{key, value})
		}
		if err != nil {
			return Spec{}, fmt.Errorf("uci: %q: %s=%s: %v", name, key, value, err)
		}
	}
	path, err := findProgram(s.Command)
	if err != nil {
		return Spec{}, err
	}
	s.Path = path
	return s, nil
}

// duration reads milliseconds ("200") or a Go duration ("1.5s"); it must
// be positive.
func duration(v string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		n, nerr := strconv.ParseInt(v, 10, 64)
		if nerr != nil {
			return 0, errors.New("want milliseconds or a duration like 200ms")
		}
		d = time.Duration(n) * time.Millisecond
	}
	if d <= 0 {
		return 0, errors.New("must be positive")
	}
	return d, nil
}

// Available reports whether the engine program cmd can be found where
// ParseSpec looks for it, so a client can offer "uci:stockfish" only on a
// machine that has it.
func Available(cmd string) bool {
	_, err := findProgram(cmd)
	return err == nil
}

// findProgram looks a command up on the PATH, then in the directories
// Debian installs game engines in (often not on a service's PATH).
func findProgram(cmd string) (string, error) {
	if p, err := exec.LookPath(cmd); err == nil {
		return p, nil
	}
	if !strings.ContainsRune(cmd, os.PathSeparator) {
		for _, dir := range []string{"/usr/games", "/usr/local/games"} {
			p := filepath.Join(dir, cmd)
			if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
				return p, nil
			}
		}
	}
	return "", fmt.Errorf("uci: engine %q not found (not an executable path, nor on the PATH or in /usr/games)", cmd)
}

// Short is the engine's name for tables: "uci:" and the program's base
// name.
func (s Spec) Short() string { return Prefix + filepath.Base(s.Command) }

// timeout is the spec's Timeout where it sets one, else def: the
// handshake takes DefaultStartTimeout, the rest (readyok, a write, the
// wait past a search's time) DefaultTimeout.
func (s Spec) timeout(def time.Duration) time.Duration {
	if s.Timeout > 0 {
		return s.Timeout
	}
	return def
}

// sets reports whether the spec sets the named engine option.
func (s Spec) sets(name string) bool {
	for _, o := range s.Options {
		if strings.EqualFold(o.Name, name) {
			return true
		}
	}
	return false
}
