from gin_desktop.app import main

raise SystemExit(main())
