"""Fixtures of the heatmap tests: solved tables and heatmaps, plain or shown and fitted."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from quadace_gui.core import Rules, SolvedTable, solve
from quadace_gui.views.heatmap import OutcomeHeatmap

from .support import fitted, make_heatmap


@pytest.fixture(scope="module")
def table10() -> SolvedTable:
    return solve()


@pytest.fixture(scope="module")
def table40() -> SolvedTable:
    return solve(Rules(40))


@pytest.fixture
def heatmap(qtbot: QtBot, table10: SolvedTable) -> OutcomeHeatmap:
    return make_heatmap(qtbot, table10)


@pytest.fixture
def shown(qtbot: QtBot, heatmap: OutcomeHeatmap) -> OutcomeHeatmap:
    return fitted(qtbot, heatmap)


@pytest.fixture
def shown40(qtbot: QtBot, table40: SolvedTable) -> OutcomeHeatmap:
    return fitted(qtbot, make_heatmap(qtbot, table40))
