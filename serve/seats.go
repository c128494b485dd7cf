package serve

import (
	"fmt"
	"net"
	"strings"

	"github.com/charmbracelet/ssh"
)

// Who may take a seat. The class has MaxSessions seats for students,
// and apart from them as many for teachers, so a full class does not
// shut its teacher out. Within them four bounds keep one person from
// taking the seats of others:
//
//   - a user (a key, or without -authorized-keys a user name) holds at
//     most MaxSessionsPerUser sessions;
//   - a client (its key, or without one its IP address) at most
//     MaxSessionsPerClient: a user name is a claim anyone may make, so
//     without this one person typing ssh a@, b@, c@ ... took every
//     seat;
//   - without -authorized-keys, an IP address at most
//     MaxSessionsPerAddress, keys or not: any key gets in then, and a
//     fresh key costs nothing, so one person generating a key a
//     connection took every seat past the clients' bound;
//   - a teacher's key at most MaxSessionsPerTeacher, so a teacher's key
//     cannot open sessions without end either.
//
// A session past a bound ends the oldest of the same user on the same
// client, which is most often one whose connection dropped without the
// server knowing yet: a student whose Wi-Fi came back gets in at once,
// and a teacher is never refused. A new user past its client's or its
// address's bound is refused and told why: ending another user's
// session for it would let one person behind a shared address put the
// others out.

// Defaults of the seat bounds.
const (
	// DefaultMaxSessionsPerClient is two students at one computer, each
	// with two sessions (the users' bound); a class behind one address
	// without keys needs more, or a key each.
	DefaultMaxSessionsPerClient = 4
	// DefaultMaxSessionsPerAddress lets a class of 24 behind one NAT
	// address in, each with a key of their own, and keeps 6 of the 30
	// seats of DefaultMaxSessions from one address: a bigger class
	// behind one address raises it, or lists its keys
	// (-authorized-keys, under which it does not apply).
	DefaultMaxSessionsPerAddress = 24
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

// addressOf names the address a session comes from for the address
// bound: its IP address, or an IPv6 one's /64. A home or a phone holds
// a /64 whole and may connect from any address in it (privacy
// extensions make a new one each day), so one person counted a seat an
// address. IPv4 mapped into IPv6 is the IPv4 address.
func addressOf(from net.Addr) string {
	h := host(from)
	ip := net.ParseIP(h)
	switch {
	case ip == nil: // a zone (fe80::1%eth0), or no IP at all
		return h
	case ip.To4() != nil:
		return ip.To4().String()
	}
	prefix := net.CIDRMask(64, 128)
	return (&net.IPNet{IP: ip.Mask(prefix), Mask: prefix}).String()
}

// admit counts a new session of user from client at the address addr
// (addressOf) in, unless the server is full or going down, or the client or
// the address holds its bound of sessions and none of them is user's
// (the bounds above). A session it replaces is ended and told why.
func (s *Server) admit(user, client, addr string, teacher bool) (*live, error) {
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
	// user's, the client's, the address's, and the oldest of the user's
	// on each.
	mine, here, there := 0, 0, 0
	var oldest, oldestHere, oldestThere *live
	for l := range s.sessions {
		if l.teacher != teacher || l.why() != "" {
			continue
		}
		if l.client == client {
			here++
		}
		if l.addr == addr {
			there++
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
		if l.addr == addr && (oldestThere == nil || l.since.Before(oldestThere.since)) {
			oldestThere = l
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
	// The address's bound holds where keys cost nothing: with
	// -authorized-keys each key is a person the teacher listed, and a
	// class behind one address need not be counted as one. A user's
	// sessions share its client (its key, or its address without one),
	// so the user's oldest at addr keeps the client's bound too.
	if !teacher && s.keys == nil && there >= s.cfg.MaxSessionsPerAddress && (gone == nil || gone.addr != addr) {
		if oldestThere == nil {
			return nil, s.addressFull(addr, there)
		}
		gone = oldestThere
		why = fmt.Sprintf("you opened another session here, and one address has at most %d at once: this one, your oldest here, ends.", s.cfg.MaxSessionsPerAddress)
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
	l.client, l.addr, l.teacher = client, addr, teacher
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

// addressFull is why a new user from addr, which holds n students'
// sessions already, is refused: the one refused may be a student of a
// class behind one address, who needs the teacher to know.
func (s *Server) addressFull(addr string, n int) error {
	return fmt.Errorf("%d sessions are open from your address %s, the most one address may hold on a server open to any key (-max-sessions-per-address %d); "+
		"close one, or if your class connects through one address, tell your teacher, who can raise it or list the class's keys (-authorized-keys)", n, addr, s.cfg.MaxSessionsPerAddress)
}
