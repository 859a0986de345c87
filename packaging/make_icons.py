"""Render the app icon from resources/icons/quadace.svg into every file the platforms need.

    .venv/bin/python packaging/make_icons.py

writes, next to the SVG (the outputs are committed, so builds need no renderer):
- ``quadace_<N>.png`` for N in ICON_SIZES (16..512): window icon, Linux hicolor theme sizes;
- ``quadace.ico``: Windows icon, PNG-compressed entries 16..256 (readable since Windows Vista);
- ``quadace.icns``: macOS icon, PNG entries 16..1024 (16@2x .. 512@2x included).

Rendering uses Qt's QSvgRenderer only; the ICO and ICNS containers are written here with ``struct`` (Qt can
write a single-image .ico through its plugin, but not a multi-size one, nor .icns), so no Pillow is needed.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quadace_gui.resources import ICON_SIZES  # noqa: E402

ICONS = ROOT / "resources" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (retina "@2x" types reuse the larger renders).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG rendered at ``size`` x ``size``, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide takes str
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size (a size of 256 is written as 0, as the format says)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNGs (supported since OS X 10.7)."""
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(["make_icons", "-platform", "offscreen"])
    renderer = QSvgRenderer(str(ICONS / "quadace.svg"))
    if not renderer.isValid():
        print("error: resources/icons/quadace.svg is not a valid SVG", file=sys.stderr)
        return 1
    all_sizes = sorted({*ICON_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(renderer, size) for size in all_sizes}
    written = []
    for size in ICON_SIZES:
        path = ICONS / f"quadace_{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    (ICONS / "quadace.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (ICONS / "quadace.icns").write_bytes(icns_bytes(pngs))
    written += [ICONS / "quadace.ico", ICONS / "quadace.icns"]
    for path in written:
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
