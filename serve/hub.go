package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/learn"
	"rollout/ui/classroom"
	"rollout/ui/nav"
	"rollout/ui/screens/teacher"
)

// The hub is what the sessions of one class share: who is connected and
// where, and what the teacher shows everyone. Sessions never reach into
// each other: a student's program reports its presence to the hub
// (ui.Options.Report), and the hub talks to programs only by messages,
// each member's through a mailbox of its own, so a busy program never
// holds up the teacher's or another student's.

// member is one session in the hub.
type member struct {
	id, name string
	teacher  bool
	presence classroom.Presence
	since    time.Time
	// classmates is the names last sent (classroom.ClassmatesMsg), so an
	// unchanged list is not sent again.
	classmates []string
	mail       *mailbox // to the program, in order (mailbox.go)
}

// hub is the class's shared state.
type hub struct {
	users string // the state directory's users/, for the lesson scores
	log   func(msg string, kv ...any)

	mu      sync.Mutex
	members map[*member]struct{}
	push    *teacher.Push
	lobby   []*seek  // classmates waiting for their game's other side (peer.go)
	tables  []*table // games between two students
	// tableIDs numbers the tables (for spectators); declined holds the
	// invitations declined, inviter and invited, and why, until the
	// inviter invites that student again (invite.go).
	tableIDs int
	declined map[invite]string
	rooms    map[string]room // open rooms by code (invite.go)
	// peers are the classmates of the games open now; withdrawn holds
	// the invitations, and left the room codes, whose inviter left the
	// game before a classmate came, and why (invite.go).
	peers     map[*peer]struct{}
	withdrawn map[invite]string
	left      map[string]string
	// invited holds the invitations sent and not yet answered, by
	// inviter and invited: a game restarted after its invitation was
	// withdrawn invites again (peer.go). flags holds where a student's
	// flag fell, by that student and the classmate named, before the
	// classmate's board came to the game (an invitation accepted, a
	// game resumed by both): that board ends the game on it (peer.go).
	invited map[invite]classroom.Invitation
	flags   map[invite]string
	// missed holds how a student's game ended while the classmate named
	// was away (a resignation, the last move: peer.go), by that student
	// and the classmate: their board, resumed, is told it and ends the
	// game as it ended.
	missed map[invite]nav.ClassmateMsg
	// roomMissed is missed for a room's game, by that student and the
	// classmate met there, whom neither board names: the classmate's
	// board is told it when it resumes that game at its position
	// (peer.Resume).
	roomMissed map[invite]nav.ClassmateMsg
	dirty      chan struct{} // the roster changed (buffered 1)
	stop       chan struct{}
	stopped    sync.Once
}

// newHub starts the hub's roster loop, which ends with close.
func newHub(users string, log func(msg string, kv ...any)) *hub {
	h := &hub{users: users, log: log, members: map[*member]struct{}{}, declined: map[invite]string{}, rooms: map[string]room{}, peers: map[*peer]struct{}{}, withdrawn: map[invite]string{}, left: map[string]string{}, invited: map[invite]classroom.Invitation{}, flags: map[invite]string{}, missed: map[invite]nav.ClassmateMsg{}, roomMissed: map[invite]nav.ClassmateMsg{}, dirty: make(chan struct{}, 1), stop: make(chan struct{})}
	go h.rosterLoop()
	return h
}

// close ends the roster loop.
func (h *hub) close() { h.stopped.Do(func() { close(h.stop) }) }

// newMember is the member of a session not yet in the hub: its
// reporter notes its presence from the program's first Update, and join
// adds it once its program runs.
func newMember(id, name string, isTeacher bool) *member {
	return &member{id: id, name: name, teacher: isTeacher, since: time.Now(), mail: newMailbox()}
}

// join adds m, a session whose program is prog; leave (the returned
// func) takes it out. A student who joins while the teacher shows
// something is shown it too.
func (h *hub) join(m *member, prog *tea.Program) (leave func()) {
	go func() {
		for {
			msg, ok := m.mail.take()
			if !ok {
				return
			}
			prog.Send(msg) // returns at once once the program has ended
		}
	}()
	h.mu.Lock()
	h.members[m] = struct{}{}
	if h.push != nil && !m.teacher {
		send(m, classroom.PushMsg{Push: *h.push})
	}
	if !m.teacher {
		h.tellBack(m)
	}
	h.mu.Unlock()
	h.changed()
	var once sync.Once
	return func() {
		once.Do(func() {
			h.mu.Lock()
			delete(h.members, m)
			m.mail.close()
			if h.sessionsOf(m.id) == 0 {
				h.closeRooms(m.id, m.name+" has left that game")
				h.mu.Unlock()
				h.leftTables(m.id, m.name+" left")
			} else {
				h.leftSession(m)
			}
			h.changed()
		})
	}
}

// tellBack tells every board that heard m's student left a game not
// over ("bob left; ... when they resume it (R)") that the student is
// back: the boards waiting in the lobby for their move, and the boards
// whose person is to move, whose table ended when bob left. Only the
// waiting boards were told; on the others the line said bob had left
// until their person moved. The caller holds h.mu.
func (h *hub) tellBack(m *member) {
	told := map[*member]bool{}
	tell := func(q *peer) {
		w := q.session
		if q.opponent != m.name || q.owner == m.id || w == nil || told[w] {
			return
		}
		if _, ok := h.members[w]; ok {
			told[w] = true
			send(w, classroom.NoticeMsg{Text: "Your classmate " + m.name + " is back: the game goes on when they resume it (R)"})
		}
	}
	for _, s := range h.lobby {
		tell(s.p)
	}
	for q := range h.peers {
		if q.sat != nil && q.sat.leftOpen() {
			tell(q)
		}
	}
}

// students counts the students' sessions in the hub.
func (h *hub) students() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for m := range h.members {
		if !m.teacher {
			n++
		}
	}
	return n
}

// sessionsOf counts the student id's sessions in the hub; the caller
// holds h.mu.
func (h *hub) sessionsOf(id string) int {
	n := 0
	for m := range h.members {
		if m.id == id && !m.teacher {
			n++
		}
	}
	return n
}

// leftSession ends the tables at which the boards of the session m
// sat, when another session of the same student stays: that one's
// game and room are its own. A student whose connection froze comes
// back in a second session and resumes the game there; when the
// server at last drops the old one, ending every table of the
// student's ended the new game's too (the classmate told "bob left"
// while bob played on). The caller holds h.mu, which it unlocks.
func (h *hub) leftSession(m *member) {
	h.endSessionTables(m, m.name+" left")
}

// endSessionTables ends the tables at which the boards of the session
// m sat, for why; the caller holds h.mu, which it unlocks.
func (h *hub) endSessionTables(m *member, why string) {
	var sat []*table
	for p := range h.peers {
		if p.session == m && p.sat != nil {
			sat = append(sat, p.sat)
		}
	}
	h.mu.Unlock()
	for _, t := range sat {
		h.mu.Lock()
		h.endTables(m.id, t, why)
	}
}

// reporter is the ui.Options.Report of a student's session m: its
// presence noted in the hub, for that session alone (a student's
// second session has its own row on the teacher's list; each report
// went to every session of the user, so both rows said where the last
// to report was). It is called from the program's Update: it only
// stores and signals.
func (h *hub) reporter(m *member) func(classroom.Presence) {
	return func(p classroom.Presence) {
		h.mu.Lock()
		m.presence = p
		h.mu.Unlock()
		h.changed()
	}
}

// send puts msg in m's mailbox, which never blocks (mailbox.put says
// what a full one drops).
func send(m *member, msg tea.Msg) {
	m.mail.put(msg)
}

// changed asks the roster loop for a new roster.
func (h *hub) changed() {
	select {
	case h.dirty <- struct{}{}:
	default:
	}
}

// Push shows p to every student (teacher.Desk), and to those who join
// while it holds.
func (h *hub) Push(p teacher.Push) error {
	if _, _, err := p.Resolve(); err != nil {
		return err
	}
	h.mu.Lock()
	h.push = &p
	for m := range h.members {
		if !m.teacher {
			send(m, classroom.PushMsg{Push: p})
		}
	}
	h.mu.Unlock()
	h.log("push", "shows", p.String())
	h.changed()
	return nil
}

// EndPush takes the push away (teacher.Desk).
func (h *hub) EndPush() {
	h.mu.Lock()
	h.push = nil
	for m := range h.members {
		if !m.teacher {
			send(m, classroom.EndPushMsg{})
		}
	}
	h.mu.Unlock()
	h.log("push ended")
	h.changed()
}

// rosterEvery is the most often the teachers' lists are redrawn: a class
// of thirty moving pieces coalesces into a few rosters a second.
const rosterEvery = 250 * time.Millisecond

// rosterLoop sends every teacher the roster after each change, at most
// every rosterEvery.
func (h *hub) rosterLoop() {
	for {
		select {
		case <-h.stop:
			return
		case <-h.dirty:
		}
		h.sendRoster()
		select {
		case <-h.stop:
			return
		case <-time.After(rosterEvery):
		}
	}
}

// sendRoster builds the roster (students by name, then by arrival) with
// each one's lesson scores read from their learn.json, and mails it to
// every teacher.
func (h *hub) sendRoster() {
	type student struct {
		id, name string
		since    time.Time
		presence classroom.Presence
	}
	h.mu.Lock()
	var students []student
	for m := range h.members {
		if !m.teacher {
			students = append(students, student{m.id, m.name, m.since, m.presence})
		}
	}
	var push *teacher.Push
	if h.push != nil {
		p := *h.push
		push = &p
	}
	h.mu.Unlock()
	slices.SortFunc(students, func(a, b student) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		return a.since.Compare(b.since)
	})
	rows := make([]teacher.Row, len(students))
	sessions := map[string]int{} // a user's second session reads "bob (2)", not "bob" again
	for i, s := range students {
		name := s.name
		if sessions[s.name]++; sessions[s.name] > 1 {
			name = fmt.Sprintf("%s (%d)", s.name, sessions[s.name])
		}
		rows[i] = teacher.Row{Name: name, Screen: s.presence.Screen, Doing: s.presence.Doing, Lessons: h.lessons(s.id), Again: sessions[s.name] > 1}
	}
	msg := teacher.RosterMsg{Rows: rows, Push: push}
	names := make([]string, len(students))
	for i, s := range students {
		names[i] = s.name
	}
	h.mu.Lock()
	for m := range h.members {
		if m.teacher {
			send(m, msg)
		} else {
			h.sendClassmates(m, names)
		}
	}
	h.mu.Unlock()
}

// lessons is a student's lesson scores as "1:2/3 2:1/1", from their
// learn.json ("" for none).
func (h *hub) lessons(id string) string {
	b, err := os.ReadFile(filepath.Join(h.users, id, progressFile))
	if err != nil {
		return ""
	}
	p, err := learn.UnmarshalProgress(b)
	if err != nil {
		return "unreadable"
	}
	var parts []string
	for i := 1; i <= len(learn.Lessons()); i++ {
		if r, ok := p.Done[i]; ok {
			parts = append(parts, fmt.Sprintf("%d:%d/%d", i, r.Right, r.Questions))
		}
	}
	return strings.Join(parts, " ")
}
