package cli

import (
	"flag"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"

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

// invalidValue matches the flag package's error for a value its type
// does not read: `invalid value "x" for flag -seed: parse error` (and
// `invalid boolean value "x" for -csv: parse error`).
var invalidValue = regexp.MustCompile(`^invalid (?:boolean )?value "((?:[^"\\]|\\.)*)" for (?:flag )?-([^\s:]+): (.*)$`)

// valueError rewrites the flag package's error for a bad value as the
// commands' own errors read, the flag and its value first and then what
// the flag takes: `-seed "-1": want a whole number from 0 to ...`, not
// "parse error". Other errors pass unchanged.
func valueError(fs *flag.FlagSet, err error) error {
	m := invalidValue.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	value, uerr := strconv.Unquote(`"` + m[1] + `"`)
	f := fs.Lookup(m[2])
	if uerr != nil || f == nil {
		return err
	}
	want := m[3] // a value type's own error: it says what is wrong
	if g, ok := f.Value.(flag.Getter); ok {
		switch g.Get().(type) {
		case bool:
			want = "want true or false"
		case int, int64:
			want = fmt.Sprintf("want a whole number from %d to %d", math.MinInt64, math.MaxInt64)
		case uint, uint64:
			want = fmt.Sprintf("want a whole number from 0 to %d", uint64(math.MaxUint64))
		case float64:
			want = "want a number"
		case time.Duration:
			want = "want a duration such as 500ms, 2s or 1m30s"
		}
	}
	return fmt.Errorf("-%s %s: %s", f.Name, clip.Quote(value), want)
}
