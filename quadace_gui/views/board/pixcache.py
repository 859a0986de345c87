"""Parts of the board drawn once into a pixmap and then copied: a hand card (card, finger glyph, number,
badge) costs about thirty rounded shapes and some text, and looks the same from one move to the next.

A part is keyed on everything its look depends on (the caller's key: colours, pens, font, words, value...),
its size, where it falls inside a device pixel, and the device pixel ratio; so a cached copy is the part as
it would be drawn there. Painters that are scaled or rotated draw directly.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import fields

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from .colors import BoardColors

MAX_PIXMAPS = 160  # 4 places x values x looks; about 100 kB each at 1440x900
_cache: OrderedDict[Hashable, QPixmap] = OrderedDict()


def colors_key(colors: BoardColors) -> tuple[int, ...]:
    """Every colour of ``colors`` as a hashable tuple (a theme change makes new pixmaps)."""
    return tuple(getattr(colors, f.name).rgba() for f in fields(colors))


def cached_count() -> int:
    return len(_cache)


def clear() -> None:
    _cache.clear()


def blit(
    p: QPainter,
    rect: QRectF,
    bounds: QRectF,
    key: Hashable,
    draw: Callable[[QPainter, QRectF], None],
    ratio: float,
) -> None:
    """Draw a part laid out in ``rect`` (inked within ``bounds``) with ``draw(painter, rect)``, from a cached
    pixmap when one is keyed ``key`` at this size and sub-pixel offset. ``ratio``: the device pixel ratio
    (asked of the widget: ``QPainter.device()`` is not safe to wrap while painting into a redirection)."""
    transform = p.transform()
    if transform.type().value > QTransform.TransformationType.TxTranslate.value:
        draw(p, rect)
        return
    dx, dy = transform.dx(), transform.dy()
    left = math.floor(bounds.left() + dx) - dx
    top = math.floor(bounds.top() + dy) - dy
    width, height = math.ceil(bounds.right() - left), math.ceil(bounds.bottom() - top)
    offset = QPointF(rect.left() - left, rect.top() - top)
    full = (
        key,
        round(offset.x() * 64),
        round(offset.y() * 64),
        round(rect.width() * 64),
        round(rect.height() * 64),
        width,
        height,
        ratio,
        int(p.renderHints().value),
    )
    pixmap = _cache.get(full)
    if pixmap is None:
        pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(p.renderHints())
        inner.setFont(p.font())
        draw(inner, QRectF(offset, rect.size()))
        inner.end()
        _cache[full] = pixmap
        while len(_cache) > MAX_PIXMAPS:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(full)
    p.drawPixmap(QPointF(left, top), pixmap)
