from gin_desktop.tools import main

raise SystemExit(main())
