"""Our own card deck, drawn by code as SVG text (no Qt, no files read): the classic faces and
backs that ``gin-rummy-tools card-art`` writes into ``assets/cards/``, and the large-index faces
that the app draws in memory (:func:`~gin_desktop.card_art.large.large_face_svg`).

The parts: :mod:`.common` (tokens, geometry, suit symbols, rank glyphs), :mod:`.indices`
(corner indices), :mod:`.pips` (number cards and aces), :mod:`.courts` (the drawn
double-headed jacks, queens and kings), :mod:`.backs` and :mod:`.large` (the large-index deck).

Design: a white rounded card, viewBox ``0 0 250 350`` (2.5 : 3.5), with the corner
index (rank over suit) top-left and, turned half round, bottom-right. The classic
index lies within the left 55 units (22 % of the width), so it stays readable in a
tightly fanned hand. Twos to tens have the traditional pip arrangements (those in the
lower half turned); aces one big suit symbol, the ace of spades an ornate one.

Colour tokens
-------------
Each suit is drawn in one exact colour string, distinct per suit, so a renderer can
recolour a suit by replacing the string in the SVG bytes (the four-colour deck in
:mod:`gin_desktop.ui.card_pixmaps` does this). A face uses only its own suit's token and
only where the suit colour is meant (index, pips, a court's crown velvet, cap, pattern,
trims, frame); the courts' other colours (gold, blue, skin, hair) are other strings, and
the backs use no token:

==========  ===========  =====================================
suit        token        two-colour look
==========  ===========  =====================================
clubs       ``#1a1a1a``  black
diamonds    ``#c8102f``  red
hearts      ``#c8102e``  red
spades      ``#1a1a1b``  black
==========  ===========  =====================================

Tokens appear as ``fill="…"`` and ``stroke="…"`` attribute values (lower-case).
"""
