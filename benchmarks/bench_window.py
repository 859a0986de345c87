"""The window the GUI benchmarks measure: one place that opens it the same way for each of them."""

from __future__ import annotations

import statistics
from typing import Any


def p95(values: list[float]) -> float:
    """The 95th percentile (the value itself for a single measurement)."""
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def open_window(width: int = 1440, height: int = 900) -> tuple[Any, Any]:
    """A QApplication and a shown main window with animation off (fresh settings), once it is exposed."""
    from quadace_gui.app import create_application
    from quadace_gui.models.game_model import GameModel
    from quadace_gui.models.settings import Settings
    from quadace_gui.views.main_window import MainWindow

    app = create_application()
    settings = Settings()
    settings.setValue("animationMs", 0)
    window = MainWindow(GameModel(), settings)
    window.resize(width, height)
    window.show()
    while not (window.windowHandle() is not None and window.windowHandle().isExposed()):
        app.processEvents()
    app.processEvents()
    return app, window
