# Over 400 lines: the board's query API (the window and tests read what it draws) lives with the widget.
"""The hands board widget: both players' hands, drawn large enough to read from the back of a classroom.

The board shows one :class:`~quadace_gui.core.position.Position` and lets the player to move pick a move by
clicking (or dragging from) one of their hands and then one of the opponent's. It never works out game facts:
the window gives it the position and the evaluated moves (:class:`~quadace_gui.core.analysis.MoveInfo`,
computed by the model) and listens to :attr:`HandsBoard.moveRequested`. The parts live in their own modules:
layout (geometry.py), picking (input.py), places of the hands (slots.py), the move animation
(animation.py), looks (looks.py) and painting (painting.py, glyph.py, colors.py).
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QMenu, QToolTip, QWidget

from quadace_gui import texts
from quadace_gui.core.analysis import MoveInfo
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.views import palette

from . import geometry
from .animation import Flight, MoveAnimation
from .colors import BoardColors
from .facts import flight_of, is_retired, op_sign, played_info_of, result_of, retires
from .geometry import BoardGeometry, HandKey
from .input import Picker, Request, SplitAsk
from .looks import HandLook, Preview, flight_looks, hand_looks, preview_slots
from .painting import BoardPainter
from .slots import SlotKeeper

#: The styles of the hand glyph (see :meth:`HandsBoard.setHandSigns`), the default first.
HAND_SIGNS = ("chinese", "count")

_NUMBER_KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)


class HandsBoard(QWidget):
    """Both players' hands; the player to move picks a move by clicking or dragging."""

    moveRequested = Signal(object)  # a core Move the user asked to play
    moveHovered = Signal(object)  # the Move under the pointer while choosing, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colors = BoardColors()
        self._position: Position | None = None
        self._moves: dict[Move, MoveInfo] = {}
        self._slots = SlotKeeper()
        self._picker = Picker()
        self._flipped = False
        self._palette = palette.DEFAULT_PALETTE
        self._answers_hidden = False  # the teacher's switch: previews without values or value colours
        self._hover_move: Move | None = None
        self._external_preview: Move | None = None
        self._last_request: tuple[Position, Request] | None = None
        self._geometry_cache: tuple[tuple[object, ...], BoardGeometry] | None = None
        self._text_scale = 1.0
        self._split_menu: QMenu | None = None
        self._hand_signs = "chinese"  # or "count": raised fingers and palm dots
        self._anim = MoveAnimation(self)
        self._anim.changed.connect(self.update)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts outside the painting (which asks tr() on every paint) in the current language."""
        self.setAccessibleName(self.tr("Hands board"))
        self.update()

    # -- showing a position ------------------------------------------------------------------------------
    def setPosition(self, position: Position, moves: list[MoveInfo], played: Move | None = None) -> None:
        """Show ``position`` and its evaluated ``moves``; animate ``played`` from the previous position."""
        self.finishAnimation()
        previous, before = self._position, {side: self._slots.shown(side) for side in Side}
        played_info = played_info_of(self._moves, previous, position, played)
        moved, request = None, None
        if played_info is not None and self._last_request is not None:
            asked_in, asked = self._last_request
            if asked_in == previous and asked.move == played:
                attack = asked_in.rules.touch_rule.other
                side = asked_in.to_move.other if attack else asked_in.to_move
                moved, request = (side, asked.target if attack else asked.own), asked
        shown = self._slots.show(position, {side: position.hands(side) for side in Side}, moved)
        self._position = position
        self._moves = {info.move: info for info in moves}
        self._picker.reset(None if position.is_over else position.to_move, shown, position.legal_moves())
        self._external_preview = None
        self._last_request = None
        self._refresh()
        if played_info is not None and previous is not None:
            flight = flight_of(previous.to_move, before, shown, played_info, request)
            if flight is not None:
                self._anim.start(flight)
        self._updateAccessibility()
        self.update()

    def position(self) -> Position | None:
        return self._position

    def setAnswersHidden(self, hidden: bool) -> None:
        """Hide the values of previewed moves (words and colours); the legal targets still light up."""
        if hidden != self._answers_hidden:
            self._answers_hidden = hidden
            self._updateAccessibility()
            self.update()

    def answersHidden(self) -> bool:
        return self._answers_hidden

    def setPreviewMove(self, move: Move | None) -> None:
        """Highlight ``move`` (chosen elsewhere, e.g. hovered in the moves panel); None clears it."""
        if move is not None and (self._position is None or move not in self._position.legal_moves()):
            move = None
        if move != self._external_preview:
            self._external_preview = move
            self.update()

    def setFlipped(self, flipped: bool) -> None:
        """Put player B at the bottom (True) or player A (False, the default)."""
        if flipped != self._flipped:
            self._flipped = flipped
            self._geometry_cache = None
            self.update()

    def isFlipped(self) -> bool:
        return self._flipped

    def bottomSide(self) -> Side:
        return Side.B if self._flipped else Side.A

    def setAnimationDuration(self, ms: int) -> None:
        """Length of the move animation in milliseconds; 0 turns animation off."""
        self._anim.setDuration(ms)

    def animationDuration(self) -> int:
        return self._anim.duration()

    def finishAnimation(self) -> None:
        """Jump a running animation to its end."""
        self._anim.finish()

    def currentFlight(self) -> Flight | None:
        """The move being animated: which hand reaches toward which, and whose number changes."""
        return self._anim.flight() if self._anim.isRunning() else None

    def isAnimating(self) -> bool:
        return self._anim.isRunning()

    def _getProgress(self) -> float:
        return self._anim.progressValue()

    # 0 at the start of a move animation, 1 at its end (read-only; the animation drives it).
    animationProgress = Property(float, _getProgress)

    def setPaletteName(self, name: str) -> None:
        """'colorblind' (default) or 'classic' (see views/palette.py)."""
        if name not in palette.PALETTES:
            name = palette.DEFAULT_PALETTE
        if name != self._palette:
            self._palette = name
            self.update()

    def paletteName(self) -> str:
        return self._palette

    def setTextScale(self, percent: int) -> None:
        """The text-size preference (100 = normal): the line between the players grows with it."""
        if percent / 100 != self._text_scale:
            self._text_scale = percent / 100
            self.update()

    def statusFont(self) -> QFont:
        """The font the line between the players is drawn in now (for tests: its size in pixels)."""
        pos, preview = self._position, self._preview()
        over, pill = pos is not None and pos.is_over, preview is not None and preview.color is not None
        return self._painter().statusFont(self.statusText(), self.statusRect(), over, pill)[0]

    # -- queries (for tests, accessibility and the window) -----------------------------------------------
    def handCount(self, side: Side) -> int:
        """How many hands ``side`` holds (places on the board)."""
        return len(self._slots.shown(side)) or 2

    def shownHands(self, side: Side) -> tuple[int, ...]:
        """The numbers of ``side``'s hands in place order, left to right (0 = retired)."""
        return self._slots.shown(side)

    def handValue(self, side: Side, index: int) -> int:
        """The number on the hand at place ``index`` (0 = leftmost) of ``side`` (0 = retired)."""
        shown = self._slots.shown(side)
        return shown[index] if 0 <= index < len(shown) else 0

    def handRect(self, side: Side, index: int) -> QRectF:
        """Where the hand at place ``index`` of ``side`` rests, in widget coordinates."""
        return QRectF(self._geometry().hands[(side, index)])

    def titleRect(self, side: Side) -> QRectF:
        """Where ``side``'s title (name and 'to move' / 'winner' marker) is drawn."""
        return QRectF(self._geometry().titles[side])

    def titleFont(self, side: Side) -> QFont:
        """The font ``side``'s name is drawn in now (for tests: it follows the text size)."""
        return self._painter().titleFont(self._geometry().titles[side], texts.side_name(side))[0]

    def zoneRect(self, side: Side) -> QRectF:
        """``side``'s area of the board."""
        return QRectF(self._geometry().zones[side])

    def statusRect(self) -> QRectF:
        """The line between the players (status, preview, result banner)."""
        return QRectF(self._geometry().status)

    def badgeRect(self) -> QRectF | None:
        """Where the "→ n" badge of the previewed move is drawn now (None without a preview)."""
        preview = self._preview()
        if preview is None or preview.new is None or self._position is None:
            return None
        side = self._position.to_move
        key = (side.other, preview.target) if preview.attack else (side, preview.own)
        rect, _font = self._painter().badgePill(self._geometry().lifted(key), f"→ {preview.new}")
        return rect

    def handLooks(self) -> dict[HandKey, HandLook]:
        """How every hand is drawn now (the move animation aside): chosen, target, preview colour, badge."""
        pos = self._position
        if pos is None:
            return {}
        shown = {side: self._slots.shown(side) for side in Side}
        return hand_looks(
            shown, pos.to_move, self._picker, self._preview(), self._isRetired, self.colors.accent
        )

    def statusColor(self) -> QColor | None:
        """The fill of the pill behind the status line: the previewed move's value colour, or None."""
        preview = self._preview()
        return None if preview is None else preview.color

    def selectedHand(self) -> int | None:
        """Place of the mover's hand picked by the user, if any."""
        return self._picker.selected

    def previewMove(self) -> Move | None:
        """The move being previewed: the one under the pointer, else the one set by setPreviewMove."""
        return self._hover_move or self._external_preview

    def previewText(self) -> str:
        """Text describing the previewed move, e.g. '1 + 6 → 7 · loss in 18 plies' ('' without one)."""
        move = self.previewMove()
        new = self._resultOf(move) if move is not None else None
        if move is None or new is None:
            return ""
        assert self._position is not None
        if move.split and move.before is not None:
            head = self.tr("split {before} → {after}").format(
                before=f"{move.before[0]}, {move.before[1]}", after=f"{move.own}, {move.opp}"
            )
        else:
            head = f"{move.own} {op_sign(self._position.rules)} {move.opp} → {new}"
        info = self._moves.get(move)
        if retires(self._position, self._moves, move):
            head = self.tr("{move}, the hand retires").format(move=head)
        if info is None or self._answers_hidden:
            return head
        return f"{head} · {texts.outcome_text(info.value, info.distance)}"

    def statusText(self) -> str:
        """The line between the two players: whose turn, what to do, the preview or the result."""
        pos = self._position
        if pos is None:
            return self.tr("No game")
        if pos.winner is not None:
            return self.tr("{side} wins!").format(side=texts.side_name(pos.winner))
        preview = self.previewText()
        if preview:
            return preview
        mover, other = texts.side_name(pos.to_move), texts.side_name(pos.to_move.other)
        if self._picker.selected is not None:
            return self.tr("{mover}: now pick one of {other}'s hands (Esc cancels)").format(
                mover=mover, other=other
            )
        if self._picker.implicitOwn() is not None:
            return self.tr("{mover} to move: pick one of {other}'s hands").format(mover=mover, other=other)
        if self._picker.splits():
            return self.tr(
                "{mover} to move: pick one of your hands, then one of {other}'s; or drag it onto your other "
                "hand to split"
            ).format(mover=mover, other=other)
        return self.tr("{mover} to move: pick one of your hands, then one of {other}'s").format(
            mover=mover, other=other
        )

    def handToolTip(self, side: Side, index: int) -> str:
        """The tooltip of a hand, e.g. "A (甲)'s hand showing 7 — click to choose it"."""
        pos = self._position
        if pos is None:
            return ""
        name, value = texts.side_name(side), self.handValue(side, index)
        if self._isRetired(value):
            return self.tr("{side}'s hand is retired (0) and can no longer be chosen").format(side=name)
        base = self.tr("{side}'s hand showing {n}").format(side=name, n=value)
        if pos.is_over:
            return base
        if side is pos.to_move:
            if index == self._picker.selected:
                return self.tr("{hand} — chosen; click it again to cancel").format(hand=base)
            return self.tr("{hand} — click to choose it").format(hand=base)
        own = self._picker.activeOwn()
        if own is None:
            return base
        own_value = self.handValue(pos.to_move, own)
        if pos.rules.touch_rule.other and op_sign(pos.rules) == "+":
            return self.tr("{hand} — click to add your {own} to it").format(hand=base, own=own_value)
        if pos.rules.touch_rule.other:
            return self.tr("{hand} — click to multiply it by your {own}").format(hand=base, own=own_value)
        if op_sign(pos.rules) == "+":
            return self.tr("{hand} — click to add it to your {own}").format(hand=base, own=own_value)
        return self.tr("{hand} — click to multiply your {own} by it").format(hand=base, own=own_value)

    def sizeHint(self) -> QSize:
        return QSize(800, 600)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, 300)

    # -- game facts, asked of the model's evaluation or the core ----------------------------------------
    def _resultOf(self, move: Move) -> int | None:
        return result_of(self._position, self._moves, move)

    def _isRetired(self, value: int) -> bool:
        """Whether a hand showing ``value`` is put away under the rules being played."""
        return self._position is not None and is_retired(self._position.rules, value)

    def _preview(self) -> Preview | None:
        move, pos = self.previewMove(), self._position
        if move is None or pos is None or pos.is_over or move.split:
            return None
        shown = {side: self._slots.shown(side) for side in Side}
        own, target = preview_slots(shown, pos.to_move, move, self._picker.selected, self._picker.hover)
        info = None if self._answers_hidden else self._moves.get(move)
        color = palette.value_color(info.value, palette=self._palette) if info is not None else None
        return Preview(move, own, target, self._resultOf(move), color, pos.rules.touch_rule.other)

    # -- picking -----------------------------------------------------------------------------------------
    def _refresh(self) -> None:
        """After any change of the picking state: the previewed move, the cursor, the description."""
        move = self._picker.hoverMove()
        hover = self._picker.hover
        pointing = self._picker.isChoosable(hover) or self._picker.isTarget(hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor)
        if move != self._hover_move:
            self._hover_move = move
            self.moveHovered.emit(move)
        self._updateAccessibility()
        self.update()

    def splitMenu(self) -> QMenu | None:
        """The menu of split amounts open after a drag onto the mover's other hand (None when closed)."""
        menu = self._split_menu
        return menu if menu is not None and menu.isVisible() else None

    def _askSplit(self, ask: SplitAsk) -> None:
        """A small menu of the splits (the amounts and, unless answers are hidden, their values)."""
        self._refresh()
        if self._position is None:
            return
        if self._split_menu is not None:
            self._split_menu.deleteLater()
        menu = self._split_menu = QMenu(self)
        menu.setObjectName("splitMenu")
        menu.setToolTipsVisible(True)
        for move in ask.moves:
            label = self.tr("split into {low} and {high}").format(low=move.own, high=move.opp)
            info = self._moves.get(move)
            if info is not None and not self._answers_hidden:
                label += " · " + texts.outcome_text(info.value, info.distance)
            action = menu.addAction(label)
            action.setData(move.text)
            action.triggered.connect(lambda _=False, m=move: self._playSplit(m))
        where = self._geometry().hands[(self._position.to_move, ask.other)].center()
        menu.popup(self.mapToGlobal(where.toPoint()))

    def _playSplit(self, move: Move) -> None:
        self._last_request = None
        self.moveRequested.emit(move)

    def _emitRequest(self, request: Request | SplitAsk | None) -> None:
        if isinstance(request, SplitAsk):
            self._askSplit(request)
            return
        if request is None or self._position is None:
            self._refresh()
            return
        self._last_request = (self._position, request)
        self._refresh()
        self.moveRequested.emit(request.move)

    def _updateAccessibility(self) -> None:
        self.setAccessibleDescription(self.statusText())

    def _handAt(self, point: QPointF) -> HandKey | None:
        return None if self._position is None else self._geometry().handAt(point.x(), point.y())

    # -- events ------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.finishAnimation()
        point = event.position()
        self._emitRequest(self._picker.pressed(self._handAt(point), point.x(), point.y()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        held = bool(event.buttons() & Qt.MouseButton.LeftButton)
        distance = float(QApplication.startDragDistance())
        self._picker.moved(self._handAt(point), point.x(), point.y(), held, distance)
        self._refresh()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._picker.press is None:
            super().mouseReleaseEvent(event)
            return
        self._emitRequest(self._picker.released(self._handAt(event.position())))

    def leaveEvent(self, event: QEvent) -> None:
        self._picker.hover = None
        self._refresh()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and self._picker.escape():
            self._refresh()
            return
        pos = self._position
        if pos is not None and not pos.is_over and key in _NUMBER_KEYS:
            slot = _NUMBER_KEYS.index(Qt.Key(key))
            if slot < max(self.handCount(side) for side in Side):
                self.finishAnimation()
                self._emitRequest(self._picker.numberKey(slot))
                return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            key = self._handAt(QPointF(event.pos()))
            if key is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.handToolTip(*key), self)
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._geometry_cache = None
        super().resizeEvent(event)

    # -- layout and painting -----------------------------------------------------------------------------
    def _geometry(self) -> BoardGeometry:
        counts = {side: self.handCount(side) for side in Side}
        key = (self.width(), self.height(), self._flipped, counts[Side.A], counts[Side.B], self._text_scale)
        if self._geometry_cache is None or self._geometry_cache[0] != key:
            size = (float(self.width()), float(self.height()))
            layout = geometry.layout(*size, self.bottomSide(), counts, self._text_scale)
            self._geometry_cache = (key, layout)
        return self._geometry_cache[1]

    def setHandSigns(self, style: str) -> None:
        """How a card draws its number: "chinese" (the one-hand number signs, for bases up to 10) or
        "count" (raised fingers, one palm dot per number above five)."""
        style = style if style in HAND_SIGNS else HAND_SIGNS[0]
        if style != self._hand_signs:
            self._hand_signs = style
            self.update()

    def handSigns(self) -> str:
        return self._hand_signs

    def drawsSigns(self) -> bool:
        """Whether the cards show the Chinese signs now (a base above 10 has numbers no one hand shows)."""
        base = self._position.rules.base if self._position is not None else 10
        return self._hand_signs == "chinese" and base <= 10

    def _painter(self) -> BoardPainter:
        return BoardPainter(self.colors, self.font(), self.devicePixelRatioF(), self.drawsSigns())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        geo, painter, pos = self._geometry(), self._painter(), self._position
        painter.drawBackground(p, QRectF(self.rect()))
        if pos is None:
            painter.drawStatus(p, geo.status, self.statusText(), None, False)
            return
        for side in Side:
            active, winner = pos.to_move is side and not pos.is_over, pos.winner is side
            painter.drawZone(p, geo.zones[side], active or winner)
            badge = self.tr("winner") if winner else (self.tr("to move") if active else "")
            painter.drawTitle(p, geo.titles[side], texts.side_name(side), badge, active or winner, winner)
        preview = self._preview()
        painter.drawStatus(p, geo.status, self.statusText(), preview.color if preview else None, pos.is_over)
        shown = {side: self._slots.shown(side) for side in Side}
        looks = hand_looks(shown, pos.to_move, self._picker, preview, self._isRetired, self.colors.accent)
        flight, t = self._anim.flight(), self._anim.progressValue()
        if flight is not None:
            looks = flight_looks(looks, flight, t)
        selected, drag = self._picker.selected, self._picker.drag_at
        drag_line = None
        if drag is not None and selected is not None:
            drag_line = (geo.hands[(pos.to_move, selected)].center(), QPointF(*drag))
        painter.drawHands(p, geo, looks, drag_line, flight, t, self.tr("retired"))
