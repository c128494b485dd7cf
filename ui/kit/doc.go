// Package kit is what every screen and component of the ui shares and
// nothing else: Common (the styles, the global keys, the ASCII flag and
// the terminal's size, handed to every component), the styles and the
// colour palette, the KeyMap, the one Status type of the message area,
// the layout guards (FitScreen, TooSmallView, PadRight), text formatting
// (counts, wrapping, outcomes), the budget choices and the game and player
// registries as the ui sees them. It imports no screen and no component:
// it is the bottom of the ui's packages beside nav, enginerun and
// autosave.
package kit
