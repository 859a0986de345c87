"""The Chinese one-hand number signs on the hand cards: one sign per number 0–9, each drawing exactly the
fingers its fact-table entry holds out; the finger-count style stays as a preference."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules
from quadace_gui.views.board import HandsBoard
from quadace_gui.views.board.colors import BoardColors
from quadace_gui.views.board.signs import FINGERS, SIGNS, STRAIGHT, draw_sign_glyph, tip

SIZE = 200

#: The signs as the issue and the QuadAce article describe them: the fingers out, pinched, hooked.
EXPECTED = {
    0: (set(), False, False),  # a fist: the hand put away
    1: ({"index"}, False, False),
    2: ({"index", "middle"}, False, False),
    3: ({"index", "middle", "ring"}, False, False),
    4: ({"index", "middle", "ring", "little"}, False, False),
    5: ({"thumb", "index", "middle", "ring", "little"}, False, False),
    6: ({"thumb", "little"}, False, False),  # 六
    7: ({"thumb", "index", "middle"}, True, False),  # 七: the three fingertips together
    8: ({"thumb", "index"}, False, False),  # 八
    9: ({"index"}, False, True),  # 九: the hooked index
}


def render(number: int, colors: BoardColors) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(colors.card)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_sign_glyph(p, QRectF(0, 0, SIZE, SIZE), number, False, colors)
    p.end()
    return image


def color_at(image: QImage, point: tuple[float, float]) -> QColor:
    return image.pixelColor(round(point[0] * SIZE), round(point[1] * SIZE))


def test_the_fact_table_holds_each_numbers_sign() -> None:
    assert set(SIGNS) == set(range(10))
    for number, (raised, pinched, hooked) in EXPECTED.items():
        sign = SIGNS[number]
        assert (set(sign.raised), sign.pinched, sign.hooked) == (raised, pinched, hooked), number
    assert [SIGNS[n].name for n in range(6, 10)] == ["六", "七", "八", "九"]
    facts = {(SIGNS[n].raised, SIGNS[n].pinched, SIGNS[n].hooked) for n in range(10)}
    assert len(facts) == 10  # no two numbers share a sign


def test_every_glyph_differs(qapp) -> None:
    colors = BoardColors()
    images = [render(n, colors) for n in range(10)]
    for a in range(10):
        for b in range(a + 1, 10):
            assert images[a] != images[b], (a, b)


@pytest.mark.parametrize("number", range(10))
def test_the_glyph_raises_exactly_the_signs_fingers(qapp, number: int) -> None:
    colors = BoardColors()
    image = render(number, colors)
    for finger in FINGERS:
        at = tip(number, finger)
        if finger in SIGNS[number].raised:
            assert at is not None
            assert color_at(image, at) == colors.skin, (number, finger, "tip not drawn")
        else:
            assert at is None
            assert color_at(image, STRAIGHT[finger]) == colors.card, (number, finger, "drawn but folded")
    hooked_tip = tip(number, "index")
    if SIGNS[number].hooked:  # the hooked index bends down again: its tip lies below its knuckle
        assert hooked_tip is not None and hooked_tip[1] > STRAIGHT["index"][1]


def test_the_board_draws_signs_up_to_base_10_and_counts_above(qtbot) -> None:
    board = HandsBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.setAnimationDuration(0)
    board.setPosition(Position.parse("1,6/7,9:A", Rules()), [])
    assert board.handSigns() == "chinese" and board.drawsSigns()
    signs = board.grab().toImage()
    board.setHandSigns("count")
    assert not board.drawsSigns()
    assert board.grab().toImage() != signs
    board.setHandSigns("chinese")
    board.setPosition(Position.parse("1,6/7,11:A", Rules(13)), [])
    assert not board.drawsSigns()  # 11 has no one-hand sign: the count and the number


def test_the_view_menu_switches_the_style_and_keeps_it(qtbot, window) -> None:
    action = window.actionMap["signs"]
    assert action.isChecked() and window.board.handSigns() == "chinese"
    action.trigger()
    assert window.settings.value("handSigns") == "count"
    assert window.board.handSigns() == "count" and not action.isChecked()
    action.trigger()
    assert window.board.handSigns() == "chinese" and action.isChecked()
