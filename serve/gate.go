package serve

import (
	"fmt"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/ssh"
)

// The gate keeps a flood of connections that never log in from locking
// the class out. A connection is pending from its accept until its
// session starts (handle); while pending it holds a place that nobody
// authenticated has earned, so pending connections are bounded three
// ways: each has a deadline (the login timeout), each address may hold
// only so many, and so may all addresses together. At either bound the
// oldest pending connection (of that address, or of all) is closed to
// make room, once it has waited a second. A student's connection, whose
// handshake and login take milliseconds, so always gets in, even from
// the flooding address (a shared NAT): it is the newest, and the
// flood's connections are older.

// Defaults of the gate's Config fields left zero.
const (
	// DefaultLoginTimeout is how long a connection may take from its
	// accept to its session: the SSH handshake, the login and the session
	// request. OpenSSH's LoginGraceTime is 120 s; a class on a LAN needs
	// far less.
	DefaultLoginTimeout = 20 * time.Second
	// DefaultMaxPending is the most connections not yet in a session.
	DefaultMaxPending = 128
	// DefaultMaxPendingPerAddr is the most of those from one address: a
	// class behind one NAT address, all connecting in the same second,
	// fits.
	DefaultMaxPendingPerAddr = 32
)

// gateKey is where a connection's *gated is kept in its ssh.Context, so
// handle can tell the gate the session started.
type gateKey struct{}

// gated is one accepted connection: counted in the server's total until
// it closes, and pending until its session starts.
type gated struct {
	net.Conn
	s       *Server
	addr    string // the remote IP, the per-address key
	since   time.Time
	once    sync.Once
	pending atomic.Bool
	timer   *time.Timer
}

// Close closes the connection, counting it out once.
func (c *gated) Close() error {
	c.once.Do(func() {
		c.s.conns.Add(-1)
		c.s.settle(c)
	})
	return c.Conn.Close()
}

// host is the IP of a remote address, the unit of the per-address bound.
func host(a net.Addr) string {
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// count is the server's ConnCallback: it admits a new TCP connection as
// pending, or refuses it (nil: the server closes it at once). Past
// MaxPendingPerAddr pending connections from its address, or
// MaxPending in all, the oldest of those is closed to make room if it
// has waited minEvictAge; if even the oldest is younger (a burst of
// real logins, each taking milliseconds), the new one is refused.
func (s *Server) count(ctx ssh.Context, c net.Conn) net.Conn {
	g := &gated{Conn: c, s: s, addr: host(c.RemoteAddr()), since: time.Now()}
	if n := s.conns.Add(1); n > s.maxConns() {
		s.conns.Add(-1)
		s.refusedConn(g.addr, fmt.Sprintf("too many connections (%d)", s.maxConns()))
		return nil
	}
	s.gate.Lock()
	var evict *gated
	refusal := ""
	switch {
	case s.perAddr[g.addr] >= s.cfg.MaxPendingPerAddr:
		evict = s.oldestPending(g.addr)
		refusal = fmt.Sprintf("too many connections not logged in from this address (%d)", s.cfg.MaxPendingPerAddr)
	case len(s.pending) >= s.cfg.MaxPending:
		evict = s.oldestPending("")
		refusal = fmt.Sprintf("too many connections not logged in (%d)", s.cfg.MaxPending)
	}
	if evict != nil && g.since.Sub(evict.since) < minEvictAge {
		s.gate.Unlock()
		s.conns.Add(-1)
		s.refusedConn(g.addr, refusal)
		return nil
	}
	if evict != nil {
		s.unpend(evict)
	}
	g.pending.Store(true)
	g.timer = s.cfg.loginTimer(s.cfg.LoginTimeout, func() {
		if g.pending.Load() {
			s.shut(g, "not logged in within "+s.cfg.LoginTimeout.String())
		}
	})
	s.pending[g] = struct{}{}
	s.perAddr[g.addr]++
	s.gate.Unlock()
	if evict != nil {
		s.shut(evict, "not logged in while others waited (the oldest goes)")
	}
	ctx.SetValue(gateKey{}, g)
	return g
}

// minEvictAge is how long a pending connection is safe from eviction: a
// real client's handshake and login take milliseconds (hundreds on a
// loaded machine), a silent connection waits for ever.
const minEvictAge = time.Second

// oldestPending is the pending connection waiting longest, from addr
// only unless addr is ""; nil if none. The caller holds s.gate.
func (s *Server) oldestPending(addr string) *gated {
	var oldest *gated
	for p := range s.pending {
		if (addr == "" || p.addr == addr) && (oldest == nil || p.since.Before(oldest.since)) {
			oldest = p
		}
	}
	return oldest
}

// shut closes a pending connection for reason. Its handshake then fails,
// and failed logs the reason kept here.
func (s *Server) shut(g *gated, reason string) {
	s.gate.Lock()
	if len(s.shutWhy) < 4096 {
		s.shutWhy[g.RemoteAddr().String()] = reason
	}
	s.gate.Unlock()
	g.Close()
}

// unpend takes g out of the pending set; the caller holds s.gate.
func (s *Server) unpend(g *gated) {
	if _, ok := s.pending[g]; !ok {
		return
	}
	delete(s.pending, g)
	g.pending.Store(false)
	g.timer.Stop()
	if s.perAddr[g.addr]--; s.perAddr[g.addr] <= 0 {
		delete(s.perAddr, g.addr)
	}
}

// settle ends g's pending time: its session started, or it closed.
func (s *Server) settle(g *gated) {
	s.gate.Lock()
	s.unpend(g)
	s.gate.Unlock()
}

// shutReason is why the gate closed the connection from addr, if it did
// ("" if not), forgotten once asked.
func (s *Server) shutReason(addr string) string {
	s.gate.Lock()
	defer s.gate.Unlock()
	why := s.shutWhy[addr]
	delete(s.shutWhy, addr)
	return why
}

// loggedIn tells the gate that the connection behind ctx has a session.
func (s *Server) loggedIn(ctx ssh.Context) {
	if g, ok := ctx.Value(gateKey{}).(*gated); ok {
		s.settle(g)
	}
}

// Pending is the number of connections not yet in a session.
func (s *Server) Pending() int {
	s.gate.Lock()
	defer s.gate.Unlock()
	return len(s.pending)
}

// refusedConn logs a connection the gate closed or whose handshake
// failed. A flood would write a line per connection, so at most
// logBurst lines a second (of the server's clock) are written; the next
// line written says how many refusals went unlogged before it.
func (s *Server) refusedConn(addr, reason string) {
	s.gate.Lock()
	now := s.cfg.now()
	if now.Sub(s.logWindow) >= time.Second {
		s.logWindow, s.logLines = now, 0
	}
	if s.logLines >= logBurst {
		s.unlogged++
		s.gate.Unlock()
		return
	}
	s.logLines++
	n := s.unlogged
	s.unlogged = 0
	s.gate.Unlock()
	if n > 0 {
		s.log.Info("refused", "from", addr, "reason", reason, "unlogged_before", n)
		return
	}
	s.log.Info("refused", "from", addr, "reason", reason)
}

// logBurst is the most refusal lines the gate writes in a second.
const logBurst = 5

// maxLogText is the most bytes of a client's text a log line quotes.
const maxLogText = 80

// logText is a client's text (a user name, an error) as a log field: cut
// to maxLogText bytes with its full length said, so a 100 KB user name
// writes one short line (the logger quotes and escapes what is left).
func logText(s string) string {
	if len(s) <= maxLogText {
		return s
	}
	cut := maxLogText
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…(" + strconv.Itoa(len(s)) + " bytes)"
}
