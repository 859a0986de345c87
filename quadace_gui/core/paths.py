"""Where QuadAce's resource files (translations, lessons, icons) live, from source and in the frozen app.

From source they sit in the repository's ``resources/`` folder next to the ``quadace_gui`` package; in the
frozen app (PyInstaller) the spec copies that folder to ``resources/`` inside the bundle, exposed as
``sys._MEIPASS``. Qt-free, so the engine (e.g. the built-in lessons) can find its data files;
``quadace_gui.resources`` re-exports these and adds the Qt icon.
"""

from __future__ import annotations

import sys
from pathlib import Path


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_root() -> Path:
    """The folder holding every resource: ``<bundle>/resources`` when frozen, else ``<repo>/resources``."""
    if is_frozen():
        return Path(str(getattr(sys, "_MEIPASS"))) / "resources"  # noqa: B009 (set by PyInstaller only)
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a resource, e.g. ``resource_path("icons", "quadace.svg")``.

    The path is returned whether or not the file exists, so callers can test ``.is_file()`` and report
    a missing resource in their own words.
    """
    return resource_root().joinpath(*parts)
