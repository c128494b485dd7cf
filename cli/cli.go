package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"

	"rollout/internal/clip"
)

// version is the program's version, printed by -version.
const version = "0.1.0"

// command is one subcommand: its name, a one-line summary and its runner.
type command struct {
	name    string
	summary string
	run     func(env *Env, args []string) error
}

// Env is what a command reads and writes: the process's arguments and
// streams, passed in so tests can run commands in-process.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// usageError marks an error in the user's input: exit status 2.
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// commands lists the subcommands; the TUI runs when none is named.
var commands []command

func register(c command) {
	commands = append(commands, c)
	sort.Slice(commands, func(i, j int) bool { return commands[i].name < commands[j].name })
}

// Main runs the program with the given arguments (without the program
// name) and returns the exit status.
func Main(env *Env, args []string) int {
	args = helpArgs(args)
	run, rest := runTUI, args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		found := false
		for _, c := range commands {
			if c.name == args[0] {
				run, rest, found = c.run, args[1:], true
			}
		}
		if !found {
			fmt.Fprintf(env.Stderr, "rollout: unknown command %s\n%s\n", clip.Quote(args[0]), flagHint(""))
			return 2
		}
	}
	out := &stdoutCheck{w: env.Stdout}
	checked := *env
	checked.Stdout = out
	err := run(&checked, rest)
	if err == nil || errors.Is(err, flag.ErrHelp) {
		err = out.lost()
	}
	err = inCommand(err, args, rest)
	var ue usageError
	var he hintError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(env.Stderr, "rollout: %v\n", err)
		if errors.As(err, &he) {
			fmt.Fprintln(env.Stderr, he.hint)
		}
		return 2
	default:
		fmt.Fprintf(env.Stderr, "rollout: %v\n", err)
		return 1
	}
}

// inCommand is a command's error as every command says it, after the
// command's name ("match: -games -1: at least 1"), which most of them
// wrote themselves and some did not ("-max-sessions 0: at least 1"
// beside "serve: -session-workers 300: at most 256"); the TUI's have
// no command to name.
func inCommand(err error, args, rest []string) error {
	if err == nil || len(rest) == len(args) || errors.Is(err, flag.ErrHelp) {
		return err
	}
	name := args[0]
	// "serve progress: ..." names a subcommand, its command first.
	if strings.HasPrefix(err.Error(), name+": ") || strings.HasPrefix(err.Error(), name+" ") {
		return err
	}
	return commandError{name, err}
}

// commandError is err said after the command's name; it is a usage
// error (and has a hint) when err is.
type commandError struct {
	name string
	err  error
}

func (e commandError) Error() string { return e.name + ": " + e.err.Error() }
func (e commandError) Unwrap() error { return e.err }

// helpArgs turns "help" and "help COMMAND", as go and git take them, into
// the -h that prints the same usage; other arguments pass unchanged.
func helpArgs(args []string) []string {
	if len(args) == 0 || args[0] != "help" {
		return args
	}
	return append(append([]string(nil), args[1:]...), "-h")
}

// mainUsage is the first lines of -h: the usage line and the commands.
func mainUsage() string {
	var b strings.Builder
	b.WriteString("usage: rollout [flags]            play in the terminal UI\n")
	b.WriteString("       rollout COMMAND [flags]    run a headless command\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-8s %s\n", c.name, c.summary)
	}
	b.WriteString("\nrun 'rollout COMMAND -h' for a command's flags\n")
	return b.String()
}

// newFlagSet returns a flag set that reports errors as usage errors and
// prints its usage on -h, to stdout: help asked for is the command's
// output (exit 0, as "go help" and GNU tools print it), while the flag
// package prints it on stderr; an error's one line and hint stay on
// stderr (parseOnly).
func newFlagSet(env *Env, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.Stdout)
	fs.Usage = func() {
		fmt.Fprintf(env.Stdout, "usage: %s\n", synopsis)
		n := 0
		fs.VisitAll(func(*flag.Flag) { n++ })
		if n == 0 { // uci: the usage line alone, not an empty list
			return
		}
		fmt.Fprint(env.Stdout, "\nflags:\n")
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args and refuses stray arguments. A bad flag is a
// usage error carrying one line that names -h (flagError); the usage
// itself is printed only for -h, so the message is not lost above it.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := parseOnly(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return flagError(fs, fmt.Errorf("unexpected argument %s", clip.Quote(fs.Arg(0))))
	}
	return nil
}

// parseOnly parses args with the flag package's own printing silenced,
// flags anywhere among the arguments and each given once (parseAnywhere):
// -h prints the usage and returns flag.ErrHelp, a bad flag returns
// flagError. Commands that take arguments (merge) call it directly.
func parseOnly(fs *flag.FlagSet, args []string) error {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := parseAnywhere(fs, args)
	fs.Usage = usage
	fs.SetOutput(out)
	switch {
	case err == nil:
		return oneNameEach(fs)
	case errors.Is(err, flag.ErrHelp):
		fs.Usage()
		return err
	default:
		return flagError(fs, valueError(fs, err))
	}
}

// hintError is a usage error followed, on its own line, by a hint (where
// the flags are listed).
type hintError struct {
	usageError
	hint string
}

func (h hintError) Unwrap() error { return h.usageError }

// flagError is a usage error about fs's flags, with the line naming -h.
func flagError(fs *flag.FlagSet, err error) error {
	name := fs.Name()
	if name == "rollout" {
		name = ""
	}
	if strings.Contains(name, " ") { // a subcommand ("serve progress"): said by its whole name
		err = fmt.Errorf("%s: %w", name, err)
	}
	return hintError{usageError{err}, flagHint(name)}
}

// flagHint is the one line after a flag error: where the flags are listed.
func flagHint(command string) string {
	if command == "" {
		return "run 'rollout -h' for the commands and flags"
	}
	return "run 'rollout " + command + " -h' for its flags"
}

// oneNameEach refuses two names of one flag given together (-fen and
// -position, match's -clock and -tc, -pgn-dir and -pgn-out): they share
// one value, so the last would silently win over the first. Boolean
// aliases (the -mode ones) are -mode's to judge.
func oneNameEach(fs *flag.FlagSet) error {
	seen := map[uintptr]string{}
	var err error
	fs.Visit(func(f *flag.Flag) {
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			return
		}
		v := reflect.ValueOf(f.Value)
		if v.Kind() != reflect.Pointer || err != nil {
			return
		}
		if other, ok := seen[v.Pointer()]; ok {
			err = flagError(fs, fmt.Errorf("-%s and -%s are one flag: give one", other, f.Name))
			return
		}
		seen[v.Pointer()] = f.Name
	})
	return err
}
