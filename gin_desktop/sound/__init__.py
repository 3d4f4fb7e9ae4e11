"""Sound effects: the effects (:mod:`.effects`), when they play (:mod:`.cues`), the players."""
