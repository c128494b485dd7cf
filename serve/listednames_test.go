package serve

import (
	"slices"
	"strings"
	"testing"
)

// The names authorized_keys gives (its comments) are shown with their
// letters, and tell the students apart: "Léa" and "Lía" were both
// shown "La" (the comment reduced to ASCII, as the directory's name
// is), so each saw herself among her classmates, an invitation to "La"
// went to both, and the marks listed two "La". The directories keep
// their names.
func TestListedNamesKeepTheirLetters(t *testing.T) {
	lk, lline := newKey(t)
	ik, iline := newKey(t)
	state := t.TempDir()
	s, addr, _ := testServer(t, Config{StateDir: state, AuthorizedKeys: keyFile(t, map[string][]byte{"Léa": lline, "Lía": iline})})
	lea := login(t, addr, lk, "set up a game")
	login(t, addr, ik, "set up a game")
	chooseBy(t, lea, "O ", "Lía, connected now", right)
	if got := screensOf(s.hub, "Léa"); len(got) != 1 {
		t.Errorf("Léa's sessions in the hub: %d, want 1", len(got))
	}
	got, err := Students(state)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, st := range got {
		names = append(names, st.Name)
		if !strings.HasSuffix(st.ID, "-La") {
			t.Errorf("%s's directory is %q, want key-…-La as before", st.Name, st.ID)
		}
	}
	if !slices.Equal(names, []string{"Léa", "Lía"}) {
		t.Errorf("the marks name %q, want Léa and Lía", names)
	}
}
