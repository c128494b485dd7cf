package cli

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"unicode"

	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/registry"
)

// gameFlags are the flags that pick a game and a position in it, shared by
// every command.
type gameFlags struct {
	variant  string
	position string
	moves    string
	pgn      string
	game     int
	fs       *flag.FlagSet
	// note is what loading has to tell the user (a PGN game read only up
	// to where the rules ended it); commands print it on stderr.
	note string
}

// register adds -variant (defaulting to def, which -h shows), -position,
// -moves, and -pgn/-game to read a game from a PGN file instead: -pgn
// reads in every command (writing is -pgn-out).
func (g *gameFlags) register(fs *flag.FlagSet, def string) {
	g.fs = fs
	fs.StringVar(&g.variant, "variant", def, "game: "+strings.Join(registry.Names(), ", "))
	fs.StringVar(&g.position, "position", "", "start position text (FEN for chess; README, Games and notations); default the game's start")
	fs.StringVar(&g.moves, "moves", "", `moves played from the position, separated by spaces or commas ("e2e4 e7e5", "e4,e5"; move numbers, as PGN copies them, are passed over: "1. e4 e5 2.Nf3")`)
	fs.StringVar(&g.pgn, pgnFlag, "", "read the game from this PGN file (chess; -moves are played after it)")
	fs.IntVar(&g.game, "game", 1, "with -pgn: which game of the file, from 1")
}

// load returns the variant and the game the flags describe. Every problem
// is a usage error that says what was wrong: an unknown variant, a bad
// position text, a PGN file that does not read (naming the game and the
// move), or the index and text of an illegal move.
func (g *gameFlags) load() (*variants.Variant, *variants.Record, error) {
	v, err := lookupVariant("-variant", g.variant)
	if err != nil {
		return nil, nil, err
	}
	if g.game < 1 {
		return nil, nil, usagef("-game %d: counts from 1", g.game)
	}
	if g.pgn == "" {
		rec, err := variants.Replay(v, g.position, moveTexts(g.moves))
		if err != nil {
			return nil, nil, usageError{err}
		}
		return v, rec, nil
	}
	if !g.set("variant") {
		v = pgnVariant(v)
	}
	rec, err := g.readPGNFile(v)
	if err != nil {
		return nil, nil, usageError{err}
	}
	// -moves continue the game from the file; their numbers count on.
	base := rec.Len()
	for i, text := range moveTexts(g.moves) {
		if _, err := rec.PlayText(text); err != nil {
			return nil, nil, usagef("move %d %q: %v", base+i+1, text, err)
		}
	}
	return v, rec, nil
}

// moveTexts splits a -moves list into its moves, separated by spaces or
// commas ("e4,e5" was read as one malformed move; no game's move text
// holds a comma), passing over the move numbers of moves copied from PGN
// ("1. e4 e5 2.Nf3 Nc6 3... Bb4"): "1." was refused as a malformed move.
func moveTexts(list string) []string {
	var out []string
	sep := func(r rune) bool { return r == ',' || unicode.IsSpace(r) }
	for _, f := range strings.FieldsFunc(list, sep) {
		digits := strings.TrimLeft(f, "0123456789")
		if len(digits) == len(f) || !strings.HasPrefix(digits, ".") {
			out = append(out, f) // no number: a move (connect4's 4, nim's 2:3)
			continue
		}
		if rest := strings.TrimLeft(digits, "."); rest != "" {
			out = append(out, rest) // 2.Nf3
		}
	}
	return out
}

// loadNoting is load, printing on stderr what loading had to tell (moves
// dropped after a game-ending rule, a contradicting Result): every
// headless command says it the same way.
func (g *gameFlags) loadNoting(env *Env) (*variants.Variant, *variants.Record, error) {
	v, rec, err := g.load()
	if err == nil && g.note != "" {
		fmt.Fprintf(env.Stderr, "rollout: %s\n", g.note)
	}
	return v, rec, err
}

// set reports whether the flag was given on the command line.
func (g *gameFlags) set(name string) bool {
	found := false
	g.fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// pgnVariant returns the game -pgn reads when no -variant is given: def if
// it reads PGN, else the first game that does (chess).
func pgnVariant(def *variants.Variant) *variants.Variant {
	if _, ok := def.Start().(variants.PGNReader); ok {
		return def
	}
	for _, v := range registry.All() {
		if _, ok := v.Start().(variants.PGNReader); ok {
			return v
		}
	}
	return def
}

// readPGNFile reads game number g.game of the PGN file g.pgn into a
// record.
func (g *gameFlags) readPGNFile(v *variants.Variant) (*variants.Record, error) {
	if g.position != "" {
		return nil, fmt.Errorf("-pgn and -position: give one (a PGN game has its own start)")
	}
	if _, ok := v.Start().(variants.PGNReader); !ok {
		return nil, fmt.Errorf("-pgn: %s games have no PGN", v.Name)
	}
	f, err := os.Open(g.pgn)
	if err != nil {
		return nil, fileError("-pgn", g.pgn, err)
	}
	defer f.Close()
	// Streamed: only the game asked for is kept, whatever the file's size.
	rec, tags, err := variants.ReadPGNGame(v, f, g.game)
	if err != nil {
		return nil, fileError("-pgn", g.pgn, err)
	}
	if note := tags["RolloutNote"]; note != "" {
		g.note = fmt.Sprintf("%s: game %d: %s", g.pgn, g.game, note)
	}
	return rec, nil
}

// lookupVariant is the game a flag names, or a usage error naming the
// flag ("-variant \"go\": unknown variant (known: ...)"): the registry's
// own error named the package.
func lookupVariant(flagName, name string) (*variants.Variant, error) {
	v, err := registry.Lookup(name)
	if err != nil {
		return nil, usagef("%s %s: unknown variant (known: %s)", flagName, clip.Quote(name), strings.Join(registry.Names(), ", "))
	}
	return v, nil
}
