// Package nav is how the ui's screens and its root talk: the Screen
// contract every screen implements (Update, View, Close), Mode (the one
// screen-selection type: the screen to open on, the screen a StartGameMsg
// asks for, the root's slot that holds it), the one key reader (ReadKey)
// and the navigation messages a screen returns, through Emit, to ask the
// root for anything beyond itself: start a game, a study or the analysis
// board, leave one, show a screen the root holds. What the messages carry
// (GameConfig, StudyConfig, AnalysisConfig) is ui/game's. Screens never
// import each other; they only send these messages. nav imports no
// screen and no component.
package nav
