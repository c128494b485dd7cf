package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"rollout/match"
)

func init() {
	register(command{"merge", "sum the -jsonl files of a match's shards into its table", runMerge})
}

// runMerge reads the JSON lines that the shards of one match wrote
// (`rollout match -shard i/n -jsonl FILE`; '-' reads stdin) and prints what
// the unsharded match prints on stdout: the game lines in game order, then
// the table. Games no shard reported are named on stderr and left out.
func runMerge(env *Env, args []string) error {
	fs := newFlagSet(env, "merge", "rollout merge FILE... (the -jsonl files of one match's shards; '-' reads stdin)")
	if err := parseOnly(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return flagError(fs, errors.New("merge: name the shards' -jsonl files"))
	}
	var readers []io.Reader
	for _, name := range fs.Args() {
		if name == "-" {
			readers = append(readers, env.Stdin)
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			return fileError("", name, err)
		}
		defer f.Close()
		readers = append(readers, f)
	}
	m, err := match.Merge(fs.Args(), readers)
	if err != nil {
		return usageError{err}
	}
	first := m.Lines[0]
	if len(m.Missing) > 0 {
		fmt.Fprintf(env.Stderr, "merge: %d of %d games missing (%s): the table counts %d\n",
			len(m.Missing), first.Games, ranges(m.Missing), len(m.Lines))
	}
	for _, l := range m.Lines {
		if err := gameLine(env.Stdout, l); err != nil {
			return err
		}
	}
	return writeMatchSummary(env.Stdout, m.Tally, displayNames(first.A, first.B), first.A, first.B)
}

// ranges writes sorted game numbers as "3, 6-10".
func ranges(ns []int) string {
	s := ""
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if s != "" {
			s += ", "
		}
		if j > i {
			s += fmt.Sprintf("%d-%d", ns[i], ns[j])
		} else {
			s += fmt.Sprint(ns[i])
		}
		i = j + 1
	}
	return s
}
