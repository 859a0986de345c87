"""``python -m quadace_gui`` runs the ``quadace`` command."""

import sys

from quadace_gui.cli import main

sys.exit(main())
