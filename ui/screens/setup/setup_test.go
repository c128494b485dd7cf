package setup

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/uitest"
	"rollout/variants/registry"
)

// defaults are the setup of a bare `rollout`: tic-tac-toe, a person
// against the default player thinking a second.
func defaults() Options {
	return Options{Variant: "tictactoe", Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: engine.DefaultPlayer, Budget: engine.Budget{Time: time.Second}}}}}
}

// newScreen builds the setup screen at w x h with colour off and ASCII
// pieces, as the root does.
func newScreen(t *testing.T, o Options, w, h int) Model {
	t.Helper()
	s, _ := New(uitest.Common(0, 0), testEnv(t), game.Variants(), o).Update(tea.WindowSizeMsg{Width: w, Height: h})
	return s.(Model)
}

// testEnv is the environment the root gives the screen, its background
// work waited for when the test ends.
func testEnv(t *testing.T) enginerun.Env {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}}
	t.Cleanup(func() {
		cancel()
		env.Searches.Wait()
	})
	return env
}

// press sends keys one by one and returns the screen and the last Cmd.
func press(s Model, keys ...string) (Model, tea.Cmd) {
	var cmd tea.Cmd
	for _, k := range keys {
		var ns nav.Screen
		ns, cmd = s.Update(uitest.Key(k))
		s = ns.(Model)
	}
	return s, cmd
}

// typeText types text into the focused field, one key per rune.
func typeText(s Model, text string) Model {
	for _, r := range text {
		s, _ = press(s, string(r))
	}
	return s
}

// describe is the game the screen describes; an error fails the test.
func describe(t *testing.T, s Model) game.GameConfig {
	t.Helper()
	_, cfg, err := s.Describe()
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// started returns the start the screen asks the root for (enter).
func started(t *testing.T, s nav.Screen) nav.StartGameMsg {
	t.Helper()
	asked := uitest.Asked(s)
	msg, ok := asked.(nav.StartGameMsg)
	if !ok {
		t.Fatalf("the screen asked for %T, want nav.StartGameMsg", asked)
	}
	return msg
}

// checkFits fails if a line of the view is wider than the terminal or
// the view is taller.
func checkFits(t *testing.T, s Model) {
	t.Helper()
	uitest.CheckFits(t, "setup", s.View(), s.Width, s.Height)
}

// The setup screen of every game fits every terminal size, colour on and
// off, with the focus on Start and on the Position field (its format
// shown under the form).
func TestSetupFits(t *testing.T) {
	for _, color := range []bool{false, true} {
		st := kit.NewStyles(color, true)
		for _, v := range game.Variants() {
			o := defaults()
			o.Variant = v.Name
			c := uitest.Common(0, 0)
			c.Styles = &st
			s := New(c, testEnv(t), game.Variants(), o)
			for _, focus := range []field{fieldStart, fieldPosition} {
				s.setFocus(focus)
				for _, sz := range uitest.Sizes() {
					s.SetSize(sz[0], sz[1])
					uitest.CheckFits(t, fmt.Sprintf("%s setup color=%v focus=%d", v.Name, color, focus), s.View(), sz[0], sz[1])
				}
			}
		}
	}
}

// A bad position text is refused with the parser's reason and nothing
// asked of the root; a good one asks for the game there.
func TestSetupScreen(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	s, _ = press(s, "up")
	s = typeText(s, "zzz")
	s, cmd := press(s, "enter")
	if cmd != nil || !strings.Contains(s.err, "tictactoe: bad position") {
		t.Fatalf("cmd %v, err %q", cmd != nil, s.err)
	}
	if !strings.Contains(s.View(), "tictactoe: bad position") {
		t.Fatal("the parser's reason is not shown")
	}
	s, _ = press(s, "backspace", "backspace", "backspace")
	s = typeText(s, "x2/3/3 o")
	s, _ = press(s, "enter")
	msg := started(t, s)
	if msg.Mode != nav.Game || msg.Cfg.Start == nil || msg.Cfg.Start.Encode() != "x2/3/3 o" {
		t.Fatalf("asked for %+v", msg)
	}
}

func TestSetupChoices(t *testing.T) {
	o := defaults()
	o.Sides[1].Engine.Player = "flat" // the default's preset takes no estimator: its row is passed over
	s := newScreen(t, o, 100, 30)
	// Focus starts on Start; go past Game and Clock to the first side and make it an engine.
	s, _ = press(s, "tab", "tab", "tab", "right")
	if cfg := describe(t, s); cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != game.Players()[0].Name {
		t.Fatalf("first side %+v", cfg.Sides[0])
	}
	// Its budget: one step right from the default 1 s is 2 s.
	s, _ = press(s, "tab", "right")
	if got := describe(t, s).Sides[0].Engine.Budget; got != (engine.Budget{Time: 2 * time.Second}) {
		t.Fatalf("budget %+v", got)
	}
	// Estimator: the cursor passes over the first side's policy row
	// (random runs no rollouts) and stops on the second's (flat).
	s, _ = press(s, "tab", "tab", "tab", "tab", "right")
	if describe(t, s).Sides[1].Engine.Estimator != engine.RaoBlackwell {
		t.Fatal("estimator not changed")
	}
	// It steps through every estimator and wraps (a toggle "1 - est" made
	// an invalid one after eval, the third).
	s, _ = press(s, "right")
	if est := describe(t, s).Sides[1].Engine.Estimator; est != engine.Eval {
		t.Fatalf("estimator %v after a second step, want eval", est)
	}
	s, _ = press(s, "right")
	if est := describe(t, s).Sides[1].Engine.Estimator; est != engine.Plain {
		t.Fatalf("estimator %v after a third step, want plain", est)
	}
}

// External UCI engines the cli offers (Options.ExternalEngines) come after
// the built-in players when a side's player is cycled.
func TestSetupOffersExternalEngines(t *testing.T) {
	o := defaults()
	o.ExternalEngines = []string{"uci:stockfish,Skill Level=0"}
	s := newScreen(t, o, 100, 30)
	s, _ = press(s, "tab", "tab", "tab", "left") // first side: from human back round to the last player
	if cfg := describe(t, s); cfg.Sides[0].Human || cfg.Sides[0].Engine.Player != "uci:stockfish,Skill Level=0" {
		t.Fatalf("first side %+v", cfg.Sides[0])
	}
	if !strings.Contains(s.View(), "uci:stockfish,Skill Level=0") {
		t.Fatalf("the setup screen does not show the external engine:\n%s", s.View())
	}
}

// A parser's long reason is wrapped on the setup screen, not cut at its
// edge.
func TestSetupErrorWrapped(t *testing.T) {
	o := defaults()
	o.Variant = "chess"
	s := newScreen(t, o, 40, 24)
	s, _ = press(s, "up")
	s = typeText(s, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x")
	s, _ = press(s, "enter")
	reason := s.err
	if reason == "" || len(reason) <= 40 {
		t.Fatalf("want a long parser error, got %q", reason)
	}
	checkFits(t, s)
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") } // wrapping may split a word
	if !strings.Contains(squeeze(s.View()), squeeze(reason)) {
		t.Fatalf("the reason %q is not shown whole:\n%s", reason, s.View())
	}
}

// The root's error (nav.SetupErrorMsg) is shown, wrapped, like the
// screen's own.
func TestSetupShowsRootError(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	ns, _ := s.Update(nav.SetupErrorMsg{Err: errStub("engine: perfect needs the game's exact solver")})
	if v := ns.View(); !strings.Contains(v, "perfect needs the game's exact solver") {
		t.Fatalf("the root's error is not shown:\n%s", v)
	}
}

// The root's error replaces the note of a key pressed before that meant
// nothing here: under serve, ctrl+y ("No key ctrl+y here") then ctrl+o
// with no classmates' game kept the old note and hid "no game between
// classmates is running".
func TestSetupRootErrorAfterAnUnboundKey(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	s, _ = press(s, "Z")
	if v := s.View(); !strings.Contains(v, "No key Z here") {
		t.Fatalf("an unbound key says nothing:\n%s", v)
	}
	ns, _ := s.Update(nav.SetupErrorMsg{Err: errStub("no game between classmates is running")})
	if v := ns.View(); !strings.Contains(v, "no game between classmates is running") || strings.Contains(v, "No key Z here") {
		t.Fatalf("the root's error is not shown over the old note:\n%s", v)
	}
}

// A wide terminal at the smallest height, with both resume offers and a
// long error, holds a form taller than itself: View drew a negative
// margin above it and panicked (makeslice: len out of range at 120x14).
func TestSetupTallFormOnAWideShortTerminal(t *testing.T) {
	s := newScreen(t, defaults(), 120, 14)
	ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "Chess, 3 moves", Previous: "Tic-tac-toe, 2 moves"})
	ns, _ = ns.Update(nav.SetupErrorMsg{Err: errStub(strings.Repeat("the engine could not be started for a long reason ", 6))})
	// The rows above the focus scroll away for the reason under the
	// form (TestSetupShortTerminalShowsTheFocus).
	if v := ns.View(); !strings.Contains(v, "[ Start ]") || !strings.Contains(v, "for a long reason") {
		t.Fatalf("the form is not drawn:\n%s", v)
	}
}

// errStub is an error with a fixed text.
type errStub string

func (e errStub) Error() string { return string(e) }

// The position format under the Position field is shown whole, wrapped
// to the form, both when the form is centred on a wide terminal and on a
// narrow one (it was cut at the right edge at 110 columns).
func TestSetupPositionHelpWrapped(t *testing.T) {
	for _, size := range [][2]int{{110, 34}, {50, 24}} {
		s := newScreen(t, defaults(), size[0], size[1])
		s, _ = press(s, "up")
		if s.focus != fieldPosition {
			t.Fatalf("%v: focus %v, want the Position field", size, s.focus)
		}
		checkFits(t, s)
		squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
		v3, err := registry.Lookup("tictactoe")
		if err != nil {
			t.Fatal(err)
		}
		if help := v3.PositionHelp; !strings.Contains(squeeze(s.View()), squeeze(help)) {
			t.Fatalf("%v: the position format %q is not shown whole:\n%s", size, help, s.View())
		}
	}
}

// The policy rows: a side whose player runs rollouts cycles through the
// engine's policies and its choice reaches the game asked for; a side
// without rollouts (a person, random) shows "-" and the cursor passes
// over it; under the rb estimator the row is held at uniform.
func TestSetupPolicy(t *testing.T) {
	o := defaults()
	o.Sides[1].Engine.Player = "uct" // the default player's preset holds its rows
	s := newScreen(t, o, 100, 30)
	// Start -> ... up from Start: Position, Mode, Estimator, O policy.
	s, _ = press(s, "up", "up", "up", "up")
	if s.focus != fieldSecondPolicy {
		t.Fatalf("focus %d, want the second side's policy row", s.focus)
	}
	v := s.View()
	if !strings.Contains(v, "O policy") || !strings.Contains(v, "uniform") || !strings.Contains(v, "pure Monte Carlo") {
		t.Fatalf("the policy row is not shown:\n%s", v)
	}
	seen := map[engine.Policy]bool{}
	for range engine.Policies {
		s, _ = press(s, "right")
		p := describe(t, s).Sides[1].Engine.Policy
		seen[p] = true
		if !strings.Contains(s.View(), p.String()) {
			t.Fatalf("policy %s not shown:\n%s", p, s.View())
		}
	}
	if len(seen) != len(engine.Policies) {
		t.Fatalf("cycling gave %v, want every one of %v", seen, engine.Policies)
	}
	// Light, then start: the game asked for has it.
	for describe(t, s).Sides[1].Engine.Policy != engine.Light {
		s, _ = press(s, "right")
	}
	// The first side (a person) offers no policy and no budget: up from
	// O skips X policy and X budget.
	s, _ = press(s, "up", "up", "up")
	if s.focus != fieldFirst {
		t.Fatalf("focus %d: the person's policy and budget rows should be passed over", s.focus)
	}
	if !strings.Contains(strings.Join(strings.Fields(s.View()), " "), "X policy -") {
		t.Fatalf("the person's policy row should show '-':\n%s", s.View())
	}
	s, _ = press(s, "enter")
	if msg := started(t, s); msg.Cfg.Sides[1].Engine.Policy != engine.Light {
		t.Fatalf("asked for %+v: want the second side with the light policy", msg.Cfg.Sides[1])
	}
	// Under rb the row is held at uniform, and the game gets uniform.
	s.est = engine.RaoBlackwell
	if s.policy(1) != engine.Uniform {
		t.Fatal("rb with light: the side should roll out uniformly")
	}
	s.focus = fieldSecondPolicy
	s.change(1)
	if s.pol[1] != engine.Light || !strings.Contains(s.View(), "rb estimator rolls out uniformly") {
		t.Fatalf("under rb the row should not change and should say why:\n%s", s.View())
	}
}

// The Games row: hidden while a person plays, offered in the watch mode;
// its choice makes the game a series of that many games.
func TestSetupGamesRow(t *testing.T) {
	s := newScreen(t, defaults(), 100, 30)
	if strings.Contains(s.View(), "Games ") {
		t.Fatalf("the Games row is shown while a person plays:\n%s", s.View())
	}
	// Up from Start: Position, Mode; play -> watch.
	s, _ = press(s, "up", "up", "right")
	if s.mode() != "watch" || !strings.Contains(s.View(), "Games") {
		t.Fatalf("mode %q; the Games row should show in watch mode:\n%s", s.mode(), s.View())
	}
	s, _ = press(s, "down") // Mode -> Games
	if s.focus != fieldGames {
		t.Fatalf("focus %d, want the Games row", s.focus)
	}
	s, _ = press(s, "right", "right") // 1 -> 2 -> 4
	if !strings.Contains(s.View(), "a series: colours alternate") {
		t.Fatalf("no series note:\n%s", s.View())
	}
	s, _ = press(s, "enter")
	if msg := started(t, s); msg.Mode != nav.Game || msg.Cfg.Games != 4 {
		t.Fatalf("asked for mode %v, %d games: want a series of 4", msg.Mode, msg.Cfg.Games)
	}
}

// The player rows offer only players the game supports: cycling the
// first side through every choice at chess never lands on perfect (it
// needs an exact solver), and changing the game from tic-tac-toe to
// chess moves a side off perfect, so nothing is refused at start.
func TestSetupOffersOnlyPlayersTheGameSupports(t *testing.T) {
	o := defaults()
	o.Variant = "chess"
	s := newScreen(t, o, 100, 30)
	s, _ = press(s, "tab", "tab", "tab") // Start, Game, Clock, the first side
	for range len(s.players) + 1 {
		s, _ = press(s, "right")
		if cfg := describe(t, s); !cfg.Sides[0].Human && cfg.Sides[0].Engine.Player == "perfect" {
			t.Fatalf("perfect offered for chess:\n%s", s.View())
		}
	}
	o = defaults()
	o.Sides[1].Engine.Player = "perfect"
	s = newScreen(t, o, 100, 30)
	if cfg := describe(t, s); cfg.Sides[1].Engine.Player != "perfect" {
		t.Fatalf("tic-tac-toe's second side is %+v, want perfect", cfg.Sides[1])
	}
	for s.variant().Name != "chess" {
		s.focus = fieldGame
		s.change(1)
	}
	if cfg := describe(t, s); !cfg.Sides[1].Human && cfg.Sides[1].Engine.Player == "perfect" {
		t.Fatalf("perfect kept for chess after the game changed")
	}
}

// The resume keys work, and show in the help, only while the root offers
// such a game (nav.ResumeOfferMsg); without one the help shows ←→.
func TestSetupResumeOffer(t *testing.T) {
	s := newScreen(t, defaults(), 100, 30)
	if _, cmd := press(s, "R"); cmd != nil {
		t.Fatal("R with nothing to resume asked the root for something")
	}
	last := func(s nav.Screen) string { // the help: one line, or two where one is cut
		lines := strings.Split(s.View(), "\n")
		return strings.Join(lines[len(lines)-2:], "\n")
	}
	if h := last(s); !strings.Contains(h, "change") || strings.Contains(h, "resume") {
		t.Fatalf("help without a resume: %q", h)
	}
	ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "tic-tac-toe, 3 moves", Previous: "chess, 10 moves"})
	s = ns.(Model)
	if h := last(s); !strings.Contains(h, "R resume") || !strings.Contains(h, "P resume") || strings.Contains(h, "change") {
		t.Fatalf("help with two games offered: %q", h)
	}
	for k, want := range map[string]bool{"R": false, "P": true} {
		asked, _ := press(s, k)
		if msg, ok := uitest.Asked(asked).(nav.ResumeGameMsg); !ok || msg.Previous != want {
			t.Fatalf("%s gave %+v, want ResumeGameMsg{Previous: %v}", k, msg, want)
		}
	}
	ns, _ = s.Update(nav.ResumeOfferMsg{})
	if _, cmd := press(ns.(Model), "P"); cmd != nil || strings.Contains(ns.View(), "resumes") {
		t.Fatal("the offer withdrawn, P still resumes or the screen still offers it")
	}
}

// The setup screen's help line shows every binding of its short help at
// 80x24 with no game or one game to resume. With two it needs 100
// columns: at 80 "enter start • q quit" stay behind "…", as before the
// screen had a KeyMap of its own. (? shows the rest: TestSetupFullHelp.)
func TestSetupHelpFits80x24(t *testing.T) {
	s := newScreen(t, defaults(), 80, 24)
	for _, offer := range []nav.ResumeOfferMsg{{}, {Resume: "a game"}, {Resume: "a game", Previous: "another"}} {
		if offer.Previous != "" {
			s.SetSize(100, 24)
		}
		ns, _ := s.Update(offer)
		s = ns.(Model)
		checkFits(t, s)
		if miss := uitest.HelpMissing(s.View(), [][]key.Binding{s.keys.ShortHelp()}); len(miss) > 0 {
			t.Errorf("%+v: %q not shown in the help:\n%s", offer, miss, s.View())
		}
	}
}

// The level row shows a level's Elo at chess, where it was measured
// against Stockfish, and its name at every other game: tic-tac-toe's
// once showed level 8's chess figure.
func TestSetupLevelEloOnlyWhereMeasured(t *testing.T) {
	lv8, err := engine.SkillLevel(8)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ variant, want, not string }{
		{"chess", fmt.Sprintf("Level 8, about %d", lv8.Elo), "Level 8 (full strength)"},
		{"tictactoe", "Level 8 (full strength)", "about"},
		{"connect4", "Level 8 (full strength)", "about"},
	} {
		o := Options{Variant: tt.variant, Sides: [2]game.SideOptions{{Human: true}, {Engine: lv8.Config}}}
		v := newScreen(t, o, 80, 24).View()
		if !strings.Contains(v, tt.want) || strings.Contains(v, tt.not) {
			t.Errorf("%s: the level row does not read %q (nor %q):\n%s", tt.variant, tt.want, tt.not, v)
		}
	}
}

// A side played by the default player has a level row instead of a
// policy row: it steps through full and the levels, the game gets the
// level's configuration, its budget row shows the level's iterations and
// the cursor passes over it; -level's side opens on its level.
func TestSetupLevel(t *testing.T) {
	lv3, err := engine.SkillLevel(3)
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Variant: "chess", Sides: [2]game.SideOptions{{Human: true}, {Engine: lv3.Config}}}
	s := newScreen(t, o, 80, 24)
	v := s.View()
	if !strings.Contains(v, "Black level") || !strings.Contains(v, "Level 3") || !strings.Contains(v, fmt.Sprintf("%d iterations (the level's)", lv3.Config.Budget.Rollouts)) {
		t.Fatalf("the level row is not shown:\n%s", v)
	}
	if c := describe(t, s).Sides[1].Engine; c.Level != 3 || c.Budget != lv3.Config.Budget || c.Temperature != lv3.Config.Temperature {
		t.Errorf("level 3 chosen, the game gets %+v", c)
	}
	// Start -> Position, Mode, Black level (the Estimator row, "preset",
	// offers no choice).
	s, _ = press(s, "up", "up", "up")
	if s.focus != fieldSecondPolicy {
		t.Fatalf("focus %d, want the second side's level row", s.focus)
	}
	for _, c := range []struct {
		key   string
		level int
	}{{"right", 4}, {"left", 3}, {"left", 2}, {"left", 1}, {"left", 0}, {"left", 8}} {
		s, _ = press(s, c.key)
		if got := describe(t, s).Sides[1].Engine; got.Level != c.level {
			t.Errorf("%s: level %d, want %d", c.key, got.Level, c.level)
		}
	}
	s, _ = press(s, "right") // full: the budget row is a choice again
	if c := describe(t, s).Sides[1].Engine; c.Level != 0 || c.Player != engine.DefaultPlayer || c.Temperature != 0 {
		t.Errorf("full: %+v; want the default without a level", c)
	}
	if s, _ = press(s, "up"); s.focus != fieldSecondBudget {
		t.Errorf("full: up from the level row focuses %d, want the budget row", s.focus)
	}
}

// Choosing an external engine reads its strength settings once and
// offers each right after it; an engine with none offers nothing more,
// and a side's choice stays put when the list grows.
func TestSetupOffersAnEnginesStrengths(t *testing.T) {
	var mu sync.Mutex // a read given up still runs to its end
	reads := map[string]int{}
	o := Options{Variant: "chess", ExternalEngines: []string{"uci:weak", "uci:plain"},
		Sides: [2]game.SideOptions{{Engine: engine.Config{Player: "uci:plain"}}, {Engine: engine.Config{Player: "uci:weak"}}},
		Strengths: func(_ context.Context, spec string) ([]string, error) {
			mu.Lock()
			reads[spec]++
			mu.Unlock()
			if spec == "uci:weak" {
				return []string{spec + ",Skill Level=0", spec + ",Skill Level=5"}, nil
			}
			return nil, nil
		}}
	s := newScreen(t, o, 80, 24)
	s.setFocus(fieldSecond)
	s, cmd := press(s, "right", "left") // away and back to uci:weak
	if cmd == nil {
		t.Fatal("choosing uci:weak read nothing")
	}
	ns, _ := s.Update(cmd())
	s = ns.(Model)
	var names []string
	for _, p := range s.players {
		names = append(names, p.name)
	}
	want := "uci:weak uci:weak,Skill Level=0 uci:weak,Skill Level=5 uci:plain"
	if got := strings.Join(names, " "); !strings.HasSuffix(got, want) {
		t.Errorf("players %q; want them to end %q", got, want)
	}
	if c := describe(t, s).Sides; c[0].Engine.Player != "uci:plain" || c[1].Engine.Player != "uci:weak" {
		t.Errorf("the sides are %s and %s; want uci:plain and uci:weak kept", c[0].Engine.Player, c[1].Engine.Player)
	}
	s, _ = press(s, "right")
	if p := describe(t, s).Sides[1].Engine.Player; p != "uci:weak,Skill Level=0" {
		t.Errorf("right after uci:weak: %s; want its Skill Level 0", p)
	}
	for _, k := range []string{"left", "right", "right"} {
		if s, cmd = press(s, k); cmd != nil {
			ns, _ := s.Update(cmd())
			s = ns.(Model)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if reads["uci:weak"] != 1 || reads["uci:weak,Skill Level=0"] != 0 {
		t.Errorf("reads %v; want uci:weak read once, its settings never", reads)
	}
}

// The Estimator row says what the game plays (issue 26 defect 7): the
// choice when a side rolls out with it, "preset" beside the default
// player alone (it plays its own, the eval estimator; the row said
// "plain"; read-only, it says why beside it), and "-" where no engine
// rolls out; its note, shown when the row has the cursor, says for whom
// when only one side takes it.
func TestEstimatorRowSaysWhatIsPlayed(t *testing.T) {
	side := func(p string) game.SideOptions {
		if p == "human" {
			return game.SideOptions{Human: true}
		}
		return game.SideOptions{Engine: engine.Config{Player: p, Budget: engine.Budget{Time: time.Second}}}
	}
	for _, tc := range []struct{ first, second, want string }{
		{"human", engine.DefaultPlayer, "Estimator preset each engine plays its preset's Mode"},
		{"human", "flat", "Estimator plain Mode"},
		{"flat", engine.DefaultPlayer, "Estimator plain Mode"},
		{"human", "random", "Estimator - Mode"},
	} {
		o := defaults()
		o.Sides = [2]game.SideOptions{side(tc.first), side(tc.second)}
		v := newScreen(t, o, 100, 30).View()
		if !strings.Contains(strings.Join(strings.Fields(v), " "), tc.want) {
			t.Errorf("%s vs %s: no %q:\n%s", tc.first, tc.second, tc.want, v)
		}
	}
	o := defaults()
	o.Sides = [2]game.SideOptions{side("flat"), side(engine.DefaultPlayer)}
	s := newScreen(t, o, 100, 30)
	for range 12 {
		if strings.Contains(s.View(), "> Estimator") {
			break
		}
		s, _ = press(s, "tab")
	}
	if v := strings.Join(strings.Fields(s.View()), " "); !strings.Contains(v, "Estimator < plain > for X; the other plays its preset's") {
		t.Errorf("the focused row does not say for whom:\n%s", s.View())
	}
}

// A key the form gives no meaning (a digit, esc on a field) said
// nothing; it now says so, in the words of every screen, until the next
// key. In the position field every key is typed.
func TestSetupSaysAnUnboundKey(t *testing.T) {
	s := newScreen(t, defaults(), 100, 30)
	for _, k := range []string{"5", "f5"} {
		s, _ = press(s, k)
		if want := "No key " + k + " here: ? lists this screen's keys"; !strings.Contains(s.View(), want) {
			t.Errorf("%s on Start: no %q in\n%s", k, want, s.View())
		}
	}
	s, _ = press(s, "tab")
	if strings.Contains(s.View(), "No key") {
		t.Errorf("the note outlived the next key:\n%s", s.View())
	}
	s, _ = press(s, "shift+tab", "shift+tab", "5") // the position field: typed
	if strings.Contains(s.View(), "No key") || s.position.Value() != "5" {
		t.Errorf("5 in the position field: %q, view\n%s", s.position.Value(), s.View())
	}
}

// A form taller than the terminal keeps its focused row on screen: the
// lines under the title scroll away instead. With both resume offers at
// 45x14, or the watch mode's Games row at 30x14, the rows past the
// bottom were cut, [ Start ] with its focus mark among them, and a
// reason for refusing the start under the form was never seen.
func TestSetupShortTerminalShowsTheFocus(t *testing.T) {
	offers := func(s Model) Model {
		ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "Chess, White to play move 2", Previous: "Nim, First to play move 2"})
		return ns.(Model)
	}
	watch := func(s Model) Model {
		s, _ = press(s, "up", "up", "right", "down", "down", "down") // Mode: watch, by Games back to Start
		return s
	}
	bad := func(s Model) Model {
		ns, _ := s.Update(nav.SetupErrorMsg{Err: errStub("engine: perfect needs the game's exact solver")})
		return ns.(Model)
	}
	for _, tc := range []struct {
		name  string
		w, h  int
		setup func(Model) Model
		want  []string
	}{
		{"resume offers", 45, 14, offers, []string{"[ Start ]"}},
		{"watch", 30, 14, watch, []string{"[ Start ]", "Games"}},
		{"offers and an error", 60, 14, func(s Model) Model { return bad(offers(s)) }, []string{"[ Start ]", "perfect needs"}},
		{"wide, offers and an error", 120, 14, func(s Model) Model { return bad(offers(s)) }, []string{"[ Start ]", "perfect needs"}},
	} {
		s := tc.setup(newScreen(t, defaults(), tc.w, tc.h))
		if s.focus != fieldStart {
			t.Fatalf("%s: the focus is on %v, not Start", tc.name, s.focus)
		}
		v := s.View()
		for _, want := range append(tc.want, "Rollout: set up a game") {
			if !strings.Contains(v, want) {
				t.Errorf("%s at %dx%d: no %q on the screen:\n%s", tc.name, tc.w, tc.h, want, v)
			}
		}
		if n := strings.Count(v, "\n") + 1; n != tc.h {
			t.Errorf("%s: %d lines, want %d", tc.name, n, tc.h)
		}
	}
	// The focus on the top row keeps the form's top, the title above it.
	s := offers(newScreen(t, defaults(), 45, 14))
	s, _ = press(s, "down")
	if v := s.View(); s.focus != fieldGame || !strings.Contains(v, "Game") {
		t.Errorf("focus %v, the Game row not shown:\n%s", s.focus, v)
	}
}

// alphabeta searches nodes, not rollouts: its side has no policy to
// choose and the estimator none to apply, so both rows show "-" and the
// cursor passes over them. They offered "uniform" and "plain", which
// changed nothing but the labels.
func TestSetupAlphaBetaHasNoRolloutRows(t *testing.T) {
	o := Options{Variant: "chess", Sides: [2]game.SideOptions{{Human: true},
		{Engine: engine.Config{Player: engine.AlphaBetaPlayer, Budget: engine.Budget{Time: time.Second}}}}}
	s := newScreen(t, o, 80, 24)
	if s.offers(fieldSecondPolicy) {
		t.Errorf("the policy row of alphabeta is offered")
	}
	v := s.View()
	for _, row := range []string{"Black policy", "Estimator"} {
		i := strings.Index(v, row)
		if i < 0 {
			t.Fatalf("no %s row:\n%s", row, v)
		}
		line, _, _ := strings.Cut(v[i:], "\n")
		if got := strings.Fields(strings.TrimPrefix(line, row)); len(got) != 1 || got[0] != "-" {
			t.Errorf("%s row %q, want -", row, line)
		}
	}
}

// A paste longer than the Position field takes (a whole PGN, a FEN
// pasted many times) is refused whole with the reason, the field as it
// was; the field kept its first 200 characters, and enter then said
// "bad FEN ... (200 bytes)" of a text nobody pasted.
func TestSetupPositionRefusesAnOverlongPaste(t *testing.T) {
	s := newScreen(t, Options{Variant: "chess"}, 100, 30)
	s, _ = press(s, "up")
	if s.focus != fieldPosition {
		t.Fatalf("focus %v, want the Position field", s.focus)
	}
	fen := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	ns, _ := s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat(fen, 100)), Paste: true})
	s = ns.(Model)
	if s.position.Value() != "" {
		t.Errorf("the field took %d characters of the paste", len(s.position.Value()))
	}
	if v := s.View(); !strings.Contains(v, "5700 characters") || !strings.Contains(v, "at most 200") {
		t.Errorf("no reason for the refused paste:\n%s", v)
	}
	// A paste that fits is taken, and clears the reason.
	ns, _ = s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.TrimSpace(fen)), Paste: true})
	s = ns.(Model)
	if s.position.Value() != strings.TrimSpace(fen) || s.err != "" {
		t.Errorf("field %q, reason %q after a paste that fits", s.position.Value(), s.err)
	}
}

// A PGN game pasted into the Position field (a game page's moves, or
// with its tags) is refused saying how to open a game; it said "chess:
// bad FEN "1. e4 e5 2. Nf3 Nc6": want 6 fields, got 6". A text that is
// neither keeps the parser's reason.
func TestSetupPositionSaysAPastedGameIsNoPosition(t *testing.T) {
	for _, c := range []struct{ variant, text, want string }{
		{"chess", "1. e4 e5 2. Nf3 Nc6", "that is a PGN game, not a position"},
		{"chess", `[Event "x"] [White "a"]  1. e4 e5 2. Nf3 Nc6 *`, "that is a PGN game, not a position"},
		{"chess", "1. e4 e5 2. Qh8", "bad FEN"},
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", ""},
		{"tictactoe", "1. e4", "bad position"},
	} {
		s := newScreen(t, Options{Variant: c.variant}, 100, 30)
		s, _ = press(s, "up")
		ns, _ := s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(c.text), Paste: true})
		s = ns.(Model)
		_, _, _, err := s.describe()
		if c.want == "" {
			if err != nil {
				t.Errorf("%s %q: %v", c.variant, c.text, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: error %v, want it to say %q", c.variant, c.text, err, c.want)
		}
	}
}

// A position of another game the screen offers (a chess FEN pasted
// while the Game row still says Nim, the game played last) is refused
// naming its game and the row that picks it. It said "nim: bad position
// ...: want heap sizes and the side to move", nothing of chess. A text
// no game reads keeps the parser's reason.
func TestSetupPositionNamesTheGameItIsOf(t *testing.T) {
	for _, c := range []struct{ variant, text, want string }{
		{"nim", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
			"that is a Chess position, not a Nim one: the Game row (←→) picks Chess"},
		{"chess", "1/3/5/7 1", "that is a Nim position, not a Chess one"},
		{"tictactoe", "7/7/7/7/7/7 x", "picks Connect Four"},
		{"nim", "zzz", "nim: bad position"},
	} {
		s := newScreen(t, Options{Variant: c.variant}, 100, 30)
		s, _ = press(s, "up")
		ns, _ := s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(c.text), Paste: true})
		s, cmd := press(ns.(Model), "enter")
		if cmd != nil || !strings.Contains(s.err, c.want) {
			t.Errorf("%s %q: started %v, reason %q, want it to say %q", c.variant, c.text, cmd != nil, s.err, c.want)
		}
		if s.variant().Name != c.variant {
			t.Errorf("%s %q: the Game row changed to %s", c.variant, c.text, s.variant().Name)
		}
	}
}

// In the Position field q, R and P are typed, not commands: the help
// line there offers ctrl+c to quit and no resume keys. It said "R resume
// the interrupted game • P resume the one before • ... • q quit", and
// each of those keys typed a letter into the field.
func TestSetupHelpWhileTypingAPosition(t *testing.T) {
	s := newScreen(t, defaults(), 100, 30)
	ns, _ := s.Update(nav.ResumeOfferMsg{Resume: "Chess, White to play move 2", Previous: "Nim, First to play move 2"})
	s = ns.(Model)
	help := func(s Model) string { // one line, or two where one is cut
		lines := strings.Split(strings.TrimRight(s.View(), "\n "), "\n")
		return strings.Join(lines[len(lines)-2:], "\n")
	}
	if h := help(s); !strings.Contains(h, "q quit") || !strings.Contains(h, "R resume") {
		t.Fatalf("on Start the help is %q", h)
	}
	s, _ = press(s, "up")
	if s.focus != fieldPosition {
		t.Fatalf("focus %v, want Position", s.focus)
	}
	h := help(s)
	for _, typed := range []string{"q quit", "R resume", "P resume", "change", "? help"} {
		if strings.Contains(h, typed) {
			t.Errorf("in the Position field the help offers %q: %q", typed, h)
		}
	}
	if !strings.Contains(h, "ctrl+c quit") {
		t.Errorf("in the Position field the help offers no way to quit: %q", h)
	}
	s, _ = press(s, "q", "R", "P")
	if s.position.Value() != "qRP" {
		t.Errorf("the field holds %q, want the keys typed", s.position.Value())
	}
	s, _ = press(s, "down")
	if h := help(s); !strings.Contains(h, "q quit") || !strings.Contains(h, "R resume") || strings.Contains(h, "ctrl+c") {
		t.Errorf("back on Start the help is %q", h)
	}
}
