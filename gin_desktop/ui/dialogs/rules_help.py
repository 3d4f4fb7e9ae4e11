"""In-app help: the complete rules in our own words (with the options in force) and a first-game walkthrough."""

from __future__ import annotations

from html import escape

from gin_desktop.core import Rules
from gin_desktop.qt.core import QCoreApplication
from gin_desktop.qt.gui import QKeySequence
from gin_desktop.qt.widgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget
from gin_desktop.text.rules_summary import rules_summary

translate = QCoreApplication.translate  # every text below is translate("RulesHelp", "...")


def native(key: QKeySequence.StandardKey) -> str:
    """The platform's first key for a standard action as it writes it (Ctrl+Z here, ⌘Z on a Mac)."""
    bindings = QKeySequence.keyBindings(key)
    return escape(bindings[0].toString(QKeySequence.SequenceFormat.NativeText)) if bindings else ""


def _section(title: str, *paragraphs: str) -> str:
    return f"<h3>{title}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs)


def _limit_words(rules: Rules) -> str:
    if rules.straight_gin:
        return translate("RulesHelp", "in these rules only gin ends a hand")
    if rules.oklahoma:
        return translate("RulesHelp", "in these rules the first upcard sets it")
    return translate("RulesHelp", "{n} in these rules").format(n=rules.knock_limit)


BOX_BACK = "#fff4c2"
BOX_TEXT = "#2b2200"  # (its own dark text: the window's text is light in the Night look)


def rules_html(rules: Rules) -> str:
    """The whole rules text, the box of the options in force first."""
    box = "".join(f"<li>{escape(line)}</li>" for line in rules_summary(rules))
    heading = translate("RulesHelp", "The rules in force")
    note = translate("RulesHelp", "Change them under Options, Settings; changes apply from the next game.")
    parts = [
        f'<table width="100%" cellpadding="8" border="1" bgcolor="{BOX_BACK}">'
        f'<tr><td><font color="{BOX_TEXT}"><b>{heading}</b><ul>{box}</ul><i>{note}</i></font></td></tr></table>',
        _section(
            translate("RulesHelp", "Cards"),
            translate("RulesHelp", "One pack of 52 cards, no jokers, two players. Aces are always low: the order "
                                   "is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards "
                                   "their number, and jacks, queens and kings 10 each."),
        ),
        _section(
            translate("RulesHelp", "Melds and deadwood"),
            translate("RulesHelp", "A <b>meld</b> is either a set of three or four cards of one rank (three "
                                   "sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). "
                                   "Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can "
                                   "belong to only one meld at a time."),
            translate("RulesHelp", "Every card outside your melds is <b>deadwood</b>; your deadwood count is the "
                                   "total of their values. Your melds are always arranged for the lowest count."),
        ),
        _section(
            translate("RulesHelp", "The deal and the first upcard"),
            translate("RulesHelp", "Each player gets ten cards. The next card is turned face up as the "
                                   "<b>upcard</b> and starts the discard pile; the rest, face down, is the "
                                   "<b>stock</b>. The player who did not deal may take the upcard or pass; after "
                                   "a pass the dealer may take it or pass; if both pass, the non-dealer begins by "
                                   "drawing from the stock. Whoever takes that first card discards, and the other "
                                   "player goes next."),
        ),
        _section(
            translate("RulesHelp", "A turn"),
            translate("RulesHelp", "Draw one card, from the top of the stock or the top of the discard pile, then "
                                   "discard one card face up. A card just taken from the pile may not be thrown "
                                   "straight back. Instead of a plain discard you may knock, on any turn, even "
                                   "the first; you never have to."),
        ),
        _section(
            translate("RulesHelp", "Knocking and lay-offs"),
            translate("RulesHelp", "You may knock when, after your discard, your deadwood is no more than the "
                                   "knock limit ({limit}). You lay down your melds with the deadwood beside them "
                                   "and the hand ends.").format(limit=_limit_words(rules)),
            translate("RulesHelp", "The other player, the defender, lays down their own melds and may <b>lay "
                                   "off</b> deadwood onto yours: a fourth card onto a set, or cards that extend a "
                                   "run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may "
                                   "follow. The game finds the defender's best lay-offs. The knocker never lays "
                                   "off, and nobody lays off on gin."),
        ),
        _section(
            translate("RulesHelp", "Gin and big gin"),
            translate("RulesHelp", "Knocking with no deadwood at all is <b>gin</b>."),
            translate("RulesHelp", "<b>Big gin</b>: when all eleven cards you hold after drawing form melds, you "
                                   "may go out without discarding. It scores as gin plus an extra bonus ({n} in "
                                   "these rules). Big gin is {state} in these rules.").format(
                n=rules.big_gin_bonus,
                state=translate("RulesHelp", "on") if rules.big_gin else translate("RulesHelp", "off")),
        ),
        _section(
            translate("RulesHelp", "Scoring a hand"),
            translate("RulesHelp", "<b>Knock</b>: when the defender's deadwood, after lay-offs, is higher than "
                                   "the knocker's, the knocker scores the difference."),
            translate("RulesHelp", "<b>Undercut</b>: when the defender's deadwood is equal to the knocker's or "
                                   "lower, the defender scores the difference plus the undercut bonus ({n} here). "
                                   "A tie is an undercut.").format(n=rules.undercut_bonus),
            translate("RulesHelp", "<b>Gin</b>: the player who went gin scores the gin bonus ({n} here) plus all "
                                   "of the opponent's deadwood. Gin is never undercut, even when the opponent has "
                                   "no deadwood either.").format(n=rules.gin_bonus),
        ),
        _section(
            translate("RulesHelp", "The wall"),
            translate("RulesHelp", "The last two cards of the stock are never drawn. When only two are left and "
                                   "the player who drew before them discards without knocking, the hand is over."),
            translate("RulesHelp", "With the usual rule the hand is then dead: nobody scores and the same dealer "
                                   "deals again. With the other rule the opponent may still take that last "
                                   "discard, but only to knock or go gin at once; otherwise the hand is dead."),
        ),
        _section(
            translate("RulesHelp", "The game"),
            translate("RulesHelp", "Hands are played until someone's total reaches the target ({target} here). "
                                   "The winner adds the game bonus ({bonus} here).").format(
                target=rules.target, bonus=rules.game_bonus),
            translate("RulesHelp", "<b>Shutout</b>: when the loser scored nothing in the whole game, the game "
                                   "bonus is doubled; with the other shutout rule the winner's whole final score "
                                   "is doubled instead."),
            translate("RulesHelp", "<b>Box bonus</b>: at the end each player adds the box bonus ({n} here) for "
                                   "every hand they won. It comes only at the end and never counts towards the "
                                   "target. A game's result is both final totals and their difference.").format(
                n=rules.box_bonus),
            translate("RulesHelp", "The next hand is usually dealt by the other player; with the other option the "
                                   "winner of the hand deals. After a dead hand the same dealer deals again."),
        ),
        _section(
            translate("RulesHelp", "Variants"),
            translate("RulesHelp", "<b>Oklahoma</b>: the value of each hand's first upcard is that hand's knock "
                                   "limit (picture cards 10); an ace means only gin ends the hand, and a spade "
                                   "doubles every score of the hand. It needs the upcard opening."),
            translate("RulesHelp", "<b>Straight gin</b>: no knocking at all; only gin or big gin ends a hand."),
            translate("RulesHelp", "<b>Eleven-card opening</b>: the non-dealer is dealt eleven cards and the "
                                   "dealer ten, with no upcard. The non-dealer begins by discarding (and may knock "
                                   "or go big gin with the dealt cards), then the dealer plays."),
        ),
    ]
    return "".join(parts)


def first_game_html() -> str:
    """A short walkthrough of a first game at this table."""
    steps = [
        translate("RulesHelp", "You sit at the bottom, the computer at the top. The stock and the discard pile "
                               "are in the middle with the <b>Knock</b> area beside them. The status line always "
                               "says what you can do now."),
        translate("RulesHelp", "<b>Draw</b>: drag the stock or the top card of the discard pile into your hand "
                               "(or click it). At the start of a hand you may take the upcard or press "
                               "<b>Pass</b>."),
        translate("RulesHelp", "<b>Discard</b>: drag a card onto the discard pile, or double-click it. While "
                               "you drag, the place the card would go is outlined: green when the move is "
                               "allowed, red when it is not."),
        translate("RulesHelp", "<b>Knock</b>: drag the card to discard onto the Knock area, or select it and press "
                               "Knock. With no deadwood left that is gin. With eleven cards all in melds, press "
                               "<b>Big Gin</b>."),
        translate("RulesHelp", "<b>Your hand</b>: cards in your best melds are outlined in colour. Drag a card "
                               "along the hand to move it, or pick an order in the <b>Sort hand</b> list (your own "
                               "order, melds first, by rank, by suit)."),
        translate("RulesHelp", "<b>Deadwood</b>: the panel on the right shows your deadwood count as you play; at "
                               "or below the knock limit you may knock."),
        translate("RulesHelp", "<b>After the hand</b>: both hands are laid out as melds and deadwood, lay-offs "
                               "are outlined in teal and the result is shown on the table. Press <b>Next "
                               "hand</b> to go on. The <b>Score sheet</b> lists every hand's points and why, the "
                               "running totals and the final bonuses."),
    ]
    keys = [
        ("S", translate("RulesHelp", "draw from the stock")),
        ("D", translate("RulesHelp", "take the upcard or the top discard")),
        ("P", translate("RulesHelp", "pass the upcard")),
        ("K", translate("RulesHelp", "knock")),
        ("G", translate("RulesHelp", "big gin")),
        ("N", translate("RulesHelp", "next hand (a new game once the game is over)")),
        ("V", translate("RulesHelp", "look through the discard pile")),
        ("H", translate("RulesHelp", "a hint")),
        ("R", translate("RulesHelp", "review the hand just finished (the coach)")),
        ("← →", translate("RulesHelp", "select a card in your hand")),
        (translate("RulesHelp", "Shift+← →"), translate("RulesHelp", "move the selected card along your hand")),
        (translate("RulesHelp", "Enter"), translate("RulesHelp", "discard the selected card")),
        ("T", translate("RulesHelp", "show or hide the cards you know the computer holds")),
        ("M", translate("RulesHelp", "sound effects off and on")),
        (native(QKeySequence.StandardKey.Undo),
         translate("RulesHelp", "take back your last move (when Settings allow it)")),
        (escape(QKeySequence("Ctrl+S").toString(QKeySequence.SequenceFormat.NativeText)),  # ("Strg+S" in German)
         translate("RulesHelp", "the score sheet")),
        (translate("RulesHelp", "Esc / Enter"),
         translate("RulesHelp", "answer the tutor's warning: think again, or play the move anyway")),
        (native(QKeySequence.StandardKey.FullScreen), translate("RulesHelp", "full screen")),
    ]
    # (no row for a standard action the platform has no key for)
    rows = "".join(f"<tr><td><b>{key}</b></td><td>{what}</td></tr>" for key, what in keys if key)
    items = "".join(f"<li>{step}</li>" for step in steps)
    # (translate() is called outside the f-string: pyside6-lupdate does not look inside f-strings)
    title = translate("RulesHelp", "Your first game")
    keys_title = translate("RulesHelp", "Keys")
    saved = translate("RulesHelp", "The game is saved after every move: close it at any time and go on later.")
    return (
        f"<h3>{title}</h3><ol>{items}</ol>"
        f"<h3>{keys_title}</h3><table cellpadding='3'>{rows}</table>"
        f"<p>{saved}</p>"
    )


class RulesHelpDialog(QDialog):
    """Two tabs: the rules (the options of ``rules`` at the top) and the first-game walkthrough."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Gin Rummy rules"))
        self.setAccessibleName(self.tr("Rules help"))
        self.resize(680, 640)
        self.rules_browser = QTextBrowser()
        self.rules_browser.setAccessibleName(self.tr("The rules"))
        self.rules_browser.setHtml(rules_html(rules))
        self.first_game_browser = QTextBrowser()
        self.first_game_browser.setAccessibleName(self.tr("First game walkthrough"))
        self.first_game_browser.setHtml(first_game_html())
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Help pages"))
        self.tabs.addTab(self.rules_browser, self.tr("Rules"))
        self.tabs.addTab(self.first_game_browser, self.tr("First game"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs, 1)
        box.addWidget(buttons)
