"""The outcome heatmap, one module per job (superqt's one-widget-per-module is the model):

- :mod:`.layout`: which hands each row and column stand for, and the quadrant groups;
- :mod:`.codes`: each cell's reachability, value and distance packed into one code (and unpacked);
- :mod:`.colors`: inks, the colour table over codes, a table's prepared image;
- :mod:`.items`, :mod:`.marks`, :mod:`.cell_labels`, :mod:`.quadrants`: the scene items;
- :mod:`.axes`, :mod:`.legend`, :mod:`.view`: axes, legend and the square plot;
- :mod:`.export`: PNG and SVG slides;
- :mod:`.widget`: :class:`OutcomeHeatmap`, the widget (input, wiring and queries).
"""

from __future__ import annotations

from . import codes
from .codes import cell_codes
from .colors import DIM_ALPHA, PREPARED_TABLES, UNREACHABLE_MODES, color_lut, shade_ramp
from .export import EXPORT_SIZE, VECTOR_CELLS_MAX, scaling_strokes
from .items import vector_runs
from .layout import CellLayout
from .quadrants import QuadrantLabel
from .widget import OutcomeHeatmap

__all__ = [
    "DIM_ALPHA",
    "EXPORT_SIZE",
    "PREPARED_TABLES",
    "UNREACHABLE_MODES",
    "VECTOR_CELLS_MAX",
    "CellLayout",
    "OutcomeHeatmap",
    "QuadrantLabel",
    "cell_codes",
    "codes",
    "color_lut",
    "scaling_strokes",
    "shade_ramp",
    "vector_runs",
]
