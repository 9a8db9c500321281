"""``python -m farmhouse``: start the desktop app (see :func:`farmhouse.app.main.main`)."""

from farmhouse.app.main import main

raise SystemExit(main())
