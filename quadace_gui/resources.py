"""The one place that knows where QuadAce's resources (icons, translations, data) live.

From source, resources sit in the repository's ``resources/`` folder next to the ``quadace_gui`` package.
In the frozen app (PyInstaller), the spec copies that folder to ``resources/`` inside the bundle, which
PyInstaller exposes as ``sys._MEIPASS``. Everything that loads a file goes through :func:`resource_path`,
so the same code works in both cases.

This module imports Qt only inside :func:`app_icon`, so the engine and the CLI can use it without Qt.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .core.paths import is_frozen, resource_path, resource_root

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

__all__ = ["ICON_SIZES", "app_icon", "icon_png_path", "is_frozen", "resource_path", "resource_root"]

#: The square sizes, in pixels, of the rendered app icon PNGs in ``resources/icons/``.
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_png_path(size: int) -> Path:
    """The rendered app icon of ``size`` x ``size`` pixels (one of :data:`ICON_SIZES`)."""
    return resource_path("icons", f"quadace_{size}.png")


def app_icon() -> QIcon:
    """The application icon with every rendered size, for ``QApplication.setWindowIcon``.

    Uses the PNGs (no SVG image plugin needed); falls back to the SVG source if no PNG is there.
    """
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in ICON_SIZES:
        png = icon_png_path(size)
        if png.is_file():
            icon.addFile(str(png))
    if icon.isNull():
        svg = resource_path("icons", "quadace.svg")
        if svg.is_file():
            icon.addFile(str(svg))
    return icon
