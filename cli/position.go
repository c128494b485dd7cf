package cli

import (
	"flag"
	"strings"

	"rollout/variants"
	"rollout/variants/registry"
)

// gameFlags are the flags that pick a game and a position in it, shared by
// every command.
type gameFlags struct {
	variant  string
	position string
	moves    string
}

func (g *gameFlags) register(fs *flag.FlagSet, defaultVariant string) {
	fs.StringVar(&g.variant, "variant", defaultVariant, "game: "+strings.Join(registry.Names(), ", "))
	fs.StringVar(&g.position, "position", "", "start position text (FEN for chess; see README); default the game's start")
	fs.StringVar(&g.moves, "moves", "", `moves played from the position, space-separated ("e2e4 e7e5")`)
}

// load returns the variant and the position the flags describe. Every
// problem is a usage error that says what was wrong: an unknown variant,
// a bad position text, or the index and text of an illegal move.
func (g *gameFlags) load() (*variants.Variant, variants.Position, error) {
	v, err := registry.Lookup(g.variant)
	if err != nil {
		return nil, nil, usageError{err}
	}
	pos, err := StartPosition(v, g.position, g.moves)
	if err != nil {
		return nil, nil, usageError{err}
	}
	return v, pos, nil
}

// StartPosition reads a position text (empty: the start) and plays the
// space-separated moves on it. An illegal move is reported by its 1-based
// index and text.
func StartPosition(v *variants.Variant, position, moves string) (variants.Position, error) {
	var pos variants.Position
	if strings.TrimSpace(position) == "" {
		pos = v.Start()
	} else {
		p, err := v.Parse(position)
		if err != nil {
			return nil, err
		}
		pos = p
	}
	for i, text := range strings.Fields(moves) {
		if o := pos.Outcome(); o.Over() {
			return nil, usagef("move %d %q: the game is already over (%s)", i+1, text, o)
		}
		m, err := pos.DecodeMove(text)
		if err != nil {
			return nil, usagef("move %d %q: %v", i+1, text, err)
		}
		pos.Play(m)
	}
	return pos, nil
}
