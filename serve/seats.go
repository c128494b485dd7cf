package serve

import (
	"fmt"
	"net"
	"strings"

	"github.com/charmbracelet/ssh"
)

// Who may take a seat. The class has MaxSessions seats for students,
// and apart from them as many for teachers, so a full class does not
// shut its teacher out. Within them three bounds keep one person from
// taking the seats of others:
//
//   - a user (a key, or without -authorized-keys a user name) holds at
//     most MaxSessionsPerUser sessions;
//   - a client (its key, or without one its IP address) at most
//     MaxSessionsPerClient: a user name is a claim anyone may make, so
//     without this one person typing ssh a@, b@, c@ ... took every
//     seat;
//   - a teacher's key at most MaxSessionsPerTeacher, so a teacher's key
//     cannot open sessions without end either.
//
// A session past a bound ends the oldest of the same user on the same
// client, which is most often one whose connection dropped without the
// server knowing yet: a student whose Wi-Fi came back gets in at once,
// and a teacher is never refused. A new user past its client's bound
// is refused and told why: ending another user's session for it would
// let one person behind a shared address put the others out.

// Defaults of the seat bounds.
const (
	// DefaultMaxSessionsPerClient is two students at one computer, each
	// with two sessions (the users' bound); a class behind one address
	// without keys needs more, or a key each.
	DefaultMaxSessionsPerClient = 4
	// DefaultMaxSessionsPerTeacher is the teacher's screen, one on a
	// projector and one more: a teacher who reconnects ends their oldest.
	DefaultMaxSessionsPerTeacher = 3
)

// clientOf names the client a session comes from for the seat bounds:
// its public key when it logged in with one, else its IP address (a
// client without a key chooses its user name freely, and its address
// is what it cannot choose).
func clientOf(key ssh.PublicKey, from net.Addr) string {
	if key != nil {
		return keyID(key)
	}
	return "addr " + host(from)
}

// admit counts a new session of user from client in, unless the server
// is full or going down, or the client holds its bound of sessions and
// none of them is user's (the bounds above). A session it replaces is
// ended and told why.
func (s *Server) admit(user, client string, teacher bool) (*live, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing {
		return nil, fmt.Errorf("the server is shutting down")
	}
	perUser, whose := s.cfg.MaxSessionsPerUser, "one user"
	if teacher {
		perUser, whose = s.cfg.MaxSessionsPerTeacher, "one teacher's key"
	}
	// The live sessions of the same kind, not ending already: the
	// user's, the client's, and the oldest of the user's on each.
	mine, here := 0, 0
	var oldest, oldestHere *live
	for l := range s.sessions {
		if l.teacher != teacher || l.why() != "" {
			continue
		}
		if l.client == client {
			here++
		}
		if l.user != user {
			continue
		}
		mine++
		if oldest == nil || l.since.Before(oldest.since) {
			oldest = l
		}
		if l.client == client && (oldestHere == nil || l.since.Before(oldestHere.since)) {
			oldestHere = l
		}
	}
	var gone *live // the session this one replaces
	why := ""
	if mine >= perUser {
		gone = oldest
		why = fmt.Sprintf("you opened another session, and %s has at most %d at once: this one, your oldest, ends.", whose, perUser)
	}
	// Teachers are bounded by their keys alone: a teacher's key is a
	// client of its own.
	if !teacher && here >= s.cfg.MaxSessionsPerClient && (gone == nil || gone.client != client) {
		if oldestHere == nil {
			return nil, s.clientFull(client, here)
		}
		gone = oldestHere
		why = fmt.Sprintf("you opened another session here, and one computer has at most %d at once: this one, your oldest here, ends.", s.cfg.MaxSessionsPerClient)
	}
	// The students' sessions and the teachers' are counted apart, each
	// at most MaxSessions.
	seats := 0
	for l := range s.sessions {
		if l.teacher == teacher {
			seats++
		}
	}
	if gone == nil && seats >= s.cfg.MaxSessions {
		return nil, fmt.Errorf("the server is full (%d sessions, its most); try again later", s.cfg.MaxSessions)
	}
	if gone != nil {
		gone.replaced = why
		gone.end(endReplaced) // its seat is this one's
	}
	l := newLive(user)
	l.client, l.teacher = client, teacher
	s.seq++
	l.seq = s.seq
	s.sessions[l] = struct{}{}
	s.handlers.Add(1)
	return l, nil
}

// clientFull is why a new user from client, which holds n sessions
// already, is refused: what the person can do about it.
func (s *Server) clientFull(client string, n int) error {
	addr, ok := strings.CutPrefix(client, "addr ")
	if !ok {
		return fmt.Errorf("your key has %d sessions open, the most one key may (-max-sessions-per-client); close one and connect again", n)
	}
	return fmt.Errorf("%d sessions are open from your address %s without an SSH key, the most one computer may hold (-max-sessions-per-client %d); "+
		"close one, or connect with an SSH key of your own (ssh-keygen makes one and ssh offers it), which counts apart", n, addr, s.cfg.MaxSessionsPerClient)
}
