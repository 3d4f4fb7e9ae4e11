from gin_desktop.entry.app import main

raise SystemExit(main())
