package classroom

import (
	"math/rand/v2"
	"strings"
)

// A room's code is what one student reads out to another and the other
// types after ctrl+r, so it is hard to guess and easy to say and type:
// RoomCodeLen characters from RoomCodeAlphabet, 14^6 (7.5 million)
// codes where 4 digits gave 10,000 a classmate could guess into. The
// server makes them (NewRoomCode) and also bounds the wrong codes a
// session may try.

// RoomCodeLen is how many characters a room code has.
const RoomCodeLen = 6

// RoomCodeAlphabet is the characters of room codes, upper-case letters
// and digits. Left out are 0 1 2 5 8 and A B C D E G I J L N O P Q S U
// V Z, which look like another (0 O D Q, 1 I L J, 2 Z, 5 S, 8 B, 6 G,
// 3 E, U V) or rhyme read aloud with a letter kept (B C D E G P V Z
// with T, A J with K, N with M).
const RoomCodeAlphabet = "FHKMRTWXY34679"

// NewRoomCode is a new random room code.
func NewRoomCode() string {
	var b strings.Builder
	for range RoomCodeLen {
		b.WriteByte(RoomCodeAlphabet[rand.IntN(len(RoomCodeAlphabet))])
	}
	return b.String()
}

// RoomCodeRune is r as a room code has it (a letter typed in lower case
// is its upper case), and whether a code may have it.
func RoomCodeRune(r rune) (rune, bool) {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	return r, strings.ContainsRune(RoomCodeAlphabet, r)
}

// NormalRoomCode is code as the server gave it: upper case, without the
// spaces around it.
func NormalRoomCode(code string) string {
	return strings.ToUpper(strings.TrimSpace(code))
}
