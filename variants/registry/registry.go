// Package registry is the list of games rollout can play, in the order
// menus and usage texts show them. The command line, the UI and the bench
// command find a game here by name, so adding a game means adding one line
// to the list below.
package registry

import (
	"fmt"
	"rollout/internal/clip"
	"slices"
	"strings"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/rollerball"
	"rollout/variants/tictactoe"
)

// all is the display order: the big games first, then the small ones.
var all = []*variants.Variant{
	chess.Variant,
	rollerball.Variant,
	tictactoe.Variant,
	nim.Variant,
	connect4.Variant,
}

// All returns every registered variant in display order. The slice is a
// copy; the descriptors are shared and must not be modified.
func All() []*variants.Variant { return slices.Clone(all) }

// Names returns the variants' names in display order.
func Names() []string {
	names := make([]string, len(all))
	for i, v := range all {
		names[i] = v.Name
	}
	return names
}

// Lookup returns the variant with the given name, ignoring case and
// surrounding space. An unknown name's error lists the known ones, so a
// person who mistyped sees the choices.
func Lookup(name string) (*variants.Variant, error) {
	want := strings.TrimSpace(name)
	for _, v := range all {
		if strings.EqualFold(v.Name, want) {
			return v, nil
		}
	}
	return nil, fmt.Errorf("registry: unknown variant %s (known: %s)", clip.Quote(name), strings.Join(Names(), ", "))
}
