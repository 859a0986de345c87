"""A teacher's check of a window (issue 20): every text shown is tall enough and nothing is cut.

:func:`problems` walks every visible widget of a window: labels, buttons, tab titles, headers, dock
titles, combo boxes, item views, and widgets that draw their own texts (the maps say how tall with
``textLinePx``). It reports each text below a line height, each label narrower or lower than its text,
each elided tab title or header section, each dock title the style elides, and each button narrower
than its text. A tab bar that scrolls (its arrows shown) may have titles out of sight, never cut.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionDockWidget,
    QTabBar,
    QToolButton,
    QWidget,
)


def _shown(window: QWidget) -> list[QWidget]:
    """The widgets of ``window`` a person can see: visible, with a size, not scrolled out of sight."""
    out = []
    for w in (window, *window.findChildren(QWidget)):
        if not w.isVisible() or w.width() <= 1 or w.height() <= 1:
            continue
        if w.visibleRegion().isEmpty():
            continue
        if w is not window:  # on top where it is: not a left-over covered by what replaced it
            at = window.childAt(w.mapTo(window, w.rect().center()))
            if at is not None and at is not w and not w.isAncestorOf(at):
                continue
        out.append(w)
    return out


def _dock_title_room(dock: QDockWidget) -> int | None:
    """The width the style gives ``dock``'s own title bar for its title (None: the dock has a title bar
    widget of its own, whose labels are walked as any other, or shows no title bar)."""
    if dock.titleBarWidget() is not None or dock.isFloating():
        return None
    option = QStyleOptionDockWidget()
    option.initFrom(dock)
    height = dock.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, dock)
    option.rect = QRect(0, 0, dock.width(), max(height, QFontMetrics(dock.font()).height()))
    option.title = dock.windowTitle()
    features = dock.features()
    option.closable = bool(features & QDockWidget.DockWidgetFeature.DockWidgetClosable)
    option.floatable = bool(features & QDockWidget.DockWidgetFeature.DockWidgetFloatable)
    option.movable = bool(features & QDockWidget.DockWidgetFeature.DockWidgetMovable)
    rect = dock.style().subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock)
    return rect.width()


def _name(w: QWidget) -> str:
    return f"{type(w).__name__}({w.objectName() or '-'})"


def _label_text_size(label: QLabel) -> tuple[float, float]:
    """The width and height ``label``'s text needs at its width (wrapped) or in one line."""
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text
    ):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(text)
        doc.setDocumentMargin(0)
        if label.wordWrap():
            doc.setTextWidth(label.contentsRect().width())
            return 0.0, doc.size().height()
        return doc.idealWidth(), doc.size().height()
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        rect = metrics.boundingRect(
            0, 0, max(1, label.contentsRect().width()), 100000, int(Qt.TextFlag.TextWordWrap), text
        )
        return 0.0, rect.height()
    lines = text.split("\n")
    return max(metrics.horizontalAdvance(s) for s in lines), metrics.lineSpacing() * len(lines)


def problems(window: QWidget, min_px: int) -> list[str]:
    """Every text of ``window`` below ``min_px`` a line or an em, or cut (see the module's text).

    The em (the font's size in pixels) is what a screenshot shows as the text's height: a Chinese
    character's, a Latin line's from ascender to descender. A line is taller (a Latin font's about
    1.16 em, a Chinese one's 1.45): measured alone, Chinese tab titles of 16-17 px had passed as 25."""
    found: list[str] = []
    shown = _shown(window)

    def small(w: QWidget, what: str, height: int) -> None:
        em = QFontInfo(w.font()).pixelSize()
        if height < min_px or em < min_px:
            found.append(f"{_name(w)} {what!r}: {height} px a line, {em} px an em")

    for w in shown:
        own = getattr(w, "textLinePx", None)
        if callable(own) and int(own()) < min_px:  # (a line of its own fonts: no em to check)
            found.append(f"{_name(w)} 'drawn texts': {int(own())} px a line")
        cut = getattr(w, "cutTexts", None)
        if callable(cut):
            found += [f"{_name(w)} {text!r} cut" for text in cut()]
        if isinstance(w, QLabel):
            if not w.text().strip() or (w.pixmap() is not None and not w.pixmap().isNull()):
                continue
            small(w, w.text()[:30], QFontMetrics(w.font()).height())
            need_w, need_h = _label_text_size(w)
            room = w.contentsRect()
            if need_w > room.width() + 1:
                found.append(f"{_name(w)} {w.text()[:30]!r} cut: {need_w:.0f} px wide in {room.width()}")
            if need_h > room.height() + 1 and not isinstance(w.parentWidget(), QAbstractItemView):
                found.append(f"{_name(w)} {w.text()[:30]!r} cut: {need_h:.0f} px high in {room.height()}")
        elif isinstance(w, QTabBar):
            metrics = QFontMetrics(w.font())
            small(w, "tabs", metrics.height())
            for i in range(w.count()):
                text = w.tabText(i).replace("&", "")
                rect = w.tabRect(i)
                if rect.width() < w.tabSizeHint(i).width() - 1:  # less than the whole text needs
                    found.append(f"{_name(w)} tab {text!r} elided: {rect.width()} px")
                # (a bar with its scroll arrows shown brings every title into sight whole: not cut)
                scrolls = any(b.isVisible() for b in w.findChildren(QToolButton))
                if not w.rect().contains(rect) and not scrolls:
                    found.append(f"{_name(w)} tab {text!r} out of sight")
        elif isinstance(w, QHeaderView):
            metrics = QFontMetrics(w.font())
            small(w, "header", metrics.height())
            model = w.model()
            if model is None:
                continue
            for i in range(w.count()):
                if w.isSectionHidden(i):
                    continue
                text = str(model.headerData(i, w.orientation(), Qt.ItemDataRole.DisplayRole) or "")
                if (
                    w.orientation() == Qt.Orientation.Horizontal
                    and text
                    and w.sectionSize(i) < metrics.horizontalAdvance(text) + 6
                ):
                    found.append(f"{_name(w)} header {text!r} cut: {w.sectionSize(i)} px")
        elif isinstance(w, QPushButton | QToolButton | QCheckBox | QRadioButton):
            assert isinstance(w, QAbstractButton)
            text = w.text().replace("&", "")
            if not text:
                continue
            metrics = QFontMetrics(w.font())
            small(w, text, metrics.height())
            seen = w.visibleRegion().boundingRect().width()  # (a button pushed past its parent's edge)
            if min(w.width(), seen) < metrics.horizontalAdvance(text) + 4:
                found.append(f"{_name(w)} {text!r} cut: {min(w.width(), seen)} px")
        elif isinstance(w, QDockWidget):
            small(w, w.windowTitle(), QFontMetrics(w.font()).height())
            room = _dock_title_room(w)
            need = QFontMetrics(w.font()).horizontalAdvance(w.windowTitle())
            if room is not None and need > room + 1:  # the style elides it ("Outcome of every po…")
                found.append(f"{_name(w)} title {w.windowTitle()!r} cut: {need} px wide in {room}")
        elif isinstance(w, QComboBox | QAbstractItemView):
            small(w, "items", QFontMetrics(w.font()).height())
    if isinstance(window, QMainWindow):
        for bar in (window.menuBar(), window.statusBar()):
            if bar.isVisible():
                small(bar, "bar", QFontMetrics(bar.font()).height())
    return found
