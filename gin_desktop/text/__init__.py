"""Every sentence the player reads that is not inside a widget, without Qt: the status line's
prompts and refusals, the result banner, the spoken table, the rules summary, the replay's
account of a hand. Each goes through :func:`gin_desktop.words.i18n.tr`."""
