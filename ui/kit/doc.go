// Package kit is the ui's presentation, shared by every screen and
// component and nothing else: Common (the styles, the global keys, the
// ASCII flag and the terminal's size, handed to every component), the
// styles and the colour palette, the KeyMap, the one Status type of the
// message area, the layout guards (FitScreen, TooSmallView, PadRight),
// help paging and the short help's fit, text formatting (counts,
// wrapping, a game's outcome and tags in words, budgets' labels and the
// menu's budget choices). It
// imports no screen and no component, and neither the save slots nor
// the match: the game's configuration is ui/game's.
package kit
