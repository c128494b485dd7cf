package serve

import (
	"strings"
	"testing"
	"time"

	"rollout/ui/classroom"
)

// TestRoomCodes: a room's code is 6 characters of the alphabet without
// look-alikes, and a session that types 3 codes in a row that open no
// room waits 30 s, told so, before it may try another, the right one
// too; the room stays open meanwhile. Codes were 4 digits that anyone
// could try one after another, so a student could guess into a
// classmate's open room.
func TestRoomCodes(t *testing.T) {
	h, _, _ := testHub(t)
	for _, id := range []string{"a", "c", "d", "e"} {
		h.classroom(id, "student "+id).Open(classroom.Invitation{Variant: "tictactoe"})
	}
	h.mu.Lock()
	var code string
	for c, r := range h.rooms {
		if len(c) != classroom.RoomCodeLen || strings.Trim(c, classroom.RoomCodeAlphabet) != "" {
			t.Errorf("room code %q: want %d of %s", c, classroom.RoomCodeLen, classroom.RoomCodeAlphabet)
		}
		if r.owner == "a" {
			code = c
		}
	}
	h.mu.Unlock()

	now := time.Now()
	bob := desk{h: h, id: "b", name: "bob", tries: &codeTries{now: func() time.Time { return now }}}
	wrong := "FFFFFF"
	if code == wrong {
		wrong = "HHHHHH"
	}
	for i, want := range []string{
		`no room "` + wrong + `" is open`,
		`no room "` + wrong + `" is open`,
		`no room "` + wrong + `" is open; 3 wrong codes: wait 30s before the next`,
	} {
		if _, err := bob.Join(strings.ToLower(wrong)); err == nil || err.Error() != want {
			t.Errorf("wrong code %d: %v, want %q", i+1, err, want)
		}
	}
	now = now.Add(20 * time.Second)
	if _, err := bob.Join(code); err == nil || err.Error() != "too many wrong room codes: wait 10s, then type the code again" {
		t.Errorf("the right code during the wait: %v", err)
	}
	h.mu.Lock()
	_, open := h.rooms[code]
	h.mu.Unlock()
	if !open {
		t.Fatalf("a code refused during the wait closed room %s", code)
	}
	now = now.Add(10 * time.Second)
	if inv, err := bob.Join(strings.ToLower(code)); err != nil || inv.Room != code {
		t.Errorf("the right code after the wait: %+v, %v", inv, err)
	}
}
