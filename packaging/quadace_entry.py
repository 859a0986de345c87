"""Entry script of the frozen app: the same as ``quadace`` / ``python -m quadace_gui``.

Without arguments it opens the app; ``--self-test`` and the subcommands (``table``, ``solve``...) work as
in the installed command.
"""

import sys

from quadace_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
