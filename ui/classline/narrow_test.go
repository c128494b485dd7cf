package classline

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/classroom"
)

// On a narrow screen the invitation's keys stay on its line: at 40
// columns bob read "alice invites you to Tic-tac-toe as X: …" and not
// how to answer it. The invitation's words are cut first.
func TestInvitationKeysOnANarrowLine(t *testing.T) {
	inv := classroom.Invitation{From: "alice", To: "bob", Variant: "chess"}
	for _, c := range []struct {
		name string
		line Line
		keys string
	}{
		{"invited", (Line{}).Invited(inv), "ctrl+y yes, ctrl+n no"},
		{"two", (Line{}).Invited(classroom.Invitation{From: "dave", To: "bob", Variant: "chess"}).Invited(inv), "ctrl+y yes, ctrl+n no (1 more)"},
		{"withdrawn", (Line{}).Invited(inv).Withdrawn("alice", "alice has left that game"), "(ctrl+n clears it)"},
	} {
		for _, width := range []int{40, 50, 80} {
			got := c.line.View("screen\nlast", width, lipgloss.NewStyle())
			last := got[strings.LastIndex(got, "\n")+1:]
			if ansi.StringWidth(last) > width || !strings.HasSuffix(last, c.keys) || !strings.HasPrefix(last, "alice") {
				t.Errorf("%s at %d columns: %q, want it within the width and ending %q", c.name, width, last, c.keys)
			}
		}
	}
}
