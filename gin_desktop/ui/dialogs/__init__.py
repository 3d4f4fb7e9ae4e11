"""The windows opened from the table: score sheet, statistics, rules, settings, discard pile,
hand replay. Each is made when first asked for (start-up does not import them)."""
