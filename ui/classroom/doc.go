// Package classroom is what a student's program of rollout serve knows
// of the class, with no Bubble Tea model: the invitations students send
// each other (Invitation, InviteMsg, WithdrawnMsg) and those a program
// shows on its last line (Invites), a game between two students that a
// third may watch (Watch), how the program acts on the class (Desk,
// which the server implements), the class's keys (KeyMap), where a
// student is for the teacher's list (Presence) and what a class may open
// (Modes), and the server's news (PushMsg, EndPushMsg, NoticeMsg). The
// root ui model routes these, a student's seat (ui/class) deciding what
// they open; the server builds them.
//
// Students of rollout serve play each other by invitation: on the setup
// screen a side's player may be a classmate by name ("@bob", from the
// names the server sends in ClassmatesMsg); starting that game invites
// bob (Desk.Invite), whose program shows the invitation on its last
// line over any screen (InviteMsg) until bob accepts it (the game opens
// with the inviter's settings, sides mirrored) or declines it. A game
// with "classmate" on a side opens a room instead (Desk.Open): the
// server gives it a short code, hard to guess (NewRoomCode), which
// another student types after ctrl+r to open the same game, sides
// mirrored (Desk.Join). A student may also open a running pair's game
// read-only (Watch).
package classroom
