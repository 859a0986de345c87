"""A lesson as a printable handout: one PDF page per step with its picture, text and question.

The answers (and the teacher's notes) are printed only when asked for (the answer key). The picture is
drawn from the step's position: the four hands of a QuadAce position, or the heaps of a take-away game.
Used by ``quadace lesson export`` (it needs a QGuiApplication; :func:`write_handout` makes one when
there is none, offscreen without a display).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen
from PySide6.QtWidgets import QApplication

from quadace_gui.core.files import write_atomic
from quadace_gui.core.lessons import Lesson, Step, final_heaps, final_position, localized

#: The page's resolution (dots per inch) and the text sizes in points.
DPI = 150
TITLE_PT, TEXT_PT, SMALL_PT = 18, 12, 9


def _words(language: str) -> dict[str, str]:
    """The handout's few fixed words in ``language`` (the CLI runs without the app's translator)."""
    if language == "zh":
        return {
            "step": "第 {k} 步，共 {n} 步",
            "question": "问题",
            "answer": "答案",
            "notes": "教师备注",
            "to_move": "轮到 {side}",
            "still": "已报到 {n}",
            "line": "答：______________________",
        }
    return {
        "step": "Step {k} of {n}",
        "question": "Question",
        "answer": "Answer",
        "notes": "Teacher's notes",
        "to_move": "{side} to move",
        "still": "last said: {n}",
        "line": "Answer: ______________________",
    }


def _ensure_app() -> None:
    if QCoreApplication.instance() is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A QApplication (not only a QGuiApplication): a caller may show widgets after the handout.
        _ensure_app.app = QApplication(["quadace"])  # type: ignore[attr-defined]


def draw_picture(painter: QPainter, rect: QRectF, step: Step, language: str) -> None:
    """The step's position (after its moves) inside ``rect``."""
    painter.save()
    painter.setPen(QPen(QColor("#333333"), 3))
    font = QFont(painter.font())
    if step.takeaway is not None:
        heaps = final_heaps(step)
        font.setPointSizeF(TEXT_PT * 1.4)
        painter.setFont(font)
        counting = step.takeaway.counting  # 抢30: the numbers said, not heaps of stones
        target = step.takeaway.limits[0] if counting else 0
        if counting and target <= 50:  # the numbers to say, those said already greyed
            said = target - heaps[0]
            cell = min(rect.width() / 10.5, rect.height() / (2 + (target + 9) // 10))
            for n in range(1, target + 1):
                row, col = divmod(n - 1, 10)
                box = QRectF(rect.left() + col * cell * 1.05, rect.top() + row * cell * 1.05, cell, cell)
                painter.setBrush(QColor("#dddddd") if n <= said else QColor("#ffe7b0"))
                painter.drawRect(box)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(n))
        elif not counting:
            row_h = min(rect.height() / max(len(heaps), 1), rect.height() / 3)
            cell = min(row_h * 0.6, (rect.width() - 200) / 42)
            for i, h in enumerate(heaps):
                y = rect.top() + i * row_h
                for c in range(min(h, 40)):
                    box = QRectF(rect.left() + c * cell * 1.1, y + (row_h - cell) / 2, cell, cell)
                    painter.fillRect(box, QColor("#c8a060"))
                painter.drawText(
                    QRectF(rect.right() - 180, y, 180, row_h),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                    str(h),
                )
        if counting:
            painter.drawText(
                rect,
                Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                _words(language)["still"].format(n=target - heaps[0]),
            )
    else:
        position = final_position(step)
        from quadace_gui.core.position import Side
        from quadace_gui.texts import side_name

        radius = min(rect.height() / 5, rect.width() / 10)
        rows: tuple[tuple[tuple[int, ...], str, float], ...] = (
            (position.b, "B", rect.top() + radius * 1.2),
            (position.a, "A", rect.bottom() - radius * 1.2),
        )
        for hands, side, y in rows:
            n = len(hands)
            for i, hand in enumerate(hands):
                x = rect.center().x() + (i - (n - 1) / 2) * radius * 2.6
                circle = QRectF(x - radius, y - radius, 2 * radius, 2 * radius)
                painter.setBrush(QColor("#eeeeee") if hand == 0 else QColor("#ffe7b0"))
                painter.drawEllipse(circle)
                font.setPointSizeF(TEXT_PT * 2.2)
                font.setBold(True)
                painter.setFont(font)
                painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(hand))
            font.setPointSizeF(TEXT_PT)
            font.setBold(position.to_move == side)
            painter.setFont(font)
            name = side_name(Side(side))
            text = _words(language)["to_move"].format(side=name) if position.to_move == side else name
            painter.drawText(
                QRectF(rect.left(), y - radius, rect.width() * 0.3, 2 * radius),
                Qt.AlignmentFlag.AlignVCenter,
                text,
            )
    painter.restore()


def _paragraph(
    painter: QPainter, y: float, width: float, left: float, text: str, size: float, bold: bool = False
) -> float:
    """Draw ``text`` wrapped at ``width`` from ``y``; returns the y below it."""
    font = QFont(painter.font())
    font.setPointSizeF(size)
    font.setBold(bold)
    painter.setFont(font)
    box = painter.boundingRect(QRectF(left, y, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
    painter.drawText(QRectF(left, y, width, box.height()), int(Qt.TextFlag.TextWordWrap), text)
    return y + box.height() + size * DPI / 72 * 0.6


def write_handout(lesson: Lesson, out: Path, language: str = "en", answers: bool = False) -> int:
    """Write ``lesson`` to the PDF ``out``, one page per step; returns the number of pages.

    The pages are drawn into a temporary file, then written to ``out`` in one atomic step (a folder, a
    device or a full disk is an OSError, never a reported success)."""
    if out.exists() and not out.is_symlink() and not out.is_file():
        raise OSError("not a regular file")
    with tempfile.TemporaryDirectory(prefix="quadace-handout-") as folder:
        drawn = Path(folder) / "handout.pdf"
        n = _draw_handout(lesson, drawn, language, answers)
        data = drawn.read_bytes()
    if not data:
        raise OSError("the PDF came out empty")
    write_atomic(out, data, follow=False)
    return n


def _draw_handout(lesson: Lesson, out: Path, language: str, answers: bool) -> int:
    _ensure_app()
    words = _words(language)
    writer = QPdfWriter(str(out))
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15)
        )
    )
    writer.setTitle(localized(lesson.title, language))
    writer.setCreator("QuadAce")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {out}")
    try:
        page = writer.pageLayout().paintRectPixels(DPI)
        width, left = float(page.width()), 0.0
        n = len(lesson.steps)
        for step in lesson.steps:
            if step.number > 1:
                writer.newPage()
            painter.setPen(QColor("#000000"))
            y = _paragraph(painter, 0, width, left, localized(lesson.title, language), SMALL_PT)
            heading = words["step"].format(k=step.number, n=n)
            if step.title:
                heading += " · " + localized(step.title, language)
            y = _paragraph(painter, y, width, left, heading, TITLE_PT, bold=True)
            picture = QRectF(left, y, width, page.height() * 0.3)
            draw_picture(painter, picture, step, language)
            y = picture.bottom() + 20
            y = _paragraph(painter, y, width, left, localized(step.text, language), TEXT_PT)
            q = step.question
            if q is not None:
                y = _paragraph(painter, y + 10, width, left, words["question"], TEXT_PT, bold=True)
                y = _paragraph(painter, y, width, left, localized(q.prompt, language), TEXT_PT)
                for i, choice in enumerate(q.choices):
                    y = _paragraph(
                        painter, y, width, left + 30, f"{i + 1}. {localized(choice, language)}", TEXT_PT
                    )
                if answers:
                    answer = f"{words['answer']}: {q.answer_text(language)}"
                    explain = localized(q.explain, language)
                    y = _paragraph(painter, y + 10, width, left, answer, TEXT_PT, bold=True)
                    if explain:
                        y = _paragraph(painter, y, width, left, explain, TEXT_PT)
                else:
                    y = _paragraph(painter, y + 20, width, left, words["line"], TEXT_PT)
            if answers and step.notes:
                y = _paragraph(painter, y + 10, width, left, words["notes"], SMALL_PT, bold=True)
                _paragraph(painter, y, width, left, localized(step.notes, language), SMALL_PT)
    finally:
        painter.end()
    return n
