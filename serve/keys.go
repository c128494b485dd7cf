package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// hostKey reads the server's private host key from path, generating an
// ed25519 key there (mode 0600) the first time, so clients see the same
// host key on every start. A key file others can read is refused, as
// OpenSSH refuses one: whoever reads it can impersonate the server.
func hostKey(path string) (gossh.Signer, bool, error) {
	created := false
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if data, err = newHostKey(path); err != nil {
			return nil, false, err
		}
		created = true
	} else if err != nil {
		return nil, false, fmt.Errorf("serve: host key: %w", err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, false, fmt.Errorf("serve: host key: %w", err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return nil, false, fmt.Errorf("serve: host key %s has mode %04o: others may read it; chmod 600 it", path, fi.Mode().Perm())
	}
	signer, err := gossh.ParsePrivateKey(data)
	if err != nil {
		return nil, false, fmt.Errorf("serve: host key %s: %w", path, err)
	}
	return signer, created, nil
}

// newHostKey writes a fresh ed25519 key in OpenSSH's format to path
// (0600, never over an existing file) and returns its text.
func newHostKey(path string) ([]byte, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("serve: host key: %w", err)
	}
	block, err := gossh.MarshalPrivateKey(priv, "rollout serve host key")
	if err != nil {
		return nil, fmt.Errorf("serve: host key: %w", err)
	}
	data := pem.EncodeToMemory(block)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("serve: host key: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("serve: host key: %w", err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return nil, fmt.Errorf("serve: host key: %w", err)
	}
	return data, nil
}

// maxAuthorizedKeys is the largest authorized_keys file read: some
// thousands of keys, far beyond a class.
const maxAuthorizedKeys = 4 << 20

// listedKey is a key of an authorized_keys file and the name its
// comment gives the student ("alice" in "ssh-ed25519 AAAA... alice"),
// reduced to a safe path element ("" when it has none), and that name
// as people see it: the comment with its letters ("Léa", where the
// path element has "La"; shownName).
type listedKey struct {
	key   ssh.PublicKey
	name  string
	shown string
}

// authorizedKeys reads an authorized_keys file: one public key a line in
// OpenSSH's format, # comments and blank lines skipped. A line that does
// not read is an error naming it (a typo must not lock a student out
// silently), and so is a file without keys (it would refuse everyone).
func authorizedKeys(path string) ([]listedKey, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("serve: authorized keys: %w", err)
	}
	defer f.Close()
	// Read at most maxAuthorizedKeys and a byte: a file named by mistake
	// (/dev/zero, a disk image) must not fill the memory.
	data, err := io.ReadAll(io.LimitReader(f, maxAuthorizedKeys+1))
	if err != nil {
		return nil, fmt.Errorf("serve: authorized keys: %w", err)
	}
	if len(data) > maxAuthorizedKeys {
		return nil, fmt.Errorf("serve: authorized keys %s: larger than %d MiB, not an authorized_keys file", path, maxAuthorizedKeys>>20)
	}
	var keys []listedKey
	for i, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, comment, _, _, err := gossh.ParseAuthorizedKey(line)
		if err != nil {
			return nil, fmt.Errorf("serve: authorized keys %s:%d: %w", path, i+1, err)
		}
		name, _ := cleanName(comment)
		keys = append(keys, listedKey{k, name, shownName(strings.TrimSpace(comment))})
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("serve: authorized keys %s: no keys (it would refuse everyone)", path)
	}
	return keys, nil
}

// cleanName is name reduced to letters, digits, '.', '_' and '-', at
// most 32 bytes, and whether that kept it whole.
func cleanName(name string) (string, bool) {
	var b strings.Builder
	for _, r := range name {
		if b.Len() >= 32 {
			break
		}
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
			b.WriteRune(r)
		}
	}
	return b.String(), b.String() == name
}

// userID names a client for its state directory and the log: "key-"
// and the first 32 hex digits of its public key's SHA-256 when it sent
// one, then '-' and its name in the authorized_keys file if it has one
// there; else "user-" and its SSH user name reduced to letters, digits,
// '.', '_' and '-' and, when anything was dropped, '+' and a hash of the
// full name: a kept name never holds '+', so two names never share a
// directory. It is always one safe path element.
func userID(key ssh.PublicKey, listed, user string) string {
	if key != nil {
		id := keyID(key)
		if listed != "" {
			id += "-" + listed
		}
		return id
	}
	name, whole := cleanName(user)
	if !whole || name == "" {
		sum := sha256.Sum256([]byte(user))
		name += "+" + hex.EncodeToString(sum[:4])
	}
	return "user-" + name
}

// shownName is the name a client without a listed one goes by on
// other people's screens (its classmates' setup, invitations and
// moves, the teacher's list): its SSH user name, cut as in the log
// (logText), with every character that is not printable (a control
// character, so an escape sequence; a bidirectional override) shown as
// '?'. The name is the client's to choose, and it was drawn as it
// came: "\x1b]52;c;..." wrote the clipboard of whoever read it.
func shownName(user string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsGraphic(r) {
			return r
		}
		return '?'
	}, logText(user))
}

// keyID is "key-" and the first 32 hex digits of key's SHA-256: the
// part of a key user's directory name that never changes.
func keyID(key ssh.PublicKey) string {
	sum := sha256.Sum256(key.Marshal())
	return "key-" + hex.EncodeToString(sum[:16])
}

// userDir is the directory of the user id under users/. A key user's
// directory is found by its key, whatever name it had: one made before
// the key had a name in authorized_keys (or under another name) is
// renamed to id, so a student keeps their games when the teacher names
// them.
func userDir(users, id string, key ssh.PublicKey) string {
	dir := filepath.Join(users, id)
	if key == nil {
		return dir
	}
	if _, err := os.Lstat(dir); err == nil {
		return dir
	}
	prefix := keyID(key)
	olds, _ := filepath.Glob(filepath.Join(users, prefix+"*"))
	for _, old := range olds {
		if base := filepath.Base(old); base == prefix || strings.HasPrefix(base, prefix+"-") {
			if os.Rename(old, dir) == nil {
				break
			}
		}
	}
	return dir
}
