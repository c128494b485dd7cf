// Package class is a student's seat in rollout serve's class: the part
// of the client that plays, watches and answers classmates, which the
// root model asks and then opens what it says. It holds the seat's
// state (Seat: the class's Desk, the modes open, the presence last
// reported, an invitation waiting for its game's board, the teacher's
// push and the screen it covered) and decides, with no screen of its
// own:
//
//   - what the class may open (Allowed, Closed; modes.go);
//   - where the student is for the teacher's list (PresenceOf,
//     Seat.Report; presence.go);
//   - the teacher's push: what it opens and the screen it goes back to
//     (Seat.Push, Seat.EndPush; push.go);
//   - the invitation of a game started from the setup screen or again
//     on the board (Seat.Started, Seat.Opened, Seat.Again; invite.go);
//   - the game an invitation accepted opens (Seat.Accept; accept.go);
//   - the classmates' game watched, and its board saved nowhere
//     (Seat.NextWatch, WatchConfig; watch.go).
//
// What the class is, with no state (an invitation, a game to watch, the
// Desk the server implements, the messages it sends), is
// ui/classroom's; the class's last line over any screen is
// ui/classline's. The root's ui/class.go routes the class's messages
// and asks here. Outside serve a zero Seat allows everything and sends
// nothing.
package class
