"""The move animation: the moving hand reaches toward the opponent's hand and back, its number changing at
the touch; a hand that becomes 0 fades into its retired place.

:class:`MoveAnimation` drives a ``progress`` Qt property from 0 to 1 with a ``QPropertyAnimation``; its
duration is settable (0 turns it off) and it never blocks input: the board jumps it to its end on a click
or a new position. When the platform asks for reduced motion (``QGuiApplication.styleHints()
.accessibility().motionPreference()``, new in Qt 6.12) nothing animates; older Qt cannot tell, and there the
duration is the switch. The pure functions below say where the moving card is at a given progress.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication

from quadace_gui.core.position import Side
from quadace_gui.models.settings import ANIMATION_MS

DEFAULT_DURATION_MS = ANIMATION_MS.default
# Fractions of the animation: reaching out ends, the numbers change, coming back starts.
OUT_END, TOUCH, BACK_START = 0.38, 0.5, 0.62


@dataclass(frozen=True)
class Flight:
    """A move being animated: the hand at place ``own`` of ``side`` touches the opponent's place ``target``,
    its number going from ``old`` to ``new``."""

    side: Side
    own: int
    target: int
    old: int
    new: int
    retires: bool = False  # the moved hand is put away (fades into its retired place)
    attack: bool = False  # the touched hand changes (Chopsticks), not the moving one


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def reach_fraction(t: float) -> float:
    """How far out the moving hand is at progress ``t``: 0 at home, 1 touching."""
    if t < OUT_END:
        return ease_out(t / OUT_END)
    if t < BACK_START:
        return 1.0
    return 1 - ease_in_out((t - BACK_START) / (1 - BACK_START))


def flight_rect(home: QRectF, target: QRectF, t: float) -> QRectF:
    """Where the moving card is drawn at progress ``t`` (it stops just short of the target card)."""
    vx, vy = target.center().x() - home.center().x(), target.center().y() - home.center().y()
    dist = math.hypot(vx, vy)
    reach = max(0.0, dist - home.height() * 0.92) / dist if dist > 0 else 0.0
    f = reach_fraction(t)
    return home.translated(vx * reach * f, vy * reach * f)


def target_bump(t: float) -> float:
    """How much the touched card swells at progress ``t`` (0 to 1, largest at the touch)."""
    return max(0.0, 1 - abs(t - TOUCH) / (BACK_START - OUT_END))


def reduced_motion() -> bool:
    """Whether the platform asks applications to avoid animations (False when Qt cannot tell)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if hints is None or accessibility is None:  # Qt before 6.10 has no accessibility hints
        return False
    a11y = accessibility()
    preference = getattr(Qt, "MotionPreference", None)  # Qt 6.12 and later
    return preference is not None and a11y is not None and a11y.motionPreference() == preference.ReducedMotion


class MoveAnimation(QObject):
    """Runs one :class:`Flight` at a time; emits ``changed`` whenever the picture should be redrawn."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._flight: Flight | None = None
        self._progress = 1.0
        self._anim = QPropertyAnimation(self, b"progress", self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.setDuration(DEFAULT_DURATION_MS)
        self._anim.finished.connect(self._end)

    def _getProgress(self) -> float:
        return self._progress

    def _setProgress(self, value: float) -> None:
        self._progress = float(value)
        self.changed.emit()

    # 0 at the start of a move animation, 1 at its end.
    progress = Property(float, _getProgress, _setProgress)

    def progressValue(self) -> float:
        """The ``progress`` property as a plain float."""
        return self._progress

    def flight(self) -> Flight | None:
        """The move being animated, if any."""
        return self._flight

    def setDuration(self, ms: int) -> None:
        self.finish()
        self._anim.setDuration(max(0, int(ms)))

    def duration(self) -> int:
        return self._anim.duration()

    def start(self, flight: Flight) -> bool:
        """Animate ``flight`` (after finishing any running one); False when animation is off."""
        self.finish()
        if self._anim.duration() <= 0 or reduced_motion():
            return False
        self._flight = flight
        self._progress = 0.0
        self._anim.start()
        return True

    def finish(self) -> None:
        """Jump a running animation to its end."""
        if self._anim.state() != QAbstractAnimation.State.Stopped:
            self._anim.stop()
        self._end()

    def isRunning(self) -> bool:
        return self._anim.state() == QAbstractAnimation.State.Running

    def _end(self) -> None:
        if self._flight is not None or self._progress != 1.0:
            self._flight = None
            self._progress = 1.0
            self.changed.emit()
