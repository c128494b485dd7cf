package classroom

import (
	"testing"

	"rollout/variants"
)

// TestInvites: the line shows the newest invitation, a newer one from
// the same student replacing theirs; a withdrawal marks only that
// student's, whose line then says why; dropping shows the one before.
func TestInvites(t *testing.T) {
	alice := Invitation{From: "alice", Variant: "tictactoe", Side: variants.First}
	carol := Invitation{From: "carol", Variant: "tictactoe", Side: variants.Second}
	var v Invites
	for _, step := range []struct {
		name string
		do   func(Invites) Invites
		line string
	}{
		{"none", func(v Invites) Invites { return v }, ""},
		{"alice", func(v Invites) Invites { return v.Add(alice) }, "alice invites you to Tic-tac-toe as O: ctrl+y yes, ctrl+n no"},
		{"carol", func(v Invites) Invites { return v.Add(carol) }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"alice withdraws", func(v Invites) Invites { return v.Withdraw("alice", "alice has left that game") }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"carol withdraws", func(v Invites) Invites { return v.Withdraw("carol", "carol's flag fell before you accepted") },
			"carol's invitation is withdrawn: carol's flag fell before you accepted (ctrl+n clears it) (1 more)"},
		{"carol again", func(v Invites) Invites { return v.Add(carol) }, "carol invites you to Tic-tac-toe as X: ctrl+y yes, ctrl+n no (1 more)"},
		{"drop", func(v Invites) Invites { return v.Drop() }, "alice's invitation is withdrawn: alice has left that game (ctrl+n clears it)"},
		{"drop again", func(v Invites) Invites { return v.Drop() }, ""},
		{"drop none", func(v Invites) Invites { return v.Drop() }, ""},
	} {
		before := v.Line()
		next := step.do(v)
		if v.Line() != before {
			t.Errorf("%s changed the Invites it was called on", step.name)
		}
		v = next
		if got := v.Line(); got != step.line {
			t.Errorf("%s: line %q, want %q", step.name, got, step.line)
		}
	}
}
