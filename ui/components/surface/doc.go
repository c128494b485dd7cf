// Package surface draws a position and turns gestures on it into moves.
// New chooses the Surface by the capabilities the position offers: heaps
// (variants.Heaper), a grid Board (variants.Grid; drop games through
// variants.Dropper), or a text diagram; the heat map modes colour
// the moves an engine is thinking about. Everything that differs between
// games comes from optional interfaces in package variants, never from a
// game's name. It imports only the kit.
package surface
