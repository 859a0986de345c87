"""The Qt half of :mod:`quadace_gui.texts`: install ``QCoreApplication.translate`` as its translator.

``texts.py`` is Qt-free (the import contracts of ``pyproject.toml`` keep it so); the Qt layers import
this module (``models/__init__.py``, ``views/__init__.py``), so every word they show through ``texts``
follows the installed Qt translations.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from quadace_gui import texts


def install() -> None:
    """Translate the shared words with Qt's translators (idempotent)."""
    texts.set_translator(QCoreApplication.translate)


install()
