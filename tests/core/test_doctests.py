"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import quadace_gui.core

CORE = Path(quadace_gui.core.__file__).parent
MODULES = sorted(
    "quadace_gui.core." + ".".join(p.relative_to(CORE).with_suffix("").parts)
    for p in CORE.rglob("*.py")
    if p.stem != "__init__"
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
