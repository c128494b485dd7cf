package play

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// Draw offers between classmates (rollout serve). = offers a draw: the
// classmate's relay carries it to their board (drawOfferer), whose
// person accepts it with = or declines it with D; a move declines it
// too, as an offer is for the position it was made in. The answer
// comes back as news (nav.ClassmateMsg), and an accepted draw ends the
// game on both boards, and on a watcher's, as a resignation does.

// drawOfferer is a remote player that carries this board's draw offer,
// made in pos, to the classmate's board, and this board's answer to
// theirs; an error says why it could not (they have not come yet, the
// offer lapsed).
type drawOfferer interface {
	OfferDraw(pos variants.Position) error
	AnswerDraw(pos variants.Position, accept bool) error
}

// drawRelay is a remote player whose search may end on a draw agreed
// on the boards (a watcher's relay): Agreed says the last one did.
type drawRelay interface{ Agreed() bool }

// classmateDrawer is the remote side that carries draw offers, if one
// plays here.
func (g *Model) classmateDrawer() (drawOfferer, variants.Side, bool) {
	if g.watching() {
		return nil, 0, false
	}
	for i, p := range g.players {
		if d, ok := p.(drawOfferer); ok && g.remoteSide(i) {
			return d, variants.Side(i), true
		}
	}
	return nil, 0, false
}

// classmateName is who plays the remote side, by name ("bob", not
// "@bob").
func (g *Model) classmateName(side variants.Side) string {
	return strings.TrimPrefix(g.who(side), "@")
}

// offerClassmateDraw is = against a classmate on side: it accepts
// their offer standing in this position, else offers one.
func (g *Model) offerClassmateDraw(side variants.Side) tea.Cmd {
	d, ok := g.players[side&1].(drawOfferer)
	if !ok {
		g.setMsg(kit.StatusError, fmt.Sprintf("A draw offer does not reach %s's board: play on, or %s resigns", g.who(side), g.keys.Resign.Help().Key))
		return nil
	}
	pos := g.st.Position()
	if g.drawOfferedHere() {
		return g.answerClassmateDraw(true)
	}
	name := g.classmateName(side)
	if g.drawOut == pos.Encode() {
		g.setMsg(kit.StatusInfo, fmt.Sprintf("Your draw offer waits for %s's answer", name))
		return nil
	}
	if err := d.OfferDraw(pos); err != nil {
		g.setMsg(kit.StatusError, err.Error())
		return nil
	}
	g.drawOut = pos.Encode()
	g.setMsg(kit.StatusInfo, fmt.Sprintf("Draw offered to %s: they answer on their board; the game goes on", name))
	return nil
}

// drawOfferedHere reports whether the classmate's draw offer stands in
// the position on this board.
func (g *Model) drawOfferedHere() bool {
	return g.drawIn != nil && !g.st.Outcome().Over() && g.drawIn.Position == g.st.Position().Encode()
}

// answerClassmateDraw accepts (=) or declines (D) the classmate's draw
// offer standing here: the answer goes to their board, and an accepted
// draw ends the game.
func (g *Model) answerClassmateDraw(accept bool) tea.Cmd {
	d, side, ok := g.classmateDrawer()
	if !ok || !g.drawOfferedHere() {
		return nil
	}
	g.drawIn = nil
	name := g.classmateName(side)
	if err := d.AnswerDraw(g.st.Position(), accept); err != nil {
		g.setMsg(kit.StatusError, err.Error())
		return nil
	}
	if !accept {
		g.setMsg(kit.StatusInfo, fmt.Sprintf("You declined %s's draw offer: the game goes on", name))
		return nil
	}
	return g.endOffTheBoard(variants.DrawBy(variants.DrawAgreed))
}

// drawNews acts on the classmate's draw offer or their answer to this
// board's (nav.ClassmateMsg).
func (g *Model) drawNews(msg nav.ClassmateMsg) tea.Cmd {
	_, side, ok := g.classmateDrawer()
	if !ok || g.st.Outcome().Over() {
		return nil
	}
	name := g.classmateName(side)
	switch msg.News {
	case nav.ClassmateOffersDraw:
		g.drawIn = &msg
		g.sayDrawOffer()
	case nav.ClassmateAcceptsDraw:
		if g.drawOut != msg.Position || g.st.Position().Encode() != msg.Position {
			return nil
		}
		g.drawOut = ""
		return g.endOffTheBoard(variants.DrawBy(variants.DrawAgreed))
	case nav.ClassmateDeclinesDraw:
		if g.drawOut == msg.Position {
			g.drawOut = ""
			g.setMsg(kit.StatusInfo, fmt.Sprintf("%s declined your draw offer: the game goes on", name))
		}
	}
	return nil
}

// sayDrawOffer says the classmate's draw offer, and the keys that answer
// it, once it stands in the position on this board (a move of theirs
// may still be on its way).
func (g *Model) sayDrawOffer() {
	if !g.drawOfferedHere() {
		return
	}
	_, side, _ := g.classmateDrawer()
	g.setMsg(kit.StatusInfo, fmt.Sprintf("%s offers a draw: %s accepts, %s declines (a move declines it too)",
		g.classmateName(side), g.keys.OfferDraw.Help().Key, g.keys.DeclineDraw.Help().Key))
}

// lapseDrawOffers forgets the offers made in a position this board has
// left by a move of mover's (a move declines them). It says when the
// classmate moved on this board's offer instead of answering it, as a
// chess server says a draw offer declined: the person would otherwise
// wait for an answer that never comes.
func (g *Model) lapseDrawOffers(mover variants.Side) (said string) {
	at := g.st.Position().Encode()
	if g.drawOut != "" && g.drawOut != at {
		g.drawOut = ""
		if g.remoteSide(int(mover)) && !g.watching() {
			said = fmt.Sprintf("%s moved instead: your draw offer lapsed", g.classmateName(mover))
		}
	}
	if g.drawIn != nil && g.drawIn.Position != at {
		// Kept while the move it was made after is on its way here:
		// the offer came before the move that leads to it.
		if _, ahead := moveTo(g.st.Position(), g.drawIn.Position); !ahead {
			g.drawIn = nil
		}
	}
	return said
}

// moveTo reports whether a legal move of pos leads to the position
// whose text is want.
func moveTo(pos variants.Position, want string) (variants.Move, bool) {
	for _, m := range pos.LegalMoves(nil) {
		next := pos.Clone()
		next.Play(m)
		if next.Encode() == want {
			return m, true
		}
	}
	return variants.NoMove, false
}

// relayedDraw reports whether side's relay says the players agreed a
// draw on their boards (a watched game).
func (g *Model) relayedDraw(side variants.Side) bool {
	r, ok := g.players[side&1].(drawRelay)
	return ok && g.remoteSide(int(side)) && r.Agreed()
}
