package nav

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// asking records the keys it is sent and asks to leave on "A".
type asking struct {
	got   *[]string
	asked Request
}

func (a asking) Update(msg tea.Msg) (Screen, tea.Cmd) {
	a.asked = Request{}
	k := msg.(tea.KeyMsg).String()
	*a.got = append(*a.got, k)
	if k == "A" {
		a.asked = Request{Msg: LeaveGameMsg{}}
	}
	return a, nil
}
func (a asking) View() string                        { return "" }
func (a asking) Close()                              {}
func (a asking) Asked() Request                      { return a.asked }
func (a asking) Asking(r Request) Screen             { a.asked = r; return a }
func (a asking) handle(tea.KeyMsg) (Screen, tea.Cmd) { return a, nil }

// A read of several letters stops at the one that asks the root for
// something: the letters after it are the request's Rest, for the
// screen shown next, not this screen's.
func TestReadKeyStopsAtARequest(t *testing.T) {
	var got []string
	s := asking{got: &got}
	s2, _ := ReadKey(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("xAyz")}, false, s.handle)
	if len(got) != 2 || got[0] != "x" || got[1] != "A" {
		t.Fatalf("the screen got %v, want x and A", got)
	}
	s3, r := Take(s2)
	if _, ok := r.Msg.(LeaveGameMsg); !ok || string(r.Rest) != "yz" {
		t.Fatalf("request %+v (rest %q), want LeaveGameMsg and the rest yz", r, string(r.Rest))
	}
	if _, again := Take(s3); again.Msg != nil || again.Rest != nil {
		t.Fatalf("taken, the screen still asks %+v", again)
	}
	// The letter that asks, last in the read, leaves no rest.
	got = nil
	s2, _ = ReadKey(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("xA")}, false, s.handle)
	if _, r := Take(s2); r.Msg == nil || len(r.Rest) != 0 || len(got) != 2 {
		t.Fatalf("xA: request %+v, keys %v", r, got)
	}
}

// A screen that is no Asker asks nothing.
func TestTakeOfANonAsker(t *testing.T) {
	var got []string
	if s, r := Take(keys{&got}); r.Msg != nil || s == nil {
		t.Fatalf("Take of a non-Asker: %+v", r)
	}
}
