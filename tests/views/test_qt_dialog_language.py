"""Qt's own dialogs speak the app's language (audit item 12: a Chinese file dialog read "Look in:",
"Files of type:" and "Folder"): Qt's translation is loaded with the app's, and the texts Qt 6 wrote
anew (with shortcut marks) that Qt's translation misses come from the app's own file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton, QTreeView

QT_ZH = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_zh_CN.qm"


def _dialog_texts(qtbot, folder: Path) -> list[str]:
    dialog = QFileDialog(None, "x", str(folder))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own dialog, as on the audit's desktop
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) > 0)
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton)]
    model = tree.model()
    row = model.index(0, 2, tree.rootIndex())  # the Type column of the folder inside
    texts.append(str(row.data()))
    texts += [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    return [t for t in texts if t]


@pytest.mark.skipif(not QT_ZH.exists(), reason="this PySide6 wheel ships no qtbase_zh_CN.qm")
def test_the_file_dialog_is_chinese_when_chinese_is_chosen(qtbot, window, tmp_path):
    (tmp_path / "lessons").mkdir()
    english = _dialog_texts(qtbot, tmp_path)
    assert "&Look in:" in english and "Folder" in english
    window.settings.setValue("language", "zh_CN")  # chosen at run time, in the Preferences
    try:
        qtbot.waitUntil(lambda: QCoreApplication.translate("QFileDialog", "&Open") == "打开(&O)")
        chinese = _dialog_texts(qtbot, tmp_path)
        assert "查找范围(&L)：" in chinese and "文件类型(&T)：" in chinese and "打开(&O)" in chinese
        assert "文件夹" in chinese and "名称" in chinese  # the folder's type, the Name column
        latin = [t for t in chinese if re.search("[A-Za-z]", re.sub(r"\(&\w\)", "", t))]  # (&O) is a key
        assert latin == []
    finally:
        window.settings.setValue("language", "en")
        QApplication.processEvents()
    assert "&Look in:" in _dialog_texts(qtbot, tmp_path)
