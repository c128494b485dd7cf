package cli

import (
	"flag"
	"fmt"

	"rollout/internal/clip"
)

// The one rule for every command's command line (docs/cli.md, Flags):
// flags may come before, between or after the arguments, as git reads
// them ("rollout merge a.jsonl b.jsonl -h"; the flag package alone stops
// at the first argument and took the rest as files); "--" ends the
// flags, so an argument that starts with "-" can follow it. A flag given
// twice is refused (the flag package kept the last silently): no flag
// here is a list that repeats, a list is one value ("-player flat,uct").

// parseAnywhere parses args with flags anywhere among the arguments,
// leaving fs.Args() the arguments in their order, and refuses a flag
// given twice.
func parseAnywhere(fs *flag.FlagSet, args []string) error {
	given := countSets(fs)
	defer given.restore()
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return err
		}
		if err := given.once(); err != nil {
			return err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			positional = append(positional, rest...)
			break
		}
		positional, args = append(positional, rest[0]), rest[1:]
	}
	// Parse again with only the arguments, after "--": fs.Args() is them.
	return fs.Parse(append([]string{"--"}, positional...))
}

// setCounts wraps a flag set's values to count how often each is set.
type setCounts struct {
	fs    *flag.FlagSet
	saved map[string]flag.Value
	sets  map[string][]string
}

// countSets wraps every flag of fs; restore puts the values back, so
// the commands see their own types (oneNameEach, Getter).
func countSets(fs *flag.FlagSet) *setCounts {
	c := &setCounts{fs: fs, saved: map[string]flag.Value{}, sets: map[string][]string{}}
	fs.VisitAll(func(f *flag.Flag) {
		c.saved[f.Name] = f.Value
		cv := countedValue{f.Value, f.Name, c}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			f.Value = countedBool{cv}
		} else {
			f.Value = cv
		}
	})
	return c
}

func (c *setCounts) restore() {
	c.fs.VisitAll(func(f *flag.Flag) { f.Value = c.saved[f.Name] })
}

// once refuses a flag set more than once, naming its values.
func (c *setCounts) once() error {
	var err error
	c.fs.VisitAll(func(f *flag.Flag) {
		if v := c.sets[f.Name]; len(v) > 1 && err == nil {
			err = fmt.Errorf("-%s given twice (%s, then %s): give it once", f.Name, clip.Quote(v[0]), clip.Quote(v[1]))
		}
	})
	return err
}

// countedValue is a flag's value that records each text it is set to.
type countedValue struct {
	flag.Value
	name string
	c    *setCounts
}

func (v countedValue) Set(s string) error {
	v.c.sets[v.name] = append(v.c.sets[v.name], s)
	return v.Value.Set(s)
}

// countedBool is a countedValue of a flag that may stand alone.
type countedBool struct{ countedValue }

func (countedBool) IsBoolFlag() bool { return true }
