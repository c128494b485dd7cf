package classroom

import (
	"rollout/ui/game"
	"rollout/ui/nav"
)

// The server's news for a student's program beyond invitations: the
// teacher's push and what the server says.

// PushMsg puts what the teacher chose in front of the student: the
// position on the study screen, or the lesson. The student can leave it
// as any screen; EndPushMsg takes it away.
type PushMsg struct{ Push game.Push }

// EndPushMsg ends the teacher's push: a student still on the pushed
// screen goes back to the screen they were on.
type EndPushMsg struct{}

// NoticeMsg is news for the person from the server ("alice left"),
// said by the screen shown (the play screen).
type NoticeMsg = nav.NoticeMsg

// SayMsg is what the server says on the last line until the next key
// (a paste it refused: serve.MaxPasteBytes), over any screen.
type SayMsg struct{ Text string }
