// Package nav is how the ui's screens and its root talk: the Screen
// contract every screen implements (Update, View, Close), Mode (the one
// screen-selection type: the screen to open on, the screen a StartGameMsg
// asks for, the root's slot that holds it), the key readers (ReadKey;
// Typed, the keys a misread read stands for) and the navigation messages a
// screen asks the root with for anything beyond itself: start a game, a
// study or the analysis board, leave one, show a screen the root holds.
// What the messages carry (GameConfig, StudyConfig, AnalysisConfig) is
// ui/game's. Screens never import each other; they only send these
// messages. nav imports no screen and no component.
//
// A screen asks by keeping a Request on the model its Update returns
// (Asker); the root takes it (Take) right after that Update and acts on
// it before the next message, so a key read together with the one that
// switched screens (tmux's send-keys A Escape, fast typing) reaches the
// screen it opened. A Cmd's message would queue behind the keys already
// read, which went to the screen left. ReadKey ends a read of several
// letters at the one that asks; the rest (Request.Rest) goes to the
// screen the root shows next. News that opens no screen (FlagMsg,
// GameOverMsg, RematchMsg) is still a Cmd's message, made with Emit.
//
// Who sends what to whom (a screen keeps its request, or returns news as
// a Cmd made with Emit; the root's Model.Update routes it or answers):
//
//	setup    --nav.StartGameMsg{Mode, Cfg}--> root: opens the mode's screen
//	setup    --nav.ResumeGameMsg{Previous}--> root: resumes a saved game (R, P)
//	setup    --nav.CancelStartMsg{}---------> root: gives up starting the engines
//	play     --nav.LeaveGameMsg{}-----------> root: closes the game, shows setup
//	play     --nav.OpenStudyMsg{Cfg}--------> root: opens the study on the position
//	play     --nav.OpenAnalysisMsg{Cfg}-----> root: opens the analysis board
//	learn    --nav.OpenStudyMsg{Cfg}--------> root: opens the lesson's search (FromLearn)
//	study    --nav.LeaveStudyMsg{ToGame}----> root: back to the game, lesson or setup
//	analysis --nav.LeaveAnalysisMsg{ToGame}-> root: back to the game or setup
//	analysis --nav.FlagMsg{}----------------> root: the game's clock ran out (study too)
//	root     --nav.FlagMsg{}----------------> play: judge the flag, shown or not
//	play     --nav.GameOverMsg{Text}--------> analysis, study: the game behind ended
//	any      --nav.ShowScreenMsg{ID}--------> root: shows a screen it holds
//	root     --nav.ResumePlayMsg{Refused}---> play: shown again, go on
//	root     --nav.HideMsg{}----------------> play, analysis: hidden by a push, wait
//	root     --nav.ShowAgainMsg{}-----------> analysis: shown after a push, search again
//	root     --nav.SetupErrorMsg{Err}-------> setup: why a screen did not open
//	root     --nav.SetupBusyMsg{Note}-------> setup: what the root waits for
//	root     --nav.ResumeOfferMsg{...}------> setup: the games R and P resume
package nav
