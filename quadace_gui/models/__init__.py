"""Qt models: QObjects that hold the solved table and the game, and emit signals when they change."""

from quadace_gui import qt_texts as _qt_texts  # the shared words follow Qt's translators

_qt_texts.install()
