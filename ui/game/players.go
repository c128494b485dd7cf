package game

import (
	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// Players lists the engine's players in display order; a variable so
// tests can shorten the list.
var Players = engine.Players

// Variants lists the games offered on the setup screen, in the
// registry's display order.
func Variants() []*variants.Variant { return registry.All() }

// Variant finds a game by its registry name, or nil.
func Variant(name string) *variants.Variant {
	v, err := registry.Lookup(name)
	if err != nil {
		return nil
	}
	return v
}
