"""Presentation mode for a projector, and the text-size preference that scales every text.

:func:`apply_text_scale` sets the application font to the preference (so panels, headers, menus,
tooltips and dialogs follow) and keeps every font a widget set for itself (a bold heading, a larger
tree) at the same proportion to its parent. :class:`Presentation` is the View > Presentation (F11)
mode: full screen, the lesson strip under the board, the panels a class needs, and texts at least
:data:`MIN_TEXT_PX` tall; Esc or F11 leaves it and puts the window, its docks and the texts back.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontInfo, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QTabBar, QWidget

from quadace_gui.models.settings import TEXT_SCALE, Settings
from quadace_gui.views.panels import PANELS
from quadace_gui.views.toolbar_wrap import ToolbarWrap

#: In presentation mode every text is at least this many pixels tall (a line of the font) on a screen
#: :data:`PROJECTOR_HEIGHT` pixels high (in proportion on a higher one: a projector's picture is as large) ...
MIN_TEXT_PX = 20
PROJECTOR_HEIGHT = 720
#: ... and its em at least this many pixels: a Chinese font's lines are taller for the same characters
#: (its line is about 1.45 em, a Latin one's 1.16), so the line height alone would leave Chinese smaller.
#: The em is what a screenshot shows as a text's height (a Chinese character, a Latin line from ascender
#: to descender): at 17 px the titles and headers had looked 16-17 px at 1280x720.
MIN_EM_PX = 20
#: The panels presentation mode shows with the tabs grouped with them (the Why?, Backward induction and
#: Quiz tabs beside Moves; Value history and Findings beside the Move list); the heatmap is put away until
#: it ends. Their side's width.
PRESENTATION_DOCKS = ("movesDock", "historyDock")
PRESENTATION_DOCK_PERCENT = 36
#: What fills the screen, in the order the Presentation Layout key (L) cycles through: the board and the
#: panels in use; the map alone (for "look at the quadrants"); the board beside the map.
LAYOUTS = ("panel", "map", "boardMap")
#: Panels that take the whole panel column in presentation mode while they are in front, the others put
#: away until they go: the exercise cards and their answers, the findings' explanation (whole) and their
#: positions, the quiz's question and answers. Sharing the height at 1280x720, the findings had left the
#: Moves tree one row, a Chinese quiz question was cut, and the exercises were not shown at all. The
#: last brought to the front wins; their tabs stay, to go back (Moves beside the quiz, Move list beside
#: the findings; the Exercises panel closes with its title's button or E).
COLUMN_DOCKS = ("exercisesDock", "findingsDock", "quizDock")
#: ... and their side's width then, in percent of the window's (the hands keep their size: the board's
#: height sets it).
TALL_SIDE_PERCENT = 46
#: Otherwise the two groups of :data:`PRESENTATION_DOCKS` share the column's height: the first (Moves,
#: Why?, Backward induction) this share, the Move list and Value history the rest (at 1280x720 six rows
#: of moves above, four of the move list below).
PANEL_TOP_PERCENT = 60
#: The map's dock, and its side's width beside the board (the map is square; the board takes the rest).
MAP_DOCK = "heatmapDock"
MAP_DOCK_PERCENT = 52
#: The panel that drives the map (the backward induction): when it was in front in the panel layout, the
#: map alone keeps it beside the map, at this share of the width, so the teacher steps while the class
#: watches the levels fill the map (and the panel layout brings it back in front).
MAP_COMPANION = "inductionDock"
MAP_COMPANION_PERCENT = 30
#: The text size the board gets in presentation mode at most (its prompt's line takes height from the hands).
BOARD_PRESENTATION_PERCENT = 100
#: Docks tabbed together grow to show their tab titles whole up to this share of the window's width.
DOCK_TABS_MAX_PERCENT = 45
#: The window's property that is True while presentation mode is on (a panel that shows something on the
#: map, put away by a layout, keeps it: the backward induction's walk).
PRESENTING = "quadacePresenting"
#: Where a widget keeps its font's size as a proportion of its parent's (see :func:`apply_text_scale`).
_RATIO = "quadaceFontRatio"
FONT_RATIO = _RATIO  # (a page that sizes a text differently in presentation mode sets it)
#: A widget with this property set to True sizes its own font (the walk leaves it alone).
SELF_SIZED = "quadaceSelfSized"

_base_font: QFont | None = None


class ScaledBoard(Protocol):
    """A board that sizes its own texts (QuadAce's hands and prompt): presentation mode and the
    text-size preference tell it the size."""

    def setTextScale(self, percent: int) -> None: ...


@runtime_checkable
class DrawsTexts(Protocol):
    """A widget that draws texts of its own, not in its font (the map's tick labels and legend, a
    chart's axis labels): how tall a line of them is, for :func:`smallest_text_px`."""

    def textLinePx(self) -> int: ...


def base_font() -> QFont:
    """The application font before any text scaling (remembered the first time it is asked)."""
    global _base_font
    if _base_font is None:
        _base_font = QFont(QApplication.font())
    return QFont(_base_font)


def font_size(font: QFont) -> float:
    """The font's size in its own unit (points, or pixels for a pixel-sized font)."""
    return font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())


def resized(font: QFont, size: float) -> QFont:
    """``font`` at ``size`` in its own unit."""
    out = QFont(font)
    if font.pointSizeF() > 0:
        out.setPointSizeF(max(1.0, size))
    else:
        out.setPixelSize(max(1, round(size)))
    return out


def scaled_base(percent: int) -> QFont:
    """The application font at ``percent`` of its size."""
    base = base_font()
    return resized(base, font_size(base) * percent / 100)


def _own_fonts(roots: Iterable[QWidget]) -> list[tuple[QWidget, float]]:
    """The widgets under ``roots`` with a font of their own, parents first, each with its size as a
    proportion of its parent's (measured the first time the widget is seen, when both agree)."""
    found: list[tuple[QWidget, float]] = []
    for root in roots:
        for widget in (root, *root.findChildren(QWidget)):
            if not widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) or widget.property(SELF_SIZED):
                continue
            ratio = widget.property(_RATIO)
            if not isinstance(ratio, float):
                parent = widget.parentWidget()
                above = parent.font() if parent is not None else QApplication.font()
                own, theirs = font_size(widget.font()), font_size(above)
                ratio = own / theirs if theirs > 0 and own > 0 else 1.0
                widget.setProperty(_RATIO, ratio)
            found.append((widget, ratio))
    return found


def _own_dock_fonts(roots: Iterable[QWidget]) -> None:
    """Give each dock its own font, so its title follows the text size.

    A dock draws its title in the font the application had when the dock was made, unless the dock's
    font differs from the application's; a style strategy that changes nothing on screen makes it so.
    """
    for root in roots:
        for dock in root.findChildren(QDockWidget):
            if not dock.testAttribute(Qt.WidgetAttribute.WA_SetFont):
                font = QFont(dock.font())
                font.setStyleStrategy(font.styleStrategy() | QFont.StyleStrategy.PreferAntialias)
                dock.setFont(font)


def apply_text_scale(percent: int, roots: Iterable[QWidget]) -> None:
    """Every text at ``percent`` of its normal size: the application font, and the fonts the widgets
    under ``roots`` set for themselves (kept in proportion to their parent's)."""
    roots = list(roots)
    _own_dock_fonts(roots)
    own = _own_fonts(roots)
    font = scaled_base(percent)
    if font != QApplication.font():  # (every widget lays itself out again: not for nothing)
        QApplication.setFont(font)
        # Qt posts the change to the widgets: deliver it now, so every parent has its new font below.
        QApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange.value)
    for widget, ratio in own:
        parent = widget.parentWidget()
        above = parent.font() if parent is not None else QApplication.font()
        font = resized(widget.font(), font_size(above) * ratio)
        if font_size(font) != font_size(widget.font()):
            widget.setFont(font)


def fit_dock_tabs(window: QMainWindow) -> None:
    """Docks tabbed together are at least as wide as their tab titles, so no title is ever cut ("Mo…"):
    the side of the window grows instead (each tab bar's titles at full length), up to a share of the
    window; beyond it the tab bar scrolls."""
    docks = {dock.windowTitle(): dock for dock in window.findChildren(QDockWidget)}
    for bar in window.findChildren(QTabBar):
        if bar.parentWidget() is not window or not bar.isVisible() or bar.count() < 2:
            continue
        # Where the share below is too narrow for every title, the bar scrolls: a title is never cut.
        bar.setElideMode(Qt.TextElideMode.ElideNone)
        bar.setUsesScrollButtons(True)
        need = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 2
        # ... but never more than a share of the window: the board keeps most of a small screen
        need = min(need, window.width() * DOCK_TABS_MAX_PERCENT // 100)
        for i in range(bar.count()):
            dock = docks.get(bar.tabText(i))
            if dock is not None and dock.minimumWidth() != need:
                dock.setMinimumWidth(need)


def _in_front(dock: QDockWidget) -> bool:
    """Whether ``dock`` is shown and in front of its tabs (not behind another tab)."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _shown(window: QWidget) -> list[QWidget]:
    return [
        w
        for w in (window, *window.findChildren(QWidget))
        if w.isVisible() and w.width() > 0 and w.height() > 0
    ]


def smallest_text_px(window: QWidget) -> int:
    """The height of a line of the smallest font among the widgets shown in ``window``."""
    shown = _shown(window)
    heights = [QFontMetrics(w.font()).height() for w in shown]
    # A widget that draws texts of its own (the map's tick labels and legend) says how tall they are.
    heights += [w.textLinePx() for w in shown if isinstance(w, DrawsTexts)]
    return min(heights, default=QFontMetrics(window.font()).height())


def smallest_em_px(window: QWidget) -> int:
    """The em, in pixels, of the smallest font among the widgets shown in ``window``."""
    ems = [QFontInfo(w.font()).pixelSize() for w in _shown(window)]
    return min(ems, default=QFontInfo(window.font()).pixelSize())


def _shortfall(window: QWidget) -> float:
    """How much every text in ``window`` must grow to be large enough on its screen (1.0 or less: it is).

    The picture's height is the full-screen window's, as much of it as the screen shows: a test's 800 px
    screen had asked for 23 px where a real 720 px one got 17 px Chinese titles."""
    screen = window.screen()
    height = window.height() if screen is None else min(window.height(), screen.geometry().height())
    higher = max(1.0, height / PROJECTOR_HEIGHT)
    line, em = MIN_TEXT_PX * higher, MIN_EM_PX * higher
    return max(line / max(1, smallest_text_px(window)), em / max(1, smallest_em_px(window)))


class Presentation(QObject):
    """View > Presentation of ``window``: enter, leave, and the text size of both modes.

    ``docks`` are the window's panels by name; ``strip`` is the lesson strip (shown only here);
    ``board`` gets the text size too (None: a board that sizes nothing itself). ``actions`` are the
    window's actions by name (its Presentation action is kept checked while the mode is on) and
    ``toolbar`` lays the toolbar's rows out again for a new text size. The window calls :meth:`toggle`
    (F11) and :meth:`afterReset` at the end of View > Reset Layout.
    """

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        board: ScaledBoard | None,
        strip: QWidget,
        docks: dict[str, QDockWidget],
        layouts: tuple[str, ...] = LAYOUTS,
        *,
        actions: Mapping[str, QAction],
        toolbar: ToolbarWrap | None = None,
    ) -> None:
        super().__init__(window)
        self.setObjectName("presentation")
        self._window, self._settings, self._board = window, settings, board
        self._actions, self._toolbar = actions, toolbar
        self._strip: QWidget | None = strip
        self._docks = docks
        self._layouts = layouts  # a window without the map's dock (the take-away games): "panel" only
        self._arrange: Callable[[str], object] | None = None  # a page that lays itself out (setGame)
        self._active = False
        self._saved: tuple[QByteArray, QByteArray, QRect, Qt.WindowState] | None = None
        self._percent = 0
        self._layout = LAYOUTS[0]
        self._bars: tuple[bool, bool] = (True, True)  # the menu bar and status bar shown before
        self._put_away: list[QDockWidget] = []  # the panels a column panel put away (see COLUMN_DOCKS)
        self._front: QDockWidget | None = None  # ... the one of them that was in front of its tabs
        self._width: int | None = None  # ... and their side's width
        self._relaxed: dict[QWidget, int] = {}  # panels behind a tab: their own least heights
        self._split = False  # whether the groups' heights were shared since they were arranged
        self._with_map = False  # whether the map's companion panel goes with the map (MAP_COMPANION)
        self._fronted: dict[QDockWidget, int] = {}  # when each panel last came to the front (a count)
        for dock in docks.values():  # a tab coming to the front may need the column
            dock.visibilityChanged.connect(self._tall_shown)
            dock.visibilityChanged.connect(lambda shown, d=dock: self._came_to_front(d, shown))
        strip.hide()
        window.installEventFilter(self)
        settings.changed.connect(self._setting_changed)
        self._apply_scale()

    def setGame(
        self,
        board: ScaledBoard | None,
        strip: QWidget | None,
        docks: dict[str, QDockWidget],
        layouts: tuple[str, ...] = LAYOUTS,
        arrange: Callable[[str], object] | None = None,
    ) -> None:
        """The window shows another game (QuadAce's board and docks, or a take-away page with no docks
        and no strip): what presentation mode sizes and arranges from now on, at once when it is on.
        ``arrange``: a game page that lays itself out for a layout of :data:`LAYOUTS` (called with the
        layout in presentation mode, with "" on leaving it) instead of docks being arranged."""
        if strip is not self._strip and self._strip is not None:
            self._strip.hide()
        if self._arrange is not None and self._arrange is not arrange:
            self._arrange("")
        self._arrange = arrange
        self._board, self._strip, self._docks, self._layouts = board, strip, docks, layouts
        if self._layout not in layouts:
            self._layout = layouts[0]
        if self._active:
            if strip is not None:
                strip.show()
            self._arrange_docks()
            self._apply_scale()

    # -- state -------------------------------------------------------------------------------------
    def isActive(self) -> bool:
        return self._active

    def layout(self) -> str:
        """What fills the screen in presentation mode: one of :data:`LAYOUTS`."""
        return self._layout

    def setLayout(self, name: str) -> None:
        """Show the layout ``name`` (of :data:`LAYOUTS`); in presentation mode at once, else the next
        time it starts."""
        if name not in self._layouts:
            raise ValueError(f"presentation layout must be one of {', '.join(self._layouts)}, not {name!r}")
        self._layout = name
        if self._active:
            self._arrange_docks()
            self._apply_scale()

    def cycleLayout(self) -> None:
        """The next layout of :data:`LAYOUTS` (entering presentation mode first when it is off)."""
        if not self._active:
            self.enter()
            return
        layouts = self._layouts
        self.setLayout(
            layouts[(layouts.index(self._layout) + 1) % len(layouts)]
            if self._layout in layouts
            else layouts[0]
        )

    def textScale(self) -> int:
        """The text size in effect, in percent (the preference, or more in presentation mode)."""
        return self._percent

    # -- entering and leaving ----------------------------------------------------------------------
    def toggle(self) -> None:
        if self._active:
            self.leave()
        else:
            self.enter()

    def enter(self) -> None:
        """Full screen, the lesson strip, the panels a class needs, texts large enough to read."""
        if self._active:
            return
        w = self._window
        self._saved = (w.saveGeometry(), w.saveState(), w.geometry(), w.windowState())
        self._active = True
        w.setProperty(PRESENTING, True)
        self._with_map = False  # (the panels in front now say)
        menu, status = w.menuBar(), w.statusBar()
        self._bars = (menu.isVisibleTo(w), status.isVisibleTo(w))
        menu.hide()  # the whole height for the board and the map (shortcuts and the toolbar still work)
        status.hide()  # the lesson strip says what the status bar said
        w.showFullScreen()
        self._fill_screen()
        if self._strip is not None:
            self._strip.show()
        self._arrange_docks()
        self._apply_scale()
        self._sync_action()

    def leave(self) -> None:
        """Back to the window, docks and text size from before :meth:`enter`."""
        if not self._active:
            return
        self._active = False
        self._width, self._put_away, self._front = None, [], None  # (the saved state puts them back)
        self._unrelax()
        w = self._window
        if self._strip is not None:
            self._strip.hide()
        if self._arrange is not None:
            self._arrange("")
        self._show_central(True)
        # The texts at their size first, laid out, and only then the bars: shown with the presentation's
        # large texts they had made the window taller than a 720 px screen (a Chinese window 790 px).
        self._apply_scale()
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        menu, status = self._bars
        w.menuBar().setVisible(menu)
        w.statusBar().setVisible(status)
        if self._saved is not None:
            geometry, state, rect, flags = self._saved
            w.setWindowState(flags & ~Qt.WindowState.WindowFullScreen)
            if flags & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
                w.restoreGeometry(geometry)
            else:
                w.setGeometry(rect)
            w.restoreState(state)
            self._saved = None
        w.setProperty(PRESENTING, False)
        self._sync_action()

    def afterReset(self) -> None:
        """View > Reset Layout just put every panel back: in presentation mode, its own layout."""
        if self._active:
            self._arrange_docks()
            self._fill_screen()  # every panel back for a moment may have pushed the window out

    def _fill_screen(self) -> None:
        """The whole screen, full-screen state included, also where no window manager does it."""
        w = self._window
        screen = w.screen()
        if screen is not None and w.geometry() != screen.geometry():
            w.setGeometry(screen.geometry())
        if not w.isFullScreen():
            w.setWindowState(w.windowState() | Qt.WindowState.WindowFullScreen)  # setGeometry clears it

    def _show_central(self, shown: bool) -> None:
        central = self._window.centralWidget()
        if central is not None:
            central.setVisible(shown)

    def _arrange_docks(self) -> None:
        """The panels of the layout: the map (alone, or beside the board), or the panels of
        :data:`PRESENTATION_DOCKS` with their tabs."""
        if self._arrange is not None:
            self._arrange(self._layout)
            return
        companion = self._docks.get(MAP_COMPANION)
        if companion is not None and _in_front(companion):
            self._with_map = True
        elif companion is not None and companion.isVisible():  # behind another tab: it stays there
            self._with_map = False
        if self._layout == "panel":
            self._show_central(True)
            self._arrange_panels()
            return
        board = self._layout == "boardMap"
        self._show_central(board)
        beside = companion if self._with_map and not board else None
        for name, dock in self._docks.items():
            if name != MAP_DOCK and dock is not beside:
                dock.hide()
        map_dock = self._docks.get(MAP_DOCK)
        if map_dock is None:
            return
        map_dock.setFloating(False)
        map_dock.show()
        map_dock.raise_()
        if beside is not None:
            beside.setFloating(False)
            beside.show()
            beside.raise_()
            width = self._window.width() * MAP_COMPANION_PERCENT // 100
            self._window.resizeDocks(
                [map_dock, beside], [self._window.width() - width, width], Qt.Orientation.Horizontal
            )
        if board:
            width = self._window.width() * MAP_DOCK_PERCENT // 100
            self._window.resizeDocks([map_dock], [width], Qt.Orientation.Horizontal)

    def _arrange_panels(self) -> None:
        """Only the panels of :data:`PRESENTATION_DOCKS` and their tabs, docked, the tab in front kept
        (a quiz under way stays in view), their side at :data:`PRESENTATION_DOCK_PERCENT` of the width;
        or a panel of :data:`COLUMN_DOCKS` in front, alone in the column with its tabs."""
        groups = {name: [name] for name in PRESENTATION_DOCKS}
        for spec in PANELS:
            if spec.tab_with in groups:
                groups[spec.tab_with].append(spec.name)
        kept = {name for members in groups.values() for name in members}
        self._split = False
        for name in COLUMN_DOCKS:  # a column panel open on its own (the exercises) stays, docked
            dock = self._docks.get(name)
            if dock is not None and name not in kept and dock.isVisible():
                kept.add(name)
                dock.setFloating(False)
        for name, dock in self._docks.items():
            if name not in kept:
                dock.hide()
        # A column panel in front takes the column at once (the other panels shown beside it for a
        # moment had pushed the window past the screen's height).
        column = self._column_dock()
        old_front, self._put_away, self._front = self._front, [], None
        for members in groups.values():
            docks = [self._docks[n] for n in members if n in self._docks]
            if column is not None and column not in docks:
                front = next((d for d in docks if d.isVisible() and not d.visibleRegion().isEmpty()), None)
                self._front = front or old_front or (docks[0] if docks else None)
                for dock in docks:
                    dock.hide()
                self._put_away += docks
                continue
            in_front = any(d.isVisible() and not d.isFloating() for d in docks)
            for dock in docks:
                dock.setFloating(False)
                dock.show()
            companion = self._docks.get(MAP_COMPANION)
            if self._with_map and companion in docks:  # back from the map: the walk in front
                companion.raise_()
            elif docks and not in_front:
                docks[0].raise_()
        width = self._window.width() * PRESENTATION_DOCK_PERCENT // 100
        if column is not None:
            self._width = width  # the side's width once the column panel goes
            wide = self._window.width() * TALL_SIDE_PERCENT // 100
            self._window.resizeDocks([column], [wide], Qt.Orientation.Horizontal)
        else:
            self._width = None
            shown = [d for d in self._docks.values() if d.isVisible() and not d.isFloating()]
            if shown:
                self._window.resizeDocks(shown[:1], [width], Qt.Orientation.Horizontal)
        self._tall_shown()

    def _tall_shown(self, *_: object) -> None:
        """A panel came to the front or went (a tab switch, a panel opened or closed): in the panel layout
        a panel of :data:`COLUMN_DOCKS` takes the column, and the others come back when it goes."""
        if self._active and self._layout == "panel":
            QTimer.singleShot(0, self, self._fit_column)  # once the tab switch is laid out

    def _came_to_front(self, dock: QDockWidget, shown: bool) -> None:
        if shown:
            self._fronted[dock] = max(self._fronted.values(), default=0) + 1

    def _column_dock(self) -> QDockWidget | None:
        """The panel of :data:`COLUMN_DOCKS` shown in front (docked), if any: of two, the one the
        teacher brought to the front last (the findings left in front below had taken the column from
        the Quiz tab just clicked)."""
        shown = [
            dock
            for dock in (self._docks.get(name) for name in COLUMN_DOCKS)
            if dock is not None and dock.isVisible() and not dock.isFloating() and _in_front(dock)
        ]
        return max(shown, key=lambda dock: self._fronted.get(dock, 0), default=None)

    def _fit_column(self) -> None:
        if not self._active or self._layout != "panel":
            return
        window = self._window
        column = self._column_dock()
        if column is None:
            if self._put_away:  # the panels back, with the tab that was in front, at their width
                for dock in self._put_away:
                    dock.show()
                if self._front is not None:
                    self._front.raise_()
                self._put_away, self._front, self._split = [], None, False
                QTimer.singleShot(0, self, self._fit_column)  # (their sizes once they are laid out)
                return
            if self._width is not None:
                shown = [d for d in self._docks.values() if d.isVisible() and not d.isFloating()]
                window.resizeDocks(shown[:1], [self._width], Qt.Orientation.Horizontal)
                self._width = None
            self._relax_tabs()
            self._share_height()
            return
        mates = {column, *window.tabifiedDockWidgets(column)}
        others = [d for d in self._docks.values() if d not in mates and d.isVisible() and not d.isFloating()]
        if others:
            if self._width is None:
                self._width = column.width()
            front = [d for d in others if not d.visibleRegion().isEmpty()]
            if self._front is None and front:
                self._front = front[0]
            self._put_away += others
            for dock in others:
                dock.hide()
        wide = window.width() * TALL_SIDE_PERCENT // 100
        if column.width() < wide:
            window.resizeDocks([column], [wide], Qt.Orientation.Horizontal)
        self._relax_tabs()

    def _groups(self) -> list[list[QDockWidget]]:
        """The docks of each group of :data:`PRESENTATION_DOCKS` (the first, then its tabs)."""
        groups = {name: [name] for name in PRESENTATION_DOCKS}
        for spec in PANELS:
            if spec.tab_with in groups:
                groups[spec.tab_with].append(spec.name)
        return [[self._docks[n] for n in members if n in self._docks] for members in groups.values()]

    def _share_height(self) -> None:
        """The two groups share the column's height (see :data:`PANEL_TOP_PERCENT`), once each time they
        are arranged or come back: a height the teacher drags stays."""
        fronts = [
            next((d for d in group if d.isVisible() and not d.visibleRegion().isEmpty()), None)
            for group in self._groups()
        ]
        shown = [front for front in fronts if front is not None]
        if self._split or len(shown) != 2:
            return
        total = sum(d.height() for d in shown)
        top = total * PANEL_TOP_PERCENT // 100
        self._window.resizeDocks(shown, [top, total - top], Qt.Orientation.Vertical)
        self._split = True

    def _relax_tabs(self) -> None:
        """The panels behind a tab do not hold their group's height up (the quiz's least height, behind
        the Moves tab, had kept the findings at a third of the screen; behind the Move list tab the
        findings' had pushed a Chinese window past 720 px); those in front have their own back."""
        for dock in self._docks.values():
            widget = dock.widget()
            if widget is None:
                continue
            behind = dock.isVisible() and dock.visibleRegion().isEmpty()
            if behind and widget not in self._relaxed:
                self._relaxed[widget] = widget.minimumHeight()
                widget.setMinimumHeight(1)
            elif not behind and widget in self._relaxed:
                widget.setMinimumHeight(self._relaxed.pop(widget))

    def _unrelax(self) -> None:
        """Every panel's own least height back (see :meth:`_relax_tabs`)."""
        for widget, height in self._relaxed.items():
            widget.setMinimumHeight(height)
        self._relaxed = {}

    def _sync_action(self) -> None:
        action = self._actions.get("presentation")
        if action is not None:
            action.setChecked(self._active)

    # -- text size ---------------------------------------------------------------------------------
    def _setting_changed(self, name: str) -> None:
        if name == TEXT_SCALE.name:
            self._apply_scale()

    def _apply_scale(self) -> None:
        """The preference; in presentation mode raised until every shown text is tall enough."""
        percent = self._settings.get(TEXT_SCALE)
        self._set_scale(percent)
        if not self._active:
            return
        QApplication.processEvents()  # the full-screen size and the new fonts laid out
        high = TEXT_SCALE.high or percent
        for _ in range(4):  # sizes round to whole points and pixels: a few steps at most
            grow = _shortfall(self._window)
            if grow <= 1.0 or percent >= high:
                break
            percent = min(high, math.ceil(percent * grow) + 1)
            self._set_scale(percent)

    def _set_scale(self, percent: int) -> None:
        self._percent = percent
        apply_text_scale(percent, [self._window])
        if self._toolbar is not None:  # the toolbar's rows for the new text size, laid out with the rest
            self._toolbar.fit()
        self._fit_tabs()
        if self._board is not None:
            # In presentation mode the board's prompt is large already (it fills its line): the height
            # goes to the hands, which must be at least as large as in the window.
            self._board.setTextScale(min(percent, BOARD_PRESENTATION_PERCENT) if self._active else percent)

    def _fit_tabs(self) -> None:
        """:func:`fit_dock_tabs` now and once the tab bars have their new texts and fonts."""
        fit_dock_tabs(self._window)
        QTimer.singleShot(0, self, lambda: fit_dock_tabs(self._window))

    # -- keys and closing --------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self._fit_tabs()  # the titles' new lengths
        if watched is self._window and self._active:
            kind = event.type()
            if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                if event.key() == Qt.Key.Key_Escape:  # a key no widget inside used (the board's Esc
                    self.leave()  # cancels a chosen hand first)
                    return True
            elif kind == QEvent.Type.Close:
                self.leave()  # the window's own layout is the one saved for the next start
        return False
