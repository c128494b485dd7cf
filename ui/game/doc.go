// Package game is the ui's configuration of a game, without Bubble Tea:
// what the setup screen or the command line decides (GameConfig: the
// game, its position, who plays each side as SideOptions, the seed, the
// directories), what the command line gives every game (Defaults:
// Prepare), the running Series of engine games, the conversion of a
// game to its save and back (Snapshot, SeriesFromSave), the games and
// players on offer (Variants, Variant, Players), and what a study or the
// analysis board opens on (StudyConfig, AnalysisConfig) with the one
// builder of each from a game. Screens and the root share it; it imports
// engine, match, variants and ui/autosave, and no package that draws.
package game
