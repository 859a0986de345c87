"""The hands board: both players' two hands, drawn large enough to read from the back of a classroom.

The board shows one :class:`~quadace_gui.core.position.Position` and lets the player to move pick a move
by clicking (or dragging from) one of their live hands and then one of the opponent's live hands. It
never works out game facts itself: the window gives it the position and the evaluated moves
(:class:`~quadace_gui.core.analysis.MoveInfo`, computed by the model) and listens to
:attr:`HandsBoard.moveRequested`.

Painting is split into small methods (``drawBackground``, ``drawZone``, ``drawHand``, ``drawHandGlyph``,
``drawStatus`` ...) that a subclass can override, and every colour comes from :class:`BoardColors`, so a
dark theme only needs another colour set.

Animation: a played move is shown by the moving hand reaching toward the opponent's hand and back, its
number changing at the touch; a hand that becomes 0 fades away into its "retired" slot. The animation is a
``QPropertyAnimation`` on the ``animationProgress`` property; its duration is a setting (0 turns it off)
and it never blocks input: a click or a new position first jumps it to its end. When the platform asks
for reduced motion (``QGuiApplication.styleHints().accessibility().motionPreference()``, new in Qt 6.12)
the board does not animate at all. Older Qt (pyproject keeps PySide6 below 6.12) cannot tell; there the speed
setting is the switch: 0 turns animation off.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from quadace_gui import texts
from quadace_gui.core.analysis import MoveInfo
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.views import palette

# A hand on the board: the player and the slot (0 = left, 1 = right).
HandKey = tuple[Side, int]

DEFAULT_DURATION_MS = 650
# Fractions of the animation: reaching out ends, the numbers change, coming back starts.
_OUT_END, _TOUCH, _BACK_START = 0.38, 0.5, 0.62


@dataclass
class BoardColors:
    """Every colour the board paints with (a dark theme replaces this object)."""

    background: QColor = field(default_factory=lambda: QColor(241, 243, 247))
    zone: QColor = field(default_factory=lambda: QColor(250, 251, 252))
    zone_active: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    zone_border: QColor = field(default_factory=lambda: QColor(212, 217, 226))
    card: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    card_border: QColor = field(default_factory=lambda: QColor(196, 203, 214))
    text: QColor = field(default_factory=lambda: QColor(26, 31, 41))
    muted: QColor = field(default_factory=lambda: QColor(96, 104, 118))
    accent: QColor = field(default_factory=lambda: QColor(40, 54, 82))
    accent_text: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    hover: QColor = field(default_factory=lambda: QColor(234, 239, 248))
    skin: QColor = field(default_factory=lambda: QColor(253, 206, 96))
    skin_folded: QColor = field(default_factory=lambda: QColor(232, 172, 62))
    skin_line: QColor = field(default_factory=lambda: QColor(150, 100, 20))
    retired: QColor = field(default_factory=lambda: QColor(214, 218, 225))
    retired_line: QColor = field(default_factory=lambda: QColor(150, 157, 170))
    shadow: QColor = field(default_factory=lambda: QColor(20, 30, 50, 40))


@dataclass(frozen=True)
class HandLook:
    """How one hand is drawn right now (built by the board, read by :meth:`HandsBoard.drawHand`)."""

    side: Side
    index: int
    value: int
    choosable: bool = False  # a live hand of the player to move (can be picked)
    selected: bool = False
    target: bool = False  # a legal target while one of the mover's hands is picked
    hovered: bool = False
    preview: QColor | None = None  # value colour of the previewed move touching this hand
    badge: str = ""  # e.g. "→ 7" on the hand that would change
    badge_color: QColor | None = None
    opacity: float = 1.0
    scale: float = 1.0
    live_zero: bool = False  # a hand that has just become 0 and is still on its way back (animation)

    @property
    def retired(self) -> bool:
        return self.value == 0 and not self.live_zero


@dataclass(frozen=True)
class _Geometry:
    zones: dict[Side, QRectF]
    names: dict[Side, QRectF]
    hands: dict[HandKey, QRectF]
    status: QRectF


@dataclass(frozen=True)
class _Flight:
    """A move being animated: the hand at ``own`` of ``side`` touches the opponent's hand at ``target``."""

    side: Side
    own: int
    target: int
    old: int
    new: int


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def _ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def ink_for(background: QColor) -> QColor:
    """Near-black or white text, whichever contrasts more with ``background``."""
    white, black = QColor(255, 255, 255), QColor(20, 20, 20)
    return white if contrast_ratio(white, background) >= contrast_ratio(black, background) else black


def reduced_motion() -> bool:
    """Whether the platform asks applications to avoid animations (False when Qt cannot tell)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if hints is None or accessibility is None:  # Qt before 6.10 has no accessibility hints
        return False
    a11y = accessibility()
    preference = getattr(Qt, "MotionPreference", None)  # Qt 6.12 and later
    return preference is not None and a11y is not None and a11y.motionPreference() == preference.ReducedMotion


class HandsBoard(QWidget):
    """Both players' hands; the player to move picks a move by clicking or dragging."""

    moveRequested = Signal(object)  # a core Move the user asked to play
    moveHovered = Signal(object)  # the Move under the pointer while choosing, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colors = BoardColors()
        self._position: Position | None = None
        self._moves: dict[Move, MoveInfo] = {}
        self._display: dict[Side, list[int]] = {}
        self._flipped = False
        self._palette = palette.DEFAULT_PALETTE
        self._selected: int | None = None
        self._hover: HandKey | None = None
        self._hover_move: Move | None = None
        self._external_preview: Move | None = None
        self._press: HandKey | None = None
        self._press_pos = QPointF()
        self._drag_pos: QPointF | None = None
        self._cancel_on_release = False
        self._last_request: tuple[Position, Move, int, int] | None = None
        self._geometry_cache: tuple[tuple[int, int, bool], _Geometry] | None = None
        self._flight: _Flight | None = None
        self._progress = 1.0
        self._anim = QPropertyAnimation(self, b"animationProgress", self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.setDuration(DEFAULT_DURATION_MS)
        self._anim.finished.connect(self._endFlight)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts outside the painting (which asks tr() on every paint) in the current language."""
        self.setAccessibleName(self.tr("Hands board"))
        self.update()

    # -- public API --------------------------------------------------------------------------------------
    def setPosition(self, position: Position, moves: list[MoveInfo], played: Move | None = None) -> None:
        """Show ``position`` and its evaluated ``moves``; animate ``played`` from the previous position."""
        self.finishAnimation()
        previous, old_display = self._position, self._display
        flight_slots = self._playedSlots(previous, position, played)
        self._position = position
        self._moves = {info.move: info for info in moves}
        self._display = self._arrange(position, old_display, flight_slots)
        self._selected = None
        self._press = None
        self._drag_pos = None
        self._cancel_on_release = False
        self._external_preview = None
        self._last_request = None
        self._refreshHover(self._hover)
        if flight_slots is not None and played is not None and previous is not None:
            own, target = flight_slots
            new = (played.own + played.opp) % position.rules.base
            self._flight = _Flight(previous.to_move, own, target, played.own, new)
            if self._anim.duration() > 0 and not reduced_motion():
                self._progress = 0.0
                self._anim.start()
            else:
                self._flight = None
        self._updateAccessibility()
        self.update()

    def position(self) -> Position | None:
        return self._position

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
        self.finishAnimation()
        self._anim.setDuration(max(0, int(ms)))

    def animationDuration(self) -> int:
        return self._anim.duration()

    def finishAnimation(self) -> None:
        """Jump a running animation to its end."""
        if self._anim.state() != QAbstractAnimation.State.Stopped:
            self._anim.stop()
        self._endFlight()

    def isAnimating(self) -> bool:
        return self._anim.state() == QAbstractAnimation.State.Running

    def setPaletteName(self, name: str) -> None:
        """'colorblind' (default) or 'classic' (see views/palette.py)."""
        if name not in palette.PALETTES:
            name = palette.DEFAULT_PALETTE
        if name != self._palette:
            self._palette = name
            self.update()

    def paletteName(self) -> str:
        return self._palette

    def _getProgress(self) -> float:
        return self._progress

    def _setProgress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    # 0 at the start of a move animation, 1 at its end (animated by a QPropertyAnimation).
    animationProgress = Property(float, _getProgress, _setProgress)

    # -- queries (for tests, accessibility and the window) -----------------------------------------------
    def handRect(self, side: Side, index: int) -> QRectF:
        """Where hand ``index`` (0 = left, 1 = right) of ``side`` sits, in widget coordinates."""
        return QRectF(self._geometry().hands[(side, index)])

    def handValue(self, side: Side, index: int) -> int:
        """The number on hand ``index`` of ``side`` (0 = retired)."""
        return self._display[side][index] if self._display else 0

    def selectedHand(self) -> int | None:
        """Slot of the mover's hand picked by the user, if any."""
        return self._selected

    def previewMove(self) -> Move | None:
        """The move being previewed: the one under the pointer, else the one set by setPreviewMove."""
        return self._hover_move or self._external_preview

    def previewText(self) -> str:
        """Text describing the previewed move, e.g. '1 + 6 → 7 · loss in 18 plies' ('' without one)."""
        move = self.previewMove()
        if move is None or self._position is None:
            return ""
        new = (move.own + move.opp) % self._position.rules.base
        head = f"{move.own} + {move.opp} → {new}"
        if new == 0:
            head = self.tr("{move}, the hand retires").format(move=head)
        info = self._moves.get(move)
        if info is None:
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
        if self._selected is not None:
            return self.tr("{mover}: now pick one of {other}'s hands (Esc cancels)").format(
                mover=mover, other=other
            )
        if self._implicitOwn() is not None:
            return self.tr("{mover} to move: pick one of {other}'s hands").format(mover=mover, other=other)
        return self.tr("{mover} to move: pick one of your hands, then one of {other}'s").format(
            mover=mover, other=other
        )

    def handToolTip(self, side: Side, index: int) -> str:
        """The tooltip of a hand, e.g. "A (甲)'s hand showing 7 — click to choose it"."""
        pos = self._position
        if pos is None:
            return ""
        name, value = texts.side_name(side), self.handValue(side, index)
        if value == 0:
            return self.tr("{side}'s hand is retired (0) and can no longer be chosen").format(side=name)
        base = self.tr("{side}'s hand showing {n}").format(side=name, n=value)
        if pos.is_over:
            return base
        if side is pos.to_move:
            if index == self._selected:
                return self.tr("{hand} — chosen; click it again to cancel").format(hand=base)
            return self.tr("{hand} — click to choose it").format(hand=base)
        own = self._activeOwn()
        if own is None:
            return base
        return self.tr("{hand} — click to add it to your {own}").format(
            hand=base, own=self.handValue(pos.to_move, own)
        )

    def sizeHint(self) -> QSize:
        return QSize(800, 600)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, 300)

    # -- game state helpers ------------------------------------------------------------------------------
    def _playedSlots(
        self, previous: Position | None, position: Position, played: Move | None
    ) -> tuple[int, int] | None:
        """(own slot, target slot) of ``played`` on the board as shown now, if it leads to ``position``."""
        if previous is None or played is None or not self._display:
            return None
        try:
            if previous.play(played) != position:
                return None
        except QuadAceError:
            return None
        if self._last_request is not None:
            req_pos, req_move, own, target = self._last_request
            if req_pos == previous and req_move == played:
                return own, target
        own_hands = self._display[previous.to_move]
        opp_hands = self._display[previous.to_move.other]
        return own_hands.index(played.own), opp_hands.index(played.opp)

    def _arrange(
        self, position: Position, old: dict[Side, list[int]], flight: tuple[int, int] | None
    ) -> dict[Side, list[int]]:
        """Which number sits in which slot: hands stay where they were when they can (a moved hand keeps
        its slot), otherwise low on the left."""
        display: dict[Side, list[int]] = {}
        for side in Side:
            new = sorted(position.hands(side))
            before = old.get(side)
            if flight is not None and before is not None and side is position.to_move.other:
                slots = list(before)
                slots[flight[0]] = new[0] if before[1 - flight[0]] == new[1] else new[1]
                display[side] = slots if sorted(slots) == new else new
            elif before is not None and sorted(before) == new:
                display[side] = list(before)
            else:
                display[side] = new
        return display

    def _canPlay(self) -> bool:
        return self._position is not None and not self._position.is_over

    def _isLive(self, key: HandKey) -> bool:
        return self.handValue(*key) != 0

    def _implicitOwn(self) -> int | None:
        """The mover's only live number, when there is just one, so picking it is not needed."""
        if not self._canPlay():
            return None
        assert self._position is not None
        hands = self._display[self._position.to_move]
        live = {v for v in hands if v}
        return hands.index(next(iter(live))) if len(live) == 1 else None

    def _activeOwn(self) -> int | None:
        return self._selected if self._selected is not None else self._implicitOwn()

    def _moveFor(self, own: int, target: int) -> Move:
        assert self._position is not None
        return Move(
            self.handValue(self._position.to_move, own), self.handValue(self._position.to_move.other, target)
        )

    def _isTarget(self, key: HandKey | None) -> bool:
        return (
            key is not None
            and self._canPlay()
            and self._position is not None
            and key[0] is self._position.to_move.other
            and self._isLive(key)
            and self._activeOwn() is not None
        )

    def _isChoosable(self, key: HandKey | None) -> bool:
        return (
            key is not None
            and self._canPlay()
            and self._position is not None
            and key[0] is self._position.to_move
            and self._isLive(key)
        )

    def _handAt(self, point: QPointF) -> HandKey | None:
        if self._position is None:
            return None
        for key, rect in self._geometry().hands.items():
            if rect.contains(point):
                return key
        return None

    def _refreshHover(self, key: HandKey | None) -> None:
        """Remember the hand under the pointer; emit moveHovered when the previewed move changes."""
        self._hover = key
        move = None
        if self._isTarget(key):
            assert key is not None
            own = self._activeOwn()
            assert own is not None
            move = self._moveFor(own, key[1])
        pointing = self._isChoosable(key) or self._isTarget(key)
        self.setCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor)
        if move != self._hover_move:
            self._hover_move = move
            self.moveHovered.emit(move)
            self._updateAccessibility()
        self.update()

    def _select(self, index: int | None) -> None:
        self._selected = index
        self._refreshHover(self._hover)
        self._updateAccessibility()

    def _request(self, own: int, target: int) -> None:
        assert self._position is not None
        move = self._moveFor(own, target)
        self._last_request = (self._position, move, own, target)
        self._selected = None
        self._press = None
        self._drag_pos = None
        self._refreshHover(None)
        self.moveRequested.emit(move)

    def _updateAccessibility(self) -> None:
        self.setAccessibleDescription(self.statusText())

    def _endFlight(self) -> None:
        if self._flight is not None or self._progress != 1.0:
            self._flight = None
            self._progress = 1.0
            self.update()

    # -- events ------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.finishAnimation()
        key = self._handAt(event.position())
        self._press, self._drag_pos, self._cancel_on_release = None, None, False
        if self._isChoosable(key):
            assert key is not None
            if self._selected == key[1]:
                self._cancel_on_release = True
            else:
                self._select(key[1])
            self._press, self._press_pos = key, event.position()
        elif self._isTarget(key):
            assert key is not None
            own = self._activeOwn()
            assert own is not None
            self._request(own, key[1])
        elif key is None or not self._isLive(key):
            self._select(None)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = (point - self._press_pos).manhattanLength()
            if self._drag_pos is not None or moved >= QApplication.startDragDistance():
                self._drag_pos = point
                self._cancel_on_release = False
                if self._selected != self._press[1]:
                    self._select(self._press[1])
        self._refreshHover(self._handAt(point))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        key = self._handAt(event.position())
        dragged, cancel = self._drag_pos is not None, self._cancel_on_release
        self._press, self._drag_pos, self._cancel_on_release = None, None, False
        if dragged and self._isTarget(key) and self._selected is not None:
            assert key is not None
            self._request(self._selected, key[1])
        elif cancel:
            self._select(None)
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self._refreshHover(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and (self._selected is not None or self._drag_pos is not None):
            self._press, self._drag_pos, self._cancel_on_release = None, None, False
            self._select(None)
            return
        if key in (Qt.Key.Key_1, Qt.Key.Key_2) and self._canPlay():
            assert self._position is not None
            slot = 0 if key == Qt.Key.Key_1 else 1
            self.finishAnimation()
            own = self._activeOwn()
            if own is None:
                if self._isLive((self._position.to_move, slot)):
                    self._select(slot)
            elif self._isLive((self._position.to_move.other, slot)):
                self._request(own, slot)
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

    # -- geometry ----------------------------------------------------------------------------------------
    def _geometry(self) -> _Geometry:
        key = (self.width(), self.height(), self._flipped)
        if self._geometry_cache is None or self._geometry_cache[0] != key:
            self._geometry_cache = (key, self._computeGeometry())
        return self._geometry_cache[1]

    def _computeGeometry(self) -> _Geometry:
        w, h = float(max(self.width(), 1)), float(max(self.height(), 1))
        margin = max(8.0, min(w, h) * 0.025)
        gap = margin * 0.6
        status_h = max(40.0, h * 0.13)
        zone_h = max(40.0, (h - 2 * margin - status_h - 2 * gap) / 2)
        top_side = self.bottomSide().other
        zones = {
            top_side: QRectF(margin, margin, w - 2 * margin, zone_h),
            top_side.other: QRectF(margin, margin + zone_h + 2 * gap + status_h, w - 2 * margin, zone_h),
        }
        status = QRectF(margin, margin + zone_h + gap, w - 2 * margin, status_h)
        names: dict[Side, QRectF] = {}
        hands: dict[HandKey, QRectF] = {}
        for side, zone in zones.items():
            pad = max(6.0, min(zone.height(), zone.width()) * 0.06)
            inner = zone.adjusted(pad, pad, -pad, -pad)
            if zone.width() >= zone.height() * 1.9:  # wide: the name on the left of the hands
                name_w = min(max(inner.width() * 0.22, 92.0), 320.0)
                names[side] = QRectF(inner.left(), inner.top(), name_w, inner.height())
                area = inner.adjusted(name_w + pad, 0, 0, 0)
            else:  # narrow (a tall central widget): the name above the hands
                name_h = min(max(inner.height() * 0.16, 26.0), 90.0)
                names[side] = QRectF(inner.left(), inner.top(), inner.width(), name_h)
                area = inner.adjusted(0, name_h + pad * 0.5, 0, 0)
            card_w = min(area.height() * 0.8, area.width() / 2.3)
            card_h = min(area.height(), card_w / 0.6)
            between = min(card_w * 0.3, area.width() - 2 * card_w)
            left = area.center().x() - card_w - between / 2
            top = area.center().y() - card_h / 2
            for index in range(2):
                hands[(side, index)] = QRectF(left + index * (card_w + between), top, card_w, card_h)
        return _Geometry(zones, names, hands, status)

    # -- painting ----------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        geo = self._geometry()
        self.drawBackground(p, QRectF(self.rect()))
        if self._position is None:
            self.drawStatus(p, geo.status, self.statusText(), None)
            return
        for side in Side:
            self.drawZone(p, side, geo.zones[side], geo.names[side])
        preview = self.previewMove()
        info = self._moves.get(preview) if preview is not None else None
        color = palette.value_color(info.value, palette=self._palette) if info is not None else None
        self.drawStatus(p, geo.status, self.statusText(), color)
        looks = self._looks(preview, color)
        flying = None
        if self._flight is not None:
            flying = (self._flight.side, self._flight.own)
        for key, look in looks.items():
            if key != flying:
                self.drawHand(p, self._handDrawRect(key, look), look)
        if self._drag_pos is not None and self._selected is not None and self._position is not None:
            start = self.handRect(self._position.to_move, self._selected).center()
            self.drawDragLine(p, start, self._drag_pos)
        if flying is not None:
            self._drawFlight(p, looks[flying])

    def _looks(self, preview: Move | None, color: QColor | None) -> dict[HandKey, HandLook]:
        """How each hand looks right now (selection, targets, preview, animation)."""
        pos = self._position
        assert pos is not None
        own_slot = target_slot = None
        if preview is not None:
            own_slot, target_slot = self._slotsOf(preview)
        looks: dict[HandKey, HandLook] = {}
        for side in Side:
            for index in range(2):
                key = (side, index)
                look = HandLook(
                    side,
                    index,
                    self.handValue(side, index),
                    choosable=self._isChoosable(key) and self._selected is None,
                    selected=side is pos.to_move
                    and index == (self._selected if preview is None else own_slot),
                    target=self._isTarget(key),
                    hovered=self._hover == key and (self._isChoosable(key) or self._isTarget(key)),
                )
                if preview is not None and side is pos.to_move and index == own_slot:
                    new = (preview.own + preview.opp) % pos.rules.base
                    look = replace(look, badge=f"→ {new}", badge_color=color)
                if preview is not None and side is pos.to_move.other and index == target_slot:
                    look = replace(look, preview=color or self.colors.accent, target=True)
                looks[key] = look
        if self._flight is not None:
            looks = self._flightLooks(looks)
        return looks

    def _slotsOf(self, move: Move) -> tuple[int, int]:
        """The board slots of ``move``: the selected hand when it shows ``move.own``, else the first one."""
        assert self._position is not None
        own_hands = self._display[self._position.to_move]
        opp_hands = self._display[self._position.to_move.other]
        own = self._selected if self._selected is not None and own_hands[self._selected] == move.own else None
        if own is None:
            own = own_hands.index(move.own) if move.own in own_hands else 0
        if (
            self._hover is not None
            and self._hover[0] is self._position.to_move.other
            and opp_hands[self._hover[1]] == move.opp
        ):
            target = self._hover[1]
        else:
            target = opp_hands.index(move.opp) if move.opp in opp_hands else 0
        return own, target

    def _flightLooks(self, looks: dict[HandKey, HandLook]) -> dict[HandKey, HandLook]:
        flight, t = self._flight, self._progress
        assert flight is not None
        key = (flight.side, flight.own)
        value = flight.old if t < _TOUCH else flight.new
        looks[key] = replace(
            looks[key], value=value, choosable=False, selected=False, target=False, hovered=False
        )
        target_key = (flight.side.other, flight.target)
        bump = max(0.0, 1 - abs(t - _TOUCH) / (_BACK_START - _OUT_END))
        looks[target_key] = replace(looks[target_key], scale=1 + 0.06 * bump)
        return looks

    def _handDrawRect(self, key: HandKey, look: HandLook) -> QRectF:
        rect = self.handRect(*key)
        if look.selected:
            lift = rect.height() * 0.05
            towards_top = key[0] is self.bottomSide()
            rect.translate(0, -lift if towards_top else lift)
        return self._scaled(rect, look.scale)

    @staticmethod
    def _scaled(rect: QRectF, scale: float) -> QRectF:
        if scale == 1.0:
            return rect
        out = QRectF(0, 0, rect.width() * scale, rect.height() * scale)
        out.moveCenter(rect.center())
        return out

    def _drawFlight(self, p: QPainter, look: HandLook) -> None:
        """The moving hand: out to the opponent's hand, the number changes, back (fading if it retires)."""
        flight, t = self._flight, self._progress
        assert flight is not None
        home = self.handRect(flight.side, flight.own)
        target = self.handRect(flight.side.other, flight.target)
        vx, vy = target.center().x() - home.center().x(), target.center().y() - home.center().y()
        dist = math.hypot(vx, vy)
        reach = max(0.0, dist - home.height() * 0.92) / dist if dist > 0 else 0.0
        if t < _OUT_END:
            f = _ease_out(t / _OUT_END)
        elif t < _BACK_START:
            f = 1.0
        else:
            f = 1 - _ease_in_out((t - _BACK_START) / (1 - _BACK_START))
        rect = home.translated(vx * reach * f, vy * reach * f)
        if flight.new == 0 and t >= _TOUCH:
            fade = (t - _TOUCH) / (1 - _TOUCH)
            self.drawHand(p, home, replace(look, value=0, opacity=fade))
            look = replace(look, live_zero=True, opacity=1 - fade, scale=1 - 0.3 * fade)
        self.drawHand(p, self._scaled(rect, look.scale), replace(look, scale=1.0))

    def _isFlying(self, look: HandLook) -> bool:
        return self._flight is not None and (look.side, look.index) == (self._flight.side, self._flight.own)

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, self.colors.background)

    def drawZone(self, p: QPainter, side: Side, zone: QRectF, name_rect: QRectF) -> None:
        """One player's area: a rounded panel, the name, and a 'to move' or 'winner' marker."""
        pos = self._position
        assert pos is not None
        active = pos.to_move is side and not pos.is_over
        winner = pos.winner is side
        radius = min(zone.height(), zone.width()) * 0.06
        fill = self.colors.zone_active if active or winner else self.colors.zone
        if active or winner:
            pen = QPen(self.colors.accent, max(2.5, zone.height() * 0.016))
        else:
            pen = QPen(self.colors.zone_border, 1.2)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(zone, radius, radius)
        if active or winner:  # a thick bar on the left edge: seen from far away
            bar = QRectF(zone.left(), zone.top(), max(6.0, zone.width() * 0.008), zone.height())
            path = QPainterPath()
            path.addRoundedRect(zone, radius, radius)
            p.save()
            p.setClipPath(path)
            p.fillRect(bar, self.colors.accent)
            p.restore()
        self.drawName(p, side, name_rect, active, winner)

    def drawName(self, p: QPainter, side: Side, rect: QRectF, active: bool, winner: bool) -> None:
        """The player's name with a 'to move' or 'winner' badge: below it, or beside it in a flat strip."""
        name = texts.side_name(side)
        badge = self.tr("winner") if winner else (self.tr("to move") if active else "")
        beside = rect.width() > rect.height() * 2.5
        name_h = rect.height() * 0.8 if beside else min(rect.height() * 0.3, rect.width() * 0.32)
        name_w = rect.width() * (0.55 if beside else 1.0)
        font = self._fitFont(name, QRectF(0, 0, name_w, name_h), name_h * 0.8, True)
        fm = QFontMetricsF(font)
        badge_h = name_h * 0.72
        if beside:
            top = rect.center().y() - fm.height() / 2
            badge_at = QPointF(
                rect.left() + fm.horizontalAdvance(name) + badge_h * 0.5, rect.center().y() - badge_h / 2
            )
        else:
            top = rect.center().y() - (fm.height() + (badge_h * 1.25 if badge else 0)) / 2
            badge_at = QPointF(rect.left(), top + fm.height() + badge_h * 0.25)
        p.setFont(font)
        p.setPen(self.colors.text if active or winner else self.colors.muted)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(rect.left(), top, rect.width(), fm.height()), align, name)
        if badge:
            self.drawBadge(p, badge_at, badge_h, badge, rect.right() - badge_at.x(), winner)

    def drawBadge(
        self, p: QPainter, top_left: QPointF, height: float, text: str, max_w: float, star: bool
    ) -> None:
        """A filled pill with a marker shape (triangle 'to move', star 'winner') and text."""
        font = self._fitFont(text, QRectF(0, 0, max_w - height * 1.3, height), height * 0.55, True)
        text_w = QFontMetricsF(font).horizontalAdvance(text)
        pill = QRectF(top_left.x(), top_left.y(), min(max_w, text_w + height * 1.35), height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colors.accent)
        p.drawRoundedRect(pill, height / 2, height / 2)
        icon = QRectF(pill.left() + height * 0.25, pill.top() + height * 0.25, height * 0.5, height * 0.5)
        p.setBrush(self.colors.accent_text)
        p.drawPath(self._starPath(icon) if star else self._trianglePath(icon))
        p.setPen(self.colors.accent_text)
        p.setFont(font)
        text_rect = QRectF(icon.right() + height * 0.18, pill.top(), pill.right() - icon.right(), height)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    @staticmethod
    def _trianglePath(r: QRectF) -> QPainterPath:
        path = QPainterPath(QPointF(r.left() + r.width() * 0.1, r.top()))
        path.lineTo(r.right(), r.center().y())
        path.lineTo(r.left() + r.width() * 0.1, r.bottom())
        path.closeSubpath()
        return path

    @staticmethod
    def _starPath(r: QRectF) -> QPainterPath:
        c, outer = r.center(), r.width() / 2
        path = QPainterPath()
        for i in range(10):
            radius = outer if i % 2 == 0 else outer * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        return path

    def drawStatus(self, p: QPainter, rect: QRectF, text: str, color: QColor | None) -> None:
        """The line between the players; a previewed move is a pill in its value colour."""
        pos = self._position
        over = pos is not None and pos.is_over
        size = rect.height() * (0.5 if over else 0.36)
        font = self._fitFont(
            text, QRectF(0, 0, rect.width() * 0.96, rect.height()), size, over or color is not None
        )
        p.setFont(font)
        if color is not None:
            text_w = QFontMetricsF(font).horizontalAdvance(text)
            pill = QRectF(0, 0, min(rect.width(), text_w + rect.height() * 0.9), rect.height() * 0.8)
            pill.moveCenter(rect.center())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(ink_for(color))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            return
        p.setPen(self.colors.accent if over else self.colors.text)
        flags = Qt.AlignmentFlag.AlignCenter
        if font.pixelSize() < size * 0.7 and " " in text:  # too long for one line: two lines read better
            one_line = QFontMetricsF(font).horizontalAdvance(text) / font.pixelSize()  # width per pixel size
            font.setPixelSize(
                max(6, math.floor(min(size, rect.height() * 0.4, 1.6 * rect.width() / one_line)))
            )
            p.setFont(font)
            flags |= Qt.TextFlag.TextWordWrap
        p.drawText(rect, flags, text)

    def drawDragLine(self, p: QPainter, start: QPointF, end: QPointF) -> None:
        pen = QPen(self.colors.accent, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(start, end)
        p.setBrush(self.colors.accent)
        p.drawEllipse(end, 7, 7)

    def _drawShadow(self, p: QPainter, rect: QRectF) -> None:
        radius = rect.width() * 0.1
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colors.shadow)
        p.drawRoundedRect(rect.translated(0, rect.height() * 0.025), radius, radius)
        p.restore()

    def _borderPen(self, look: HandLook, card: QRectF) -> QPen:
        """The card outline: value colour when previewed, thick when selected, dashed for targets."""
        unit = max(1.0, card.height() / 200)  # pens grow with the card (projector sizes)
        if look.preview is not None:
            return QPen(look.preview, 6 * unit)
        if look.selected:
            return QPen(self.colors.accent, 5 * unit)
        if look.target:
            return QPen(self.colors.accent, 3 * unit, Qt.PenStyle.DashLine)
        if look.choosable or look.hovered:
            return QPen(self.colors.accent if look.hovered else self.colors.card_border, 2.5 * unit)
        return QPen(self.colors.card_border, 1.5 * unit)

    def _drawCard(self, p: QPainter, rect: QRectF, look: HandLook, fill: QColor, pen: QPen) -> None:
        radius = rect.width() * 0.1
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, radius, radius)

    @staticmethod
    def _glyphRect(card: QRectF) -> QRectF:
        return QRectF(
            card.left() + card.width() * 0.06,
            card.top() + card.height() * 0.05,
            card.width() * 0.88,
            card.height() * 0.5,
        )

    @staticmethod
    def _numberRect(card: QRectF) -> QRectF:
        return QRectF(card.left(), card.top() + card.height() * 0.56, card.width(), card.height() * 0.41)

    def drawHand(self, p: QPainter, rect: QRectF, look: HandLook) -> None:
        """One hand: a card with the finger glyph and the number (a retired hand is an empty grey slot)."""
        p.save()
        p.setOpacity(look.opacity)
        if look.retired:
            pen = QPen(self.colors.retired_line, 2, Qt.PenStyle.DashLine)
            self._drawCard(p, rect, look, self.colors.background, pen)
            glyph = self._glyphRect(rect)
            shrunk = QRectF(0, 0, glyph.width() * 0.7, glyph.height() * 0.7)
            shrunk.moveCenter(QPointF(glyph.center().x(), glyph.center().y() + glyph.height() * 0.12))
            self.drawHandGlyph(p, shrunk, 0, retired=True)
            number = self._numberRect(rect)
            upper = QRectF(number.left(), number.top(), number.width(), number.height() * 0.55)
            lower = QRectF(number.left(), upper.bottom(), number.width(), number.height() * 0.4)
            self.drawNumber(p, upper, "0", self.colors.retired_line)
            self.drawNumber(p, lower, self.tr("retired"), self.colors.muted, bold=False)
            p.restore()
            return
        if look.selected or look.scale != 1.0 or self._isFlying(look):
            self._drawShadow(p, rect)
        fill = self.colors.hover if look.hovered and not look.selected else self.colors.card
        self._drawCard(p, rect, look, fill, self._borderPen(look, rect))
        self.drawHandGlyph(p, self._glyphRect(rect), look.value, retired=False)
        self.drawNumber(p, self._numberRect(rect), str(look.value), self.colors.text)
        if look.badge:
            self.drawHandBadge(p, rect, look.badge, look.badge_color or self.colors.accent)
        p.restore()

    def drawHandBadge(self, p: QPainter, card: QRectF, text: str, color: QColor) -> None:
        """The number a hand would get, in a value-coloured pill on the card's corner."""
        h = card.height() * 0.17
        font = self._fitFont(text, QRectF(0, 0, card.width(), h), h * 0.7, True)
        w = QFontMetricsF(font).horizontalAdvance(text) + h * 0.8
        pill = QRectF(card.right() - w * 0.75, card.top() - h * 0.4, w, h)
        p.setPen(QPen(self.colors.card, 2))
        p.setBrush(color)
        p.drawRoundedRect(pill, h / 2, h / 2)
        p.setPen(ink_for(color))
        p.setFont(font)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def drawNumber(self, p: QPainter, rect: QRectF, text: str, color: QColor, bold: bool = True) -> None:
        p.setFont(
            self._fitFont(text, QRectF(0, 0, rect.width() * 0.86, rect.height()), rect.height() * 0.9, bold)
        )
        p.setPen(color)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def drawHandGlyph(self, p: QPainter, rect: QRectF, value: int, retired: bool) -> None:
        """A hand showing ``value``: up to five raised fingers (index first, thumb for 5), and for more than
        five all fingers up plus one dot on the palm per extra unit (dots only while they fit)."""
        s = min(rect.width(), rect.height())
        ox, oy = rect.center().x() - s / 2, rect.center().y() - s / 2

        def box(x0: float, y0: float, x1: float, y1: float) -> QRectF:
            return QRectF(ox + x0 * s, oy + y0 * s, (x1 - x0) * s, (y1 - y0) * s)

        skin = self.colors.retired if retired else self.colors.skin
        folded = self.colors.retired if retired else self.colors.skin_folded
        line = QPen(self.colors.retired_line if retired else self.colors.skin_line, max(1.0, s * 0.018))
        raised = min(value, 5)
        # index, middle, ring, little finger: (left edge, top when raised, width)
        fingers = ((0.28, 0.10, 0.14), (0.43, 0.03, 0.14), (0.58, 0.08, 0.135), (0.725, 0.19, 0.12))
        p.save()
        p.setPen(line)
        for i, (x, top, width) in enumerate(fingers):
            up = i < raised
            p.setBrush(skin if up else folded)
            r = box(x, top if up else 0.37, x + width, 0.62)
            p.drawRoundedRect(r, width * s / 2, width * s / 2)
        palm = box(0.26, 0.46, 0.86, 0.96)
        thumb_up = raised >= 5
        if thumb_up:  # the thumb sticks out to the left, tilted
            p.save()
            p.translate(ox + 0.33 * s, oy + 0.78 * s)
            p.rotate(-50)
            p.setBrush(skin)
            p.drawRoundedRect(QRectF(-0.065 * s, -0.42 * s, 0.13 * s, 0.46 * s), 0.065 * s, 0.065 * s)
            p.restore()
        p.setBrush(skin)
        p.drawRoundedRect(palm, 0.12 * s, 0.12 * s)
        if not thumb_up:  # folded across the palm
            p.setBrush(folded)
            p.drawRoundedRect(box(0.20, 0.64, 0.62, 0.77), 0.065 * s, 0.065 * s)
        extra = value - 5
        if extra > 0:
            self._drawPalmDots(p, box(0.29, 0.50, 0.83, 0.93), extra)
        p.restore()

    def _drawPalmDots(self, p: QPainter, area: QRectF, count: int) -> None:
        if count > 16:  # too many to count at a glance: the big number says it
            return
        cols = 2 if count <= 4 else (3 if count <= 9 else math.ceil(math.sqrt(count)))  # like dice pips
        rows = math.ceil(count / cols)
        cell = min(area.width() / max(cols, 2), area.height() / max(rows, 2))
        r = cell * 0.36
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colors.skin_line)
        top = area.center().y() - rows * cell / 2
        for k in range(count):
            row, col = divmod(k, cols)
            in_row = min(cols, count - row * cols)
            left = area.center().x() - in_row * cell / 2
            p.drawEllipse(QPointF(left + (col + 0.5) * cell, top + (row + 0.5) * cell), r, r)

    def _fitFont(self, text: str, box: QRectF, pixel_size: float, bold: bool) -> QFont:
        """The widget's font at ``pixel_size`` (or smaller, so ``text`` fits ``box``'s width)."""
        font = QFont(self.font())
        font.setBold(bold)
        size = max(6.0, pixel_size)
        font.setPixelSize(round(size))
        width = QFontMetricsF(font).horizontalAdvance(text)
        if width > box.width() > 0:
            font.setPixelSize(max(6, math.floor(size * box.width() / width)))
        return font
