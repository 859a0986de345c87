"""Widgets of the QuadAce window. Views show what the models hold and ask models to act."""

from quadace_gui import qt_texts as _qt_texts  # the shared words follow Qt's translators

_qt_texts.install()
