"""Issue 24: the cells' colours are worked out once for each table and colours; an induction step, the
teacher's switch and an export's slide reuse them (base 100: half a second each time otherwise)."""

# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from quadace_gui.core import SolvedTable
from quadace_gui.views.heatmap import OutcomeHeatmap
from quadace_gui.views.heatmap.colors import Prepared


@pytest.fixture
def colourings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    calls: list[tuple[str, str]] = []
    real = Prepared.colour

    def counted(self: Prepared, palette_name: str, unreachable: str) -> np.ndarray:
        calls.append((palette_name, unreachable))
        return real(self, palette_name, unreachable)

    monkeypatch.setattr(Prepared, "colour", counted)
    return calls


def test_the_colours_are_worked_out_once_for_each_table_and_colours(
    heatmap: OutcomeHeatmap, table10: SolvedTable, tmp_path: Path, colourings: list[tuple[str, str]]
) -> None:
    normal = heatmap.image().copy()
    for level in (0, 3, 7, None):  # induction steps only mask the colours
        heatmap.setInductionLevel(level)
    heatmap.setAnswersHidden(True)
    heatmap.setAnswersHidden(False)
    heatmap.setInductionLevel(2)
    heatmap.exportPng(str(tmp_path / "slide.png"))  # the slide shares them too
    heatmap.setInductionLevel(None)
    assert colourings == []
    assert np.array_equal(heatmap.image(), normal)
    heatmap.setPaletteName("classic" if heatmap.paletteName() != "classic" else "colorblind")
    assert len(colourings) == 1 and not np.array_equal(heatmap.image(), normal)  # new colours: once
    heatmap.setUnreachableMode("hide" if heatmap.unreachableMode() != "hide" else "dim")
    assert len(colourings) == 2
    heatmap.setTable(table10)  # the same table again: its colours are kept
    assert len(colourings) == 2
