package study

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// runAll runs cmd and every Cmd of the batches it gives, and returns
// their messages (a minute without one fails loudly).
func runAll(t *testing.T, cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-got:
	case <-time.After(time.Minute):
		t.Error("a Cmd gave no message within a minute")
		return nil
	}
	if b, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range b {
			out = append(out, runAll(t, c)...)
		}
		return out
	}
	return []tea.Msg{msg}
}

var (
	titleIter  = regexp.MustCompile(`iteration (\d+)`)
	statusIter = regexp.MustCompile(`root visits (\d+)`)
	treeRootN  = regexp.MustCompile(`root\s+(\d+)`)
)

// frameFigures reads one frame's iterations as its title, its status
// line, its tree's root and its table (the root moves' visits summed)
// tell them.
func frameFigures(t *testing.T, view string) (title, status, treeN, table int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	num := func(re *regexp.Regexp, s string) int {
		m := re.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("no %s in the frame:\n%s", re, view)
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	title = num(titleIter, lines[0]) - 1 // the iteration under way
	status = num(statusIter, view)
	treeN = num(treeRootN, view)
	col := -1
	for _, l := range lines {
		if i := strings.Index(l, "move "); i >= 0 && strings.Contains(l, "share") {
			col = i
			continue
		}
		if col < 0 || len(l) <= col {
			continue
		}
		f := strings.Fields(l[col:])
		if len(f) < 3 || !strings.HasSuffix(f[2], "%") {
			break
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			break
		}
		table += n
	}
	return title, status, treeN, table
}

// Every frame tells one moment of the search, also while a run steps
// on: the title's iteration, the status line's root visits, the tree's root
// and the table's visits agree. The View read the stepper once a figure,
// so a frame drawn while a job ran (or after it ran, before its message)
// mixed two moments.
func TestStudyFrameIsOneMoment(t *testing.T) {
	m, _ := open(t, "connect4", "", "uct", 100, 32)
	m, _ = press(m, "+", "+") // 1000 it/s: batches of 50 iterations
	m, cmd := send(m, keyMsg(" "))
	check := func(when string) {
		t.Helper()
		title, status, treeN, table := frameFigures(t, m.View())
		if title != status || status != treeN || treeN != table {
			t.Fatalf("%s: title %d, status %d, tree %d, table %d iterations:\n%s", when, title, status, treeN, table, m.View())
		}
	}
	ran := 0
	for round := 0; round < 4; round++ {
		var job tea.Cmd
		for _, msg := range runAll(t, cmd) { // the tick (and any proof)
			var c tea.Cmd
			m, c = send(m, msg)
			job = tea.Batch(job, c)
		}
		if m.work == nil {
			t.Fatal("the run's tick started no job")
		}
		done := make(chan []tea.Msg, 1)
		go func() { done <- runAll(t, job) }()
		var msgs []tea.Msg
		for msgs == nil {
			select {
			case msgs = <-done:
			default:
				check("while a job runs")
				time.Sleep(time.Millisecond)
			}
		}
		check("after a job ran, before its message")
		cmd = nil
		for _, msg := range msgs {
			var c tea.Cmd
			m, c = send(m, msg)
			cmd = tea.Batch(cmd, c)
		}
		check("after the job's message")
		title, _, _, _ := frameFigures(t, m.View())
		if title <= ran {
			t.Fatalf("round %d: the frame shows %d iterations, after %d", round, title, ran)
		}
		ran = title
	}
}

// The view only reads: with the stepper held (a job mid-chunk), a frame
// is drawn at once. Connect Four's exact values are proven by a job, off
// the UI goroutine, not in the frame: the first frame of a position near
// the end has none, and they show once the job's message is taken.
func TestStudyExactValuesProvenOffTheUIGoroutine(t *testing.T) {
	const late = "7/7/XOXOXOX/OXOXOXO/OXOXOXO/XOXOXOX x"
	m, _ := open(t, "connect4", late, "uct", 100, 32)
	m.step.mu.Lock()
	drawn := make(chan string, 1)
	go func() { drawn <- m.View() }()
	select {
	case <-drawn:
	case <-time.After(time.Minute):
		t.Fatal("the view waited for the stepper")
	}
	m.step.mu.Unlock()
	if len(m.f.exact) != 0 || len(m.wants) == 0 {
		t.Fatalf("the first frame has %d exact values and wants %d proofs", len(m.f.exact), len(m.wants))
	}
	m, cmd := send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	if m.proving == nil {
		t.Fatal("no job proves the missing values")
	}
	// Prove jobs follow each other while values are missing and tries
	// are left: wait for the last (each round is a real message).
	for round := 0; m.proving != nil; round++ {
		if round > 1000 {
			t.Fatal("the prove jobs never end")
		}
		for _, msg := range runAll(t, cmd) {
			m, cmd = send(m, msg)
		}
	}
	if len(m.f.exact) != len(m.f.snap.Moves) || !strings.Contains(m.View(), "exact") {
		t.Fatalf("after the proofs %d of %d root moves have a value:\n%s", len(m.f.exact), len(m.f.snap.Moves), m.View())
	}
}

// A prove job's end while a work job holds the stepper starts no new
// prove job: the frame was not read again (capture waits for the work),
// so it wants nothing new. prove kept the wants it had taken, and each
// proof's end started another job on the same positions, one after
// another for as long as the work ran, each try of a position out of the
// solver's reach doubling its time past maxTries.
func TestStudyProofsWaitForTheWork(t *testing.T) {
	const late = "7/7/XOXOXOX/OXOXOXO/OXOXOXO/XOXOXOX x"
	m, _ := open(t, "connect4", late, "uct", 100, 32)
	m, cmd := send(m, keyMsg("i")) // a job for the iteration, and the proofs
	if m.work == nil || m.proving == nil {
		t.Fatalf("work %v, proving %v: want both running", m.work != nil, m.proving != nil)
	}
	var done []tea.Msg
	for _, msg := range runAll(t, cmd) {
		if p, ok := msg.(provedMsg); ok {
			m, _ = send(m, p)
			if m.proving != nil {
				t.Fatal("a proof's end, while the work runs, started another prove job")
			}
			continue
		}
		done = append(done, msg)
	}
	for _, msg := range done { // the work's end: a new frame, its wants
		m, _ = send(m, msg)
	}
	if m.work != nil {
		t.Fatal("the work's end was not taken")
	}
}
