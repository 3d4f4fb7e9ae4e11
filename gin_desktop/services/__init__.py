"""The services: the game as the app plays it, Qt-free (session), read-only questions about the
saved games (records), the player's settings as a validated value (settings)."""
