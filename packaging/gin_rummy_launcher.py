"""Entry script of the frozen app (PyInstaller starts here): the same start-up as ``python -m gin_desktop``."""

from gin_desktop.entry.app import main

raise SystemExit(main())
