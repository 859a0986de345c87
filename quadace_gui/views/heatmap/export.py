"""Slide-shaped exports of a laid-out heatmap scene: PNG bytes and SVG text."""

from __future__ import annotations

import base64
import math
import re
from collections.abc import Sequence

import pyqtgraph as pg
import pyqtgraph.exporters as pg_exporters
from PySide6.QtCore import QBuffer, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from .colors import PAPER
from .items import CellImage, stand_in

# Logical size of an exported heatmap: a 16:9 slide (a 1920 px PNG draws it 1.5 times larger).
EXPORT_SIZE = (1280, 720)
# Up to this many cells a side, SVG exports draw each run of equal cells as a vector rectangle.
VECTOR_CELLS_MAX = 250

_SVG_GROUP = re.compile(r"<g [^>]*>")
_SVG_MATRIX = re.compile(r'transform="matrix\(([^)]*)\)"')
_SVG_STROKE = re.compile(r'stroke-width="([0-9.eE+-]+)"')


def scaling_strokes(svg: str) -> str:
    """Turn the cosmetic pens Qt writes as ``vector-effect="non-scaling-stroke"`` into ordinary
    strokes of the same look: each group's stroke width is divided by the scale of its transform.
    Lines then grow with the picture when it is scaled on a slide, and viewers that ignore
    vector-effect draw them as intended."""
    parts = _SVG_GROUP.split(svg)
    heads = _SVG_GROUP.findall(svg)
    out = [parts[0]]
    for head, body in zip(heads, parts[1:], strict=True):
        matrix = _SVG_MATRIX.search(head)
        stroke = _SVG_STROKE.search(head)
        if matrix and stroke and 'vector-effect="non-scaling-stroke"' in body:
            a, b, c, d = (float(v) for v in matrix.group(1).split(",")[:4])
            scale = math.sqrt(abs(a * d - b * c)) or 1.0
            width = float(stroke.group(1)) / scale
            head = head[: stroke.start(1)] + f"{width:.6g}" + head[stroke.end(1) :]
        out += [head, body]
    return "".join(out).replace(' vector-effect="non-scaling-stroke"', "")


def png_bytes(view: pg.GraphicsLayoutWidget, width: int) -> bytes:
    """The whole scene of ``view`` as a 16:9 PNG ``width`` pixels wide."""
    return encode_png(png_image(view, width))


def png_image(view: pg.GraphicsLayoutWidget, width: int) -> QImage:
    """The whole scene of ``view`` drawn into a 16:9 image ``width`` pixels wide (GUI thread)."""
    exporter = pg_exporters.ImageExporter(view.ci)
    exporter.parameters()["background"] = PAPER
    exporter.parameters()["width"] = int(width)
    exporter.parameters()["height"] = round(int(width) * EXPORT_SIZE[1] / EXPORT_SIZE[0])
    image: QImage = exporter.export(toBytes=True)
    return image


def _base64_png(image: QImage) -> str:
    return base64.b64encode(encode_png(image)).decode("ascii")


def encode_png(image: QImage) -> bytes:
    """``image`` as PNG bytes. Touches no widget: any thread may do it (it takes longer than drawing)."""
    buffer = QBuffer()
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (PySide6 wants str, stubs say bytes)
    return bytes(buffer.data().data())


def svg_text(view: pg.GraphicsLayoutWidget, title: str) -> str:
    """The whole scene of ``view`` as SVG, sized as laid out, every line scaling with the picture."""
    return svg_finish(*svg_drawn(view, title))


def svg_drawn(view: pg.GraphicsLayoutWidget, title: str) -> tuple[str, list[QImage]]:
    """The whole scene of ``view`` as SVG as Qt draws it (GUI thread), with a stand-in for each bitmap of
    cells, and those bitmaps: :func:`svg_finish` completes it (in any thread)."""
    source = view.ci.sceneBoundingRect()
    target = QRectF(0, 0, source.width(), source.height())
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer := QBuffer())
    generator.setSize(target.size().toSize())
    generator.setViewBox(target)
    generator.setTitle(title)
    generator.setResolution(96)  # so viewers size it 1280 x 720 px, as laid out
    painter = QPainter(generator)
    # Export mode, as pyqtgraph's own exporters set it: scatter symbols (the dots of the game's
    # path) are then drawn as shapes, not copied from a pixmap sheet that SVG would squash.
    items = [item for item in view.scene().items() if hasattr(item, "setExportMode")]
    for item in items:
        item.setExportMode(True, {"antialias": True, "background": PAPER, "painter": painter})
    # Items Qt keeps as pixmaps on screen (the hatching) are drawn as shapes into the SVG.
    bitmaps: list[QImage] = []
    cells = [item for item in view.scene().items() if isinstance(item, CellImage) and item.isVisible()]
    for item in cells:
        item.svgStandIns = bitmaps
    no_cache = QGraphicsItem.CacheMode.NoCache
    cached = [(item, item.cacheMode()) for item in view.scene().items() if item.cacheMode() != no_cache]
    for item, _mode in cached:
        item.setCacheMode(no_cache)
    try:
        painter.fillRect(target, PAPER)
        view.scene().render(painter, target, source)
    finally:
        painter.end()
        for item in items:
            item.setExportMode(False, {})
        for item, mode in cached:
            item.setCacheMode(mode)
        for item in cells:
            item.svgStandIns = None
    return bytes(buffer.data().data()).decode("utf-8"), bitmaps


def svg_finish(text: str, bitmaps: Sequence[QImage] = ()) -> str:
    """Qt's SVG ``text`` with the ``bitmaps`` in place of their stand-ins (each encoded as Qt's SVG
    writer encodes an image), unsmoothed images and every line scaling with the picture. Touches no
    widget: any thread may do it."""
    for index, bitmap in enumerate(bitmaps):
        text = text.replace(_base64_png(stand_in(index)), _base64_png(bitmap), 1)
    text = text.replace("<image ", '<image style="image-rendering:pixelated" ')
    return scaling_strokes(text)
