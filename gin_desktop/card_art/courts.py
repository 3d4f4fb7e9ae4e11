"""Jacks, queens and kings: a drawn, double-headed figure in a frame.

Each court is half a figure (head, headwear, shoulders, robe, an attribute in the hand)
drawn in the top half of the frame and the same half turned half round about the card's
centre, as on a real deck. All twelve differ: the rank gives the headwear (crown,
tiara with a flower, feathered cap), the hair and beard and the collar; each court of a
rank has its own pair of cloths (:data:`ROBES`); the suit gives the robe's pattern, the
attribute and the hair colour. The suit
token colours only what is meant to be in the suit colour (crown velvet and jewels,
cap, pattern, trims, the flower, the frame), so the four-colour deck recolours those.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from gin_desktop.core.cards import Card

from .common import INK, ROUND, SUIT_TOKENS, n, path, suit, turned_copy

# A palette that never uses a suit token string.
GOLD: Final = "#e4b33c"
GOLD_DARK: Final = "#a87a22"
BLUE: Final = "#2f5da6"
PLUM: Final = "#6d4a8f"
SHADE: Final = {BLUE: "#244a86", GOLD: "#c9962a", PLUM: "#563a72"}  # the same cloth in shadow
CREAM: Final = "#fbf4e2"
PAPER: Final = "#fffaf0"  # inside the frame
WHITE: Final = "#ffffff"
SKIN: Final = "#f3cfa8"
SKIN_SHADE: Final = "#d9a177"
LIPS: Final = "#b9525a"
STEEL: Final = "#d3d9e0"
WOOD: Final = "#7a5230"
OLIVE: Final = "#6f8a3c"

FRAME: Final = (60.0, 34.0, 190.0, 316.0)  # x0, y0, x1, y1: clear of both corner indices
HEAD: Final = (125.0, 94.0)  # centre of the face
HAND: Final = (90.0, 153.0)

HAIR: Final[dict[int, tuple[str, str, str, str]]] = {  # rank -> colour per suit (clubs, diamonds, hearts, spades)
    13: ("#8a5a2b", "#d8d2c4", "#b5562a", "#3b2b20"),
    12: ("#e0b95a", "#6b3e1f", "#3b2b20", "#9b4a22"),
    11: ("#3b2b20", "#c98c3a", "#6b3e1f", "#e0b95a"),
}
ROBES: Final[dict[int, tuple[tuple[str, str], ...]]] = {  # rank -> (main, panel) for clubs, diamonds, hearts, spades
    13: ((BLUE, GOLD), (GOLD, BLUE), (GOLD, PLUM), (PLUM, GOLD)),
    12: ((BLUE, GOLD), (GOLD, PLUM), (GOLD, BLUE), (PLUM, GOLD)),
    11: ((PLUM, GOLD), (BLUE, GOLD), (GOLD, BLUE), (GOLD, PLUM)),
}
"""Every court of a rank wears its own pair of cloths."""


def _mirror(parts: list[str]) -> str:
    """The parts reflected in the figure's vertical centre line (x = 125)."""
    return '<g transform="translate(250 0) scale(-1 1)">' + "".join(parts) + "</g>"


# --- the body -------------------------------------------------------------------------------


def _robe(card: Card) -> list[str]:
    main, panel = ROBES[card.rank][card.suit]
    token = SUIT_TOKENS[card.suit]
    parts = [
        path(main, "M68 175L70 150C72 130 88 119 108 115H142C162 119 178 130 180 150L182 175Z", INK),
        path(SHADE[main], "M69.5 175L71 150C73 134 82 125 96 119C90 136 88 156 90 175Z"),
        _mirror([path(SHADE[main], "M69.5 175L71 150C73 134 82 125 96 119C90 136 88 156 90 175Z")]),
        # embroidery: a stitched line just inside the robe's shoulders
        path("none", "M75 175L76.5 151C78.5 134 92 124.5 109 120M175 175L173.5 151C171.5 134 158 124.5 141 120",
             CREAM, 1.5, ' stroke-dasharray="0.1 3.6" stroke-linecap="round"'),
        path(panel, "M111 115H139L150 175H100Z", token, 2.4),
        *_pattern(card),
    ]
    if card.rank == 13:  # ermine-lined edges either side of the panel
        edge = "M104 117L96 175H88L98 118Z"
        spots = "".join(f"M{n(x)} {n(y)}l1.6 4.5l1.6 -4.5Z" for x, y in ((95, 130), (92, 146), (90, 161)))
        parts += [path(WHITE, edge, INK, 1), path(INK, spots)]
        parts.append(_mirror([path(WHITE, edge, INK, 1), path(INK, spots)]))
    return parts


def _pattern(card: Card) -> list[str]:
    """The suit's pattern on the robe's front panel, in the suit colour."""
    token = SUIT_TOKENS[card.suit]
    rows = (126.0, 141.0, 156.0, 169.0)

    def half_width(y: float) -> float:  # the panel widens downwards (14 at the top, 25 at the hem)
        return 14 + (y - 115) / 60 * 11

    if card.suit == 0:  # clubs: trefoils of three dots
        d = ""
        for y in rows:
            spots = (125.0,) if half_width(y) < 18 else (115.0, 135.0) if y < 160 else (115.0, 125.0, 135.0)
            for x in spots:
                d += _dot(x, y - 2.2, 2) + _dot(x - 2.4, y + 1.6, 2) + _dot(x + 2.4, y + 1.6, 2)
        return [path(token, d)]
    if card.suit == 1:  # diamonds: a harlequin lattice
        d = ""
        for j, y in enumerate(rows):
            hw = half_width(y) - 6
            shift = 4.5 if j % 2 else 0.0
            for x in [125 + k * 9.0 + shift for k in range(-3, 4) if abs(k * 9.0 + shift) <= hw]:
                d += f"M{n(x)} {n(y - 5.5)}L{n(x + 3.6)} {n(y)}L{n(x)} {n(y + 5.5)}L{n(x - 3.6)} {n(y)}Z"
        return [path(token, d)]
    if card.suit == 2:  # hearts: little hearts
        out = []
        for j, y in enumerate(rows):
            for x in ((125.0,) if j % 2 == 0 else (118.0, 132.0)):
                out.append(suit(2, x, y, 8.5))
        return out
    # spades: chevrons
    d = ""
    for y in rows:
        hw = half_width(y) - 3
        d += f"M{n(125 - hw)} {n(y - 5)}L125 {n(y + 1)}L{n(125 + hw)} {n(y - 5)}"
    return [path("none", d, token, 2.4)]


def _dot(x: float, y: float, r: float) -> str:
    return f"M{n(x - r)} {n(y)}A{n(r)} {n(r)} 0 1 0 {n(x + r)} {n(y)}A{n(r)} {n(r)} 0 1 0 {n(x - r)} {n(y)}Z"


def _collar(card: Card) -> list[str]:
    token = SUIT_TOKENS[card.suit]
    if card.rank == 13:  # ermine
        spots = "".join(f"M{n(x)} {n(y)}l1.5 4l1.5 -4Z" for x, y in ((106, 120), (116, 124), (131, 124), (141, 120)))
        return [path(WHITE, "M94 119C106 131 144 131 156 119L150 112C138 121 112 121 100 112Z", INK, 1.2),
                path(INK, spots)]
    if card.rank == 12:  # a low lace neckline (her hair falls over the shoulders; the necklace is on the head)
        return [path("none", "M104 116C116 122 134 122 146 116", WHITE, 2.6),
                path("none", "M104 116C116 122 134 122 146 116", token, 1)]
    # jack: a pointed collar in the suit colour
    return [path(token, "M104 113L113 126L125 116L137 126L146 113C136 118 114 118 104 113Z", INK, 1)]


def _arm(card: Card) -> list[str]:
    """The sleeve of the arm that holds the attribute, its cuff in the suit colour, the hand."""
    x, y = HAND
    main = ROBES[card.rank][card.suit][0]
    return [
        path(SHADE[main], "M73 140C75 129 83 123 94 123L100 145C95 148 90 149 84 150C77 150 73 147 73 140Z", INK, 1.1),
        path(SUIT_TOKENS[card.suit], "M82 145C88 145 95 143 99 140L101 147C95 150 89 151 83 152Z", INK, 0.9),
        f'<circle cx="{n(x)}" cy="{n(y)}" r="6.5" fill="{SKIN}" stroke="{INK}" stroke-width="1.1"/>',
    ]


# --- attributes (held in the hand on the left) -------------------------------------------------


def _sword(card: Card, tilt: float = 0.0) -> list[str]:
    x, y = HAND
    parts = [
        path(STEEL, f"M{n(x - 3.2)} 62L{n(x)} 46L{n(x + 3.2)} 62V{n(y - 13)}H{n(x - 3.2)}Z", INK, 1.1),
        path("none", f"M{n(x)} 60V{n(y - 15)}", "#9aa4ae", 1),
        path(GOLD, f"M{n(x - 12)} {n(y - 13)}H{n(x + 12)}V{n(y - 8)}H{n(x - 12)}Z", INK, 1.1),
        path(WOOD, f"M{n(x - 2.2)} {n(y - 8)}H{n(x + 2.2)}V{n(y + 10)}H{n(x - 2.2)}Z", INK, 0.8),
        f'<circle cx="{n(x)}" cy="{n(y + 12)}" r="3.6" fill="{SUIT_TOKENS[card.suit]}" stroke="{INK}" '
        'stroke-width="0.8"/>',
    ]
    if tilt:
        return [f'<g transform="rotate({n(tilt)} {n(x)} {n(y)})">' + "".join(parts) + "</g>"]
    return parts


def _pole(top: float) -> str:
    x, y = HAND
    return path(WOOD, f"M{n(x - 2)} {n(top)}H{n(x + 2)}V{n(y + 18)}H{n(x - 2)}Z", INK, 0.8)


def _axe(card: Card) -> list[str]:
    x = HAND[0]
    blade = f"M{n(x - 2)} 60C{n(x - 18)} 50 {n(x - 27)} 64 {n(x - 25)} 84C{n(x - 18)} 78 {n(x - 9)} 78 {n(x - 2)} 82Z"
    return [_pole(50), path(STEEL, blade, INK, 1.1),
            path(SUIT_TOKENS[card.suit], f"M{n(x - 3)} 86H{n(x + 3)}V91H{n(x - 3)}Z")]


def _sceptre(card: Card) -> list[str]:
    x = HAND[0]
    return [
        path(GOLD, f"M{n(x - 2.2)} 70H{n(x + 2.2)}V168H{n(x - 2.2)}Z", INK, 0.8),
        f'<circle cx="{n(x)}" cy="70" r="5" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>',
        suit(card.suit, x, 56, 19),
        path(GOLD, f"M{n(x - 5)} 100H{n(x + 5)}V104H{n(x - 5)}Z", INK, 0.8),
    ]


def _halberd(card: Card) -> list[str]:
    x = HAND[0]
    head = (f"M{n(x)} 40L{n(x + 4)} 56H{n(x - 4)}Z"  # spike
            f"M{n(x - 2)} 58C{n(x - 16)} 56 {n(x - 22)} 64 {n(x - 22)} 76C{n(x - 14)} 72 {n(x - 7)} 72 {n(x - 2)} 74Z"
            f"M{n(x + 2)} 60L{n(x + 12)} 64L{n(x + 2)} 68Z")  # the hook
    band = f"M{n(x - 4)} 78H{n(x + 4)}V83H{n(x - 4)}Z"
    return [_pole(52), path(STEEL, head, INK, 1), path(SUIT_TOKENS[card.suit], band)]


def _spear(card: Card) -> list[str]:
    x = HAND[0]
    tip = f"M{n(x)} 42C{n(x + 6)} 50 {n(x + 6)} 58 {n(x)} 64C{n(x - 6)} 58 {n(x - 6)} 50 {n(x)} 42Z"
    pennant = f"M{n(x + 2)} 68L{n(x + 22)} 74L{n(x + 2)} 82Z"
    return [_pole(62), path(STEEL, tip, INK, 1), path(SUIT_TOKENS[card.suit], pennant, INK, 0.8)]


def _arrow(card: Card) -> list[str]:
    x = HAND[0]
    tip = f"M{n(x)} 44L{n(x + 5)} 56H{n(x - 5)}Z"
    fletch = "".join(f"M{n(x - 1.5)} {n(y)}L{n(x - 7)} {n(y + 8)}V{n(y + 13)}L{n(x - 1.5)} {n(y + 5)}Z"
                     f"M{n(x + 1.5)} {n(y)}L{n(x + 7)} {n(y + 8)}V{n(y + 13)}L{n(x + 1.5)} {n(y + 5)}Z"
                     for y in (156.0,))
    return [path(WOOD, f"M{n(x - 1.5)} 55H{n(x + 1.5)}V170H{n(x - 1.5)}Z", INK, 0.6),
            path(STEEL, tip, INK, 1), path(SUIT_TOKENS[card.suit], fletch, INK, 0.6)]


def _leaf(card: Card) -> list[str]:
    x = HAND[0]
    blade = f"M{n(x)} 50C{n(x + 16)} 64 {n(x + 14)} 92 {n(x)} 106C{n(x - 14)} 92 {n(x - 16)} 64 {n(x)} 50Z"
    return [path(OLIVE, f"M{n(x - 1.4)} 100H{n(x + 1.4)}V168H{n(x - 1.4)}Z"), path(OLIVE, blade, INK, 1),
            path("none", f"M{n(x)} 56V104M{n(x)} 72L{n(x + 7)} 66M{n(x)} 84L{n(x - 7)} 78",
                 SUIT_TOKENS[card.suit], 1.3)]


def _flower(card: Card) -> list[str]:
    """A flower on a curved stalk: a rose (diamonds), a tulip (hearts), a daisy (clubs)."""
    x, y = HAND
    token = SUIT_TOKENS[card.suit]
    fx, fy = x - 4, 78.0
    parts = [
        path("none", f"M{n(x)} {n(y)}C{n(x + 6)} 130 {n(fx - 6)} 104 {n(fx)} {n(fy + 6)}", OLIVE, 2.4),
        path(OLIVE, f"M{n(x + 1)} 118C{n(x + 14)} 108 {n(x + 20)} 112 {n(x + 22)} 106C{n(x + 12)} 104 "
                    f"{n(x + 4)} 108 {n(x + 1)} 118Z", INK, 0.8),
    ]
    if card.suit == 1:  # rose: a cup of petals with a spiral heart
        parts += [f'<circle cx="{n(fx)}" cy="{n(fy)}" r="9.5" fill="{token}" stroke="{INK}" stroke-width="1"/>',
                  path("none", f"M{n(fx - 6)} {n(fy + 3)}C{n(fx - 3)} {n(fy + 8)} {n(fx + 3)} {n(fy + 8)} {n(fx + 6)} "
                               f"{n(fy + 3)}M{n(fx - 3.5)} {n(fy)}C{n(fx - 3.5)} {n(fy - 5)} {n(fx + 3.5)} {n(fy - 5)} "
                               f"{n(fx + 3.5)} {n(fy)}C{n(fx + 3.5)} {n(fy + 3)} {n(fx - 0.5)} {n(fy + 3)} "
                               f"{n(fx - 0.5)} {n(fy)}", WHITE, 1.2),
                  path(OLIVE, f"M{n(fx - 9)} {n(fy + 7)}L{n(fx - 3)} {n(fy + 6)}L{n(fx - 5)} {n(fy + 11)}Z"
                              f"M{n(fx + 9)} {n(fy + 7)}L{n(fx + 3)} {n(fy + 6)}L{n(fx + 5)} {n(fy + 11)}Z")]
    elif card.suit == 2:  # tulip
        cup = (f"M{n(fx - 9)} {n(fy - 8)}L{n(fx - 4)} {n(fy - 3)}L{n(fx)} {n(fy - 10)}L{n(fx + 4)} {n(fy - 3)}"
               f"L{n(fx + 9)} {n(fy - 8)}C{n(fx + 10)} {n(fy + 4)} {n(fx + 6)} {n(fy + 8)} {n(fx)} {n(fy + 8)}"
               f"C{n(fx - 6)} {n(fy + 8)} {n(fx - 10)} {n(fy + 4)} {n(fx - 9)} {n(fy - 8)}Z")
        parts.append(path(token, cup, INK, 1))
    else:  # daisy: five petals round a gold heart
        petals = "".join(
            f'<ellipse cx="{n(fx)}" cy="{n(fy - 6.5)}" rx="3.4" ry="6" fill="{token}" stroke="{INK}" '
            f'stroke-width="0.8" transform="rotate({a} {n(fx)} {n(fy)})"/>' for a in (0, 72, 144, 216, 288))
        parts += [petals,
                  f'<circle cx="{n(fx)}" cy="{n(fy)}" r="3.6" fill="{GOLD}" stroke="{INK}" stroke-width="0.8"/>']
    return parts


def _attribute(card: Card) -> list[str]:
    table: dict[tuple[int, int], Callable[[Card], list[str]]] = {
        (13, 0): _sceptre, (13, 1): _axe, (13, 2): lambda c: _sword(c, 28.0), (13, 3): _sword,
        (12, 0): _flower, (12, 1): _flower, (12, 2): _flower, (12, 3): _sceptre,
        (11, 0): _arrow, (11, 1): _halberd, (11, 2): _leaf, (11, 3): _spear,
    }
    return table[card.rank, card.suit](card)


# --- the head --------------------------------------------------------------------------------


def hair_back(card: Card) -> list[str]:
    """The hair behind the face (drawn before the collar, so a queen's hair falls behind it)."""
    hair = HAIR[card.rank][card.suit]
    if card.rank == 12:  # long hair falling to the shoulders
        return [path(hair, "M108 82C101 100 99 122 103 134C111 131 117 123 119 112H131C133 123 139 131 147 134"
                           "C151 122 149 100 142 82Z", INK, 1.1)]
    if card.rank == 13:
        return [path(hair, "M109.5 86C108 100 108 108 112 114H138C142 108 142 100 140.5 86Z", INK, 1.1)]
    bob = path(hair, "M109 84C107 96 108 106 113 110L118 104L116 88Z", INK, 1.1)  # the jack's bob
    return [bob, _mirror([bob])]


def head(card: Card) -> list[str]:
    """Neck, face and headwear (with :func:`hair_back` also the large-index deck's court emblem)."""
    hx, hy = HEAD
    hair = HAIR[card.rank][card.suit]
    token = SUIT_TOKENS[card.suit]
    parts: list[str] = []
    parts += [
        path(SKIN, f"M{n(hx - 6)} 106V118H{n(hx + 6)}V106Z", INK, 1),
        f'<ellipse cx="{n(hx)}" cy="{n(hy)}" rx="14.5" ry="17.5" fill="{SKIN}" stroke="{INK}" stroke-width="1.2"/>',
        path(INK, _dot(hx - 5.5, hy - 1, 1.9) + _dot(hx + 5.5, hy - 1, 1.9)),
        path("none", f"M{n(hx - 9.5)} {n(hy - 5.5)}Q{n(hx - 5.5)} {n(hy - 8)} {n(hx - 2)} {n(hy - 5.5)}"
                     f"M{n(hx + 2)} {n(hy - 5.5)}Q{n(hx + 5.5)} {n(hy - 8)} {n(hx + 9.5)} {n(hy - 5.5)}", INK, 1.2),
        path("none", f"M{n(hx)} {n(hy + 1)}L{n(hx - 2)} {n(hy + 7.5)}L{n(hx + 1)} {n(hy + 8)}", SKIN_SHADE, 1.3),
    ]
    if card.rank == 12:
        parts += [path("#f2a99a", _dot(hx - 8, hy + 6, 2.6) + _dot(hx + 8, hy + 6, 2.6)),
                  path(LIPS, f"M{n(hx - 3.5)} {n(hy + 11.5)}Q{n(hx)} {n(hy + 9.5)} {n(hx + 3.5)} {n(hy + 11.5)}"
                             f"Q{n(hx)} {n(hy + 14.5)} {n(hx - 3.5)} {n(hy + 11.5)}Z")]
    elif card.rank == 11:
        parts.append(path("none", f"M{n(hx - 3.5)} {n(hy + 11.5)}Q{n(hx)} {n(hy + 13.5)} {n(hx + 3.5)} {n(hy + 11.5)}",
                          LIPS, 1.4))
    else:  # the king's beard and moustache
        parts += [
            path(hair, "M110.5 98C111 114 118 125 125 127C132 125 139 114 139.5 98C136 106 131 109 125 108"
                       "C119 109 114 106 110.5 98Z", INK, 1.1),
            path(hair, "M117 104C120.5 101 124 101.5 125 103.5C126 101.5 129.5 101 133 104"
                       "C129.5 106.5 126.5 106 125 105C123.5 106 120.5 106.5 117 104Z", INK, 0.8),
        ]
    parts += _headwear(card, hair, token)
    if card.rank == 12:  # a gold necklace with the suit as its pendant
        parts += [path("none", "M117 113C120 119 130 119 133 113", GOLD_DARK, 1.6), suit(card.suit, 125, 121.5, 7)]
    return parts


def _headwear(card: Card, hair: str, token: str) -> list[str]:
    if card.rank == 13:  # a crown: velvet cap in the suit colour, gold points, jewels
        return [
            path(hair, "M110.5 88C111 80 117 76 125 76C133 76 139 80 139.5 88"
                       "C134 84 129 83 125 83C121 83 116 84 110.5 88Z"),
            path(token, "M111 72C112 59 138 59 139 72Z", INK, 1),
            path(GOLD, "M108 72L105 55L116 64L125 51L134 64L145 55L142 72Z", INK, 1.2),
            path(GOLD, "M107 71H143V80H107Z", INK, 1.2),
            path(GOLD, _dot(105, 54.5, 2.5) + _dot(125, 50.5, 2.5) + _dot(145, 54.5, 2.5), INK, 0.9),
            path(token, _dot(125, 75.5, 2.9) + _dot(115, 75.5, 2) + _dot(135, 75.5, 2)),
        ]
    if card.rank == 12:  # fringe, a tiara with the suit's flower
        flower = "".join(
            f'<ellipse cx="125" cy="63.5" rx="2.6" ry="4.4" fill="{token}" transform="rotate({a} 125 68)"/>'
            for a in (0, 72, 144, 216, 288))
        return [
            path(hair, "M110.5 89C111 79 117 75 125 75C133 75 139 79 139.5 89"
                       "C134 83 129 81 125 81C121 81 116 83 110.5 89Z", INK, 1),
            path(GOLD, "M109 80C112 70 138 70 141 80L139 84C131 78 119 78 111 84Z", INK, 1.1),
            path(GOLD, "M115 75L117 67L120 73ZM135 75L133 67L130 73Z", INK, 0.8),
            flower,
            f'<circle cx="125" cy="68" r="2" fill="{GOLD}"/>',
        ]
    # jack: a cap in the suit colour with a gold band and a feather
    return [
        path(CREAM, "M139 74C142 64 148 56 158 50C159 60 154 70 144 78Z", INK, 1.1),
        path("none", "M142 75C146 66 151 59 157 53", GOLD_DARK, 1),
        path(token, "M106 84C103 70 114 62 127 62C141 62 150 69 147 80C140 78 118 79 106 84Z", INK, 1.2),
        path(GOLD, "M106 84C118 79 140 78 147 80L146 85C138 83 118 84 107 89Z", INK, 1),
    ]


# --- the card --------------------------------------------------------------------------------


def _half(card: Card) -> list[str]:
    token = SUIT_TOKENS[card.suit]
    x0, _y0, x1, _y1 = FRAME
    grow = '<g transform="translate(125 120) scale(1.12) translate(-125 -120)">'  # the head a little larger
    return [
        *_robe(card),
        grow + "".join(hair_back(card)) + "</g>",
        *_collar(card),
        *_attribute(card),
        *_arm(card),
        grow + "".join(head(card)) + "</g>",
        suit(card.suit, x1 - 18, 92, 22),  # beside the head, clear of crown, cap and feather
        path(token, f"M{n(x0)} 173.6H{n(x1)}V176.4H{n(x0)}Z"),
    ]


def court(card: Card) -> list[str]:
    """Jack, queen or king: the framed double-headed figure."""
    token = SUIT_TOKENS[card.suit]
    x0, y0, x1, y1 = FRAME
    half = _half(card)
    return [
        f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="8" fill="{PAPER}" '
        f'stroke="{token}" stroke-width="2.4"/>',
        *turned_copy("half", half),
        f'<rect x="{n(x0 + 4)}" y="{n(y0 + 4)}" width="{n(x1 - x0 - 8)}" height="{n(y1 - y0 - 8)}" rx="5" '
        f'fill="none" stroke="{token}" stroke-width="0.9"/>',
    ]


def court_emblem(card: Card, cx: float, cy: float, size: float) -> list[str]:
    """The court's head in a ring, ``size`` units across, centred at (cx, cy) (large-index deck)."""
    token = SUIT_TOKENS[card.suit]
    s = size / 100
    hx, hy = HEAD
    place = f"translate({n(cx)} {n(cy)}) scale({n(s * 1.05)}) translate({n(-hx)} {n(-hy + 6)})"
    r = size / 2
    return [
        f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{PAPER}" stroke="{token}" stroke-width="3"/>',
        f'<g transform="{place}"{ROUND}>' + "".join(hair_back(card) + head(card)) + "</g>",
    ]

