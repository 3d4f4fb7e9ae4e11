"""The values: small value types and pure helpers (the snapshot and its facts, the card order,
reviews, hint facts, limited JSON, fairness, levels, colour vision, the crash log, the platform folders)."""
