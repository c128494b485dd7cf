package autosave

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"rollout/engine"
	"rollout/match"
	"rollout/variants"
	"rollout/variants/registry"
)

// The game in progress is written after every move to one
// resume slot in the state directory, atomically (a temporary file in the
// same directory, then a rename), so q, ctrl+c, SIGTERM, SIGHUP or a
// crash leave the last whole save and never half of one. The setup screen
// offers to resume it (R); a finished game leaves the slot (it is kept as
// PGN as before); a save that does not read is moved aside with a message.

// SlotName is the resume slot's file in the state directory, and
// PreviousName the previous slot's: the unfinished game the resume
// slot's game displaced (autosaver.go).
const (
	SlotName     = "autosave.json"
	PreviousName = "autosave-previous.json"
)

// Version is the save format's version; a save of another version is
// reported and moved aside, never guessed at.
const Version = 1

// StateDirEnv names the environment variable that overrides the state
// directory (tests and the e2e scripts point it at a temporary one).
const StateDirEnv = "ROLLOUT_STATE_DIR"

// DefaultStateDir is where the game in progress is kept:
// $ROLLOUT_STATE_DIR, else $XDG_STATE_HOME/rollout, else the OS cache
// directory's rollout/ (~/.cache/rollout on Linux); "" when none is known.
func DefaultStateDir() string {
	if d := os.Getenv(StateDirEnv); d != "" {
		return d
	}
	if d := os.Getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "rollout")
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "rollout")
	}
	return ""
}

// Game is the resume slot's content: the game (its start text, its
// moves with their comments and engine tables, the same text our PGN
// comments carry), who plays each side, and the seed.
type Game struct {
	Version int       `json:"version"`
	Saved   time.Time `json:"saved"`
	Variant string    `json:"variant"`
	Start   string    `json:"start"`
	Moves   []Move    `json:"moves"`
	Sides   [2]Side   `json:"sides"`
	Seed    uint64    `json:"seed"`
	// ID tells one game from another (autosaver.go); "" in saves made
	// before it was kept.
	ID string `json:"id,omitempty"`
	// Series is the series the game belongs to, or nil.
	Series *Series `json:"series,omitempty"`
	// Clock is a timed game's clocks (variants.Clocks.State: the
	// control, each side's time left, whose clock runs), nil untimed.
	// The running clock restarts at Load with the time saved, so it does
	// not run while the program is closed.
	Clock *variants.ClockState `json:"clock,omitempty"`
}

// Side is who plays one side in a save: a person, or an engine and its
// configuration. It has the fields of ui.SideOptions, so either converts
// to the other (the save keeps the JSON it always had).
type Side struct {
	Human  bool
	Engine engine.Config
}

// Series is a running series of engine games as saved: how many games,
// the one being played, the two engines (a plays first in even games), the
// series' seed and the tally so far.
type Series struct {
	Games int           `json:"games"`
	Index int           `json:"index"`
	A     engine.Config `json:"a"`
	B     engine.Config `json:"b"`
	Seed  uint64        `json:"seed"`
	Tally match.Tally   `json:"tally"`
}

// Valid reports whether the saved series can be continued: at least two
// games and a game index among them.
func (ss *Series) Valid() bool {
	return ss != nil && ss.Games >= 2 && ss.Index >= 0 && ss.Index < ss.Games
}

// Note is the summary's words for the series: ", series game 3 of 10", or
// "" for no series.
func (ss *Series) Note() string {
	if !ss.Valid() {
		return ""
	}
	return fmt.Sprintf(", series game %d of %d", ss.Index+1, ss.Games)
}

// lookup finds a game by name in the registry; nil when it is unknown.
func lookup(name string) *variants.Variant {
	v, err := registry.Lookup(name)
	if err != nil {
		return nil
	}
	return v
}

// Move is one move: its canonical text and its annotated comment
// (the comment, then the table as a "[%rollout ...]" command).
type Move struct {
	Move    string `json:"move"`
	Comment string `json:"comment,omitempty"`
	// NAG is the move's annotation from a PGN file (variants.Turn.NAG:
	// "?!"), kept when a reviewed game is played on.
	NAG string `json:"nag,omitempty"`
}

// record replays the save into a game record (tables restored, clocks
// set, the running one started at now); a save that does not replay is
// an error naming the move.
func (s Game) record(now time.Time) (*variants.Record, error) {
	if s.Version != Version {
		return nil, fmt.Errorf("save format %d, this rollout reads %d", s.Version, Version)
	}
	v := lookup(s.Variant)
	if v == nil {
		return nil, fmt.Errorf("unknown game %q", s.Variant)
	}
	rec, err := variants.NewRecord(v, s.Start)
	if err != nil {
		return nil, err
	}
	for i, m := range s.Moves {
		if err := rec.PlayAnnotated(m.Move, m.Comment); err != nil {
			return nil, fmt.Errorf("move %d %q: %w", i+1, m.Move, err)
		}
		rec.SetNAG(m.NAG)
	}
	if s.Clock != nil {
		c, err := variants.ClocksFromState(*s.Clock, now)
		if err != nil {
			return nil, err
		}
		if rec.Outcome().Over() {
			c.Stop(now)
		}
		rec.SetClocks(c)
	}
	return rec, nil
}

// Summary describes the save for the setup screen: "Chess, White to
// play move 7, White human vs Black flat, last move 6... Nf6, saved
// 18:40 CET", the move numbered as the game's move list numbers it (full
// moves, not plies), and the last move played, so two saves of the same
// game (R and P) read apart; on a narrow screen the line is cut before
// "saved", the last move first. rec is the save's game as Load read it;
// without one (nil) the summary counts plies and names no move.
func (s Game) Summary(rec *variants.Record) string {
	v := lookup(s.Variant)
	title, names := s.Variant, [2]string{"first", "second"}
	if v != nil {
		title, names = v.Title, [2]string{v.SideNames[0], v.SideNames[1]}
	}
	where, last := fmt.Sprintf("%d plies", len(s.Moves)), ""
	if rec != nil {
		n := rec.Len()
		where = variants.ToPlay(rec.Start(), n)
		if n > 0 {
			last = ", last move " + variants.MoveLabel(rec.Start(), n-1) + " " + rec.Turn(n-1).Display
		}
	}
	who := func(i int) string {
		if s.Sides[i].Human {
			return names[i] + " human"
		}
		// A level by its number, as the game's title names it: a game
		// against Level 3 was offered as "White human vs Black default".
		return names[i] + " " + s.Sides[i].Engine.Who()
	}
	return fmt.Sprintf("%s, %s, %s vs %s%s%s, saved %s", title, where, who(0), who(1),
		s.Series.Note(), last, savedText(s.Saved.Local(), time.Now()))
}

// savedText is when a save was written, as short as the day allows:
// "18:40 CET" today, "Nov 27 18:40 CET" this year, else the whole date;
// the setup screen cuts the line at its width, and "saved 202…" said
// nothing. It is local time, as the PGN files' names and Date tags
// are, and names its zone, so "04:04" is not read as another clock's
// (under serve the machine's zone may not be the student's).
func savedText(t, now time.Time) string {
	switch {
	case t.Year() == now.Year() && t.YearDay() == now.YearDay():
		return t.Format("15:04 MST")
	case t.Year() == now.Year():
		return t.Format("Jan 2 15:04 MST")
	}
	return t.Format("2006-01-02 15:04 MST")
}

// Write writes the save atomically: a temporary file in dir, then
// a rename over the slot, so a reader (or a crash) sees the old save or
// the new one, never a part. The program writes through Saver.Write,
// which holds the dir's lock (RemoveTemps counts on it).
func Write(dir string, s Game) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := WriteFile(dir, SlotName, data); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// WriteFile writes data and a newline to dir/name atomically: a synced
// temporary file beside it (name.tmp-*), then a rename, so a reader or a
// crash sees the old file or the new one, never a part. The resume slot
// and the lessons' progress are both written through it. It first removes
// the temporary files of name that a write killed between create and
// rename left behind (cleanTemps), which nothing else would.
func WriteFile(dir, name string, data []byte) error {
	cleanTemps(dir, name, time.Now(), staleTemp)
	f, err := os.CreateTemp(dir, name+".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(append(data, '\n'))
	if serr := f.Sync(); err == nil {
		err = serr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// Remove empties the resume slot (a finished game); no slot is
// not an error.
func removeAutosave(dir string) error {
	err := os.Remove(filepath.Join(dir, SlotName))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// Load reads the slot name (SlotName or PreviousName). No
// slot gives ok false and no error. A slot that does not read (bad JSON,
// another format, a game that does not replay) is moved aside to
// NAME.bad-TIME and reported in the error, which names where it went; it
// never stops the program.
func Load(dir, name string, now time.Time) (s Game, rec *variants.Record, ok bool, err error) {
	if dir == "" {
		return s, nil, false, nil
	}
	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil, false, nil
	}
	if err == nil {
		if err = json.Unmarshal(data, &s); err == nil {
			rec, err = s.record(now)
		}
	}
	if err == nil {
		return s, rec, true, nil
	}
	aside, rerr := moveAside(path, now)
	if rerr != nil {
		return s, nil, false, fmt.Errorf("the saved game %s could not be read (%v) nor moved aside (%v)", path, oneLine(err), rerr)
	}
	return s, nil, false, &MovedAside{Reason: oneLine(err), Aside: aside}
}

// MovedAside is Load's error for a save that did not read: why, and the
// file it was moved to.
type MovedAside struct {
	Reason, Aside string
}

// Error says what happened: "the saved game could not be read (REASON);
// it was moved aside to ASIDE".
func (e *MovedAside) Error() string {
	return fmt.Sprintf("the saved game could not be read (%s); it was moved aside to %s", e.Reason, e.Aside)
}

// staleTemp is how old a temporary file must be before a write removes
// it: far older than any write takes (milliseconds, an fsync on a loaded
// disk seconds), so it was left by a process killed mid-write, never one
// another process sharing the dir is still writing.
const staleTemp = 10 * time.Minute

// cleanTemps removes the temporary files of writes of name that never
// finished (a kill -9 between create and rename): only WriteFile's own,
// name.tmp- and the digits os.CreateTemp puts for its "*", regular
// files, last written more than age before now (a negative age: any).
func cleanTemps(dir, name string, now time.Time, age time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), name+".tmp-")
		if !ok || rest == "" || strings.Trim(rest, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		if age >= 0 {
			if fi, err := e.Info(); err != nil || now.Sub(fi.ModTime()) <= age {
				continue
			}
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}

// written lists the files of the state directory the package writes
// through WriteFile, whose temporary files RemoveTemps removes.
var written = []string{SlotName, ProgressName, SetupName}

// RemoveTemps removes the temporary files that writes killed between
// create and rename left in dir (autosave.json.tmp-*, learn.json.tmp-*),
// whatever their age: the program calls it as it starts. It holds the
// dir's lock, which every write of the package holds too, so no write
// of another process sharing the dir is under way: every such file is
// left over. Where there is no file lock (lockedWrites false) it keeps
// the ones younger than staleTemp, as WriteFile does. No dir (or none
// yet) is nothing to do.
func RemoveTemps(dir string) error {
	return inLockedDir(dir, func() error {
		for _, name := range written {
			age := staleTemp
			if lockedWrites {
				age = -1
			}
			cleanTemps(dir, name, time.Now(), age)
		}
		return nil
	})
}

// inLockedDir runs fn holding dir's lock, when there is a dir: none (""
// or not made yet) holds nothing to do. A lock not had is an error.
func inLockedDir(dir string, fn func() error) error {
	if dir == "" {
		return nil
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	defer unlock()
	return fn()
}

// moveAside renames path to path.bad-TIME, or .bad-TIME-2, -3, ... when
// that name is taken (two corrupt saves in one second keep both). The
// new name is claimed with a hard link, which fails rather than replace
// an existing file; a file system without links gets a checked rename.
func moveAside(path string, now time.Time) (string, error) {
	base := path + ".bad-" + now.UTC().Format("20060102-150405")
	for i := 1; i <= 1000; i++ {
		aside := base
		if i > 1 {
			aside = fmt.Sprintf("%s-%d", base, i)
		}
		err := os.Link(path, aside)
		if err == nil {
			return aside, os.Remove(path)
		}
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if _, serr := os.Lstat(aside); serr == nil {
			continue
		}
		return aside, os.Rename(path, aside)
	}
	return "", fmt.Errorf("too many files named %s-*", base)
}

// oneLine keeps an error's text on one line for the message area.
func oneLine(err error) string { return strings.Join(strings.Fields(err.Error()), " ") }
