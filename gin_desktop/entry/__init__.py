"""The app's entry: start-up and its command-line flags (app), the argument types of the app and
the tools (arguments), the app's own smoke test and start-up probe (smoke)."""
