"""`python -m canfield` runs the command line (the game window by default)."""

from canfield.cli import main

raise SystemExit(main())
