package chess

// exploration is uct's exploration constant at chess: with a few thousand
// rollouts a move spread over some 30 moves, sqrt(2) spreads the visits so
// evenly that no line is searched deeply, and a smaller constant wins
// clearly at fast time controls (docs/results.md: "uct's exploration
// constant at chess").
const exploration = 0.35

// Exploration returns the constant uct uses at chess unless a player sets
// its own (variants.Explorer).
func (*Position) Exploration() float64 { return exploration }
