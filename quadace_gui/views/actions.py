"""Every action of the main window, defined once: name, text, shortcuts, slot, menu, checkable.

Adding an action is one row of :data:`ACTIONS` (and a method of that name on the window). The menus,
the window's shortcuts and the Keyboard Shortcuts dialog are all built from this table, so a shortcut
is written exactly once. Shortcuts are spelled out (not ``QKeySequence.StandardKey``): a standard key
such as Redo already holds Ctrl+Shift+Z on Linux, and adding it again made the shortcut ambiguous.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QToolBar, QWidget

#: The translation context of the texts below (the one the window always used).
CONTEXT = "MainWindow"


@dataclass(frozen=True)
class ActionSpec:
    """One action. ``slot`` names a method of the window; ``menu`` is the menu path it appears in
    ("" for none); ``group`` makes checkable actions of the same group exclusive (radio buttons);
    ``listed`` puts it in the Keyboard Shortcuts dialog; ``toolbar`` adds it to the main toolbar."""

    name: str
    text: object  # a QT_TRANSLATE_NOOP source text (lupdate collects the literal)
    slot: str
    menu: str
    shortcuts: tuple[str, ...] = ()
    checkable: bool = False
    group: str = ""
    listed: bool = True
    separator_before: bool = False
    #: Also a button of the main toolbar (in table order).
    toolbar: bool = False


#: The menus of the menu bar, in order: name -> title.
MENUS: dict[str, object] = {
    "file": QT_TRANSLATE_NOOP("MainWindow", "&File"),
    "edit": QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
    "game": QT_TRANSLATE_NOOP("MainWindow", "&Game"),
    "view": QT_TRANSLATE_NOOP("MainWindow", "&View"),
    "lessons": QT_TRANSLATE_NOOP("MainWindow", "&Lessons"),
    "help": QT_TRANSLATE_NOOP("MainWindow", "&Help"),
}
#: Sub-menus: name -> (parent menu, title, the action after which it is placed).
SUBMENUS: dict[str, tuple[str, object, str]] = {
    "recent": ("file", QT_TRANSLATE_NOOP("MainWindow", "Open &Recent"), "open"),
    "export": ("file", QT_TRANSLATE_NOOP("MainWindow", "&Export"), "saveAs"),
    "unreachable": ("view", QT_TRANSLATE_NOOP("MainWindow", "&Unreachable Positions"), "colorblind"),
}

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "new", QT_TRANSLATE_NOOP("MainWindow", "&New Game…"), "newGame", "file", ("Ctrl+N",), toolbar=True
    ),
    ActionSpec(
        "setup", QT_TRANSLATE_NOOP("MainWindow", "Set &Up Position…"), "setUpPosition", "file", ("Ctrl+E",)
    ),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "openGame", "file", ("Ctrl+O",)),
    ActionSpec(
        "save",
        QT_TRANSLATE_NOOP("MainWindow", "&Save"),
        "saveGame",
        "file",
        ("Ctrl+S",),
        separator_before=True,
    ),
    ActionSpec(
        "saveAs", QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), "saveGameAs", "file", ("Ctrl+Shift+S",)
    ),
    ActionSpec(
        "exportPng", QT_TRANSLATE_NOOP("MainWindow", "Heatmap as &PNG…"), "exportPng", "export", listed=False
    ),
    ActionSpec(
        "exportSvg", QT_TRANSLATE_NOOP("MainWindow", "Heatmap as &SVG…"), "exportSvg", "export", listed=False
    ),
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        "close",
        "file",
        ("Ctrl+Q",),
        separator_before=True,
        listed=False,
    ),
    ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "undo", "edit", ("Ctrl+Z",), toolbar=True),
    ActionSpec(
        "redo",
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        "redo",
        "edit",
        ("Ctrl+Y", "Ctrl+Shift+Z"),
        toolbar=True,
    ),
    ActionSpec(
        "copyPosition",
        QT_TRANSLATE_NOOP("MainWindow", "&Copy Position"),
        "copyPosition",
        "edit",
        ("Ctrl+C",),
        separator_before=True,
    ),
    ActionSpec(
        "pastePosition",
        QT_TRANSLATE_NOOP("MainWindow", "&Paste Position"),
        "pastePosition",
        "edit",
        ("Ctrl+V",),
    ),
    ActionSpec(
        "copyGame", QT_TRANSLATE_NOOP("MainWindow", "Copy &Game"), "copyGame", "edit", ("Ctrl+Shift+C",)
    ),
    ActionSpec(
        "preferences",
        QT_TRANSLATE_NOOP("MainWindow", "Pre&ferences…"),
        "showPreferences",
        "edit",
        (),
        separator_before=True,
        listed=False,
    ),
    ActionSpec(
        "best",
        QT_TRANSLATE_NOOP("MainWindow", "Play &Best Move"),
        "playBest",
        "game",
        ("Space",),
        toolbar=True,
    ),
    ActionSpec(
        "autoplay",
        QT_TRANSLATE_NOOP("MainWindow", "Play the &Optimal Line"),
        "toggleAutoplay",
        "game",
        ("P",),
    ),
    ActionSpec(
        "first",
        QT_TRANSLATE_NOOP("MainWindow", "Go to &Start"),
        "goFirst",
        "game",
        ("Home",),
        separator_before=True,
    ),
    ActionSpec("back", QT_TRANSLATE_NOOP("MainWindow", "&Back One Ply"), "goBack", "game", ("Left",)),
    ActionSpec(
        "forward", QT_TRANSLATE_NOOP("MainWindow", "&Forward One Ply"), "goForward", "game", ("Right",)
    ),
    ActionSpec("last", QT_TRANSLATE_NOOP("MainWindow", "Go to &End"), "goLast", "game", ("End",)),
    ActionSpec(
        "players",
        QT_TRANSLATE_NOOP("MainWindow", "P&layers…"),
        "showPlayers",
        "game",
        ("Ctrl+M",),
        separator_before=True,
        toolbar=True,
    ),
    ActionSpec(
        "flip", QT_TRANSLATE_NOOP("MainWindow", "&Flip Board"), "flipBoard", "view", ("F",), checkable=True
    ),
    ActionSpec("fit", QT_TRANSLATE_NOOP("MainWindow", "Fit &Heatmap"), "fitHeatmap", "view", ("Ctrl+0",)),
    ActionSpec(
        "mapAB",
        QT_TRANSLATE_NOOP("MainWindow", "Map Rows: &A's Hands"),
        "toggleMapAB",
        "view",
        checkable=True,
    ),
    ActionSpec(
        "signs",
        QT_TRANSLATE_NOOP("MainWindow", "Chinese &Number Signs"),
        "toggleHandSigns",
        "view",
        checkable=True,
        listed=False,
    ),
    ActionSpec(
        "presentation",
        QT_TRANSLATE_NOOP("MainWindow", "&Presentation"),
        "togglePresentation",
        "view",
        ("F11",),
        checkable=True,
        toolbar=True,
    ),
    ActionSpec(
        "presentationLayout",
        QT_TRANSLATE_NOOP("MainWindow", "Presentation &Layout"),
        "cyclePresentationLayout",
        "view",
        ("L",),
        toolbar=True,
    ),
    ActionSpec(
        "colorblind",
        QT_TRANSLATE_NOOP("MainWindow", "&Colour-Blind Safe Colours"),
        "togglePalette",
        "view",
        checkable=True,
        listed=False,
    ),
    ActionSpec(
        "unreachableShow",
        QT_TRANSLATE_NOOP("MainWindow", "&Show"),
        "showUnreachable",
        "unreachable",
        checkable=True,
        group="unreachable",
        listed=False,
    ),
    ActionSpec(
        "unreachableDim",
        QT_TRANSLATE_NOOP("MainWindow", "&Dim"),
        "dimUnreachable",
        "unreachable",
        checkable=True,
        group="unreachable",
        listed=False,
    ),
    ActionSpec(
        "unreachableHide",
        QT_TRANSLATE_NOOP("MainWindow", "&Hide"),
        "hideUnreachable",
        "unreachable",
        checkable=True,
        group="unreachable",
        listed=False,
    ),
    ActionSpec(
        "hideAnswers",
        QT_TRANSLATE_NOOP("MainWindow", "&Hide Answers"),
        "toggleAnswers",
        "view",
        ("Ctrl+H",),
        checkable=True,
        separator_before=True,
        toolbar=True,
    ),
    ActionSpec(
        "reveal",
        QT_TRANSLATE_NOOP("MainWindow", "&Reveal Answers"),
        "revealAnswers",
        "view",
        ("Ctrl+R",),
        toolbar=True,
    ),
    ActionSpec(
        "resetLayout", QT_TRANSLATE_NOOP("MainWindow", "&Reset Layout"), "resetLayout", "view", listed=False
    ),
    ActionSpec(
        "rules",
        QT_TRANSLATE_NOOP("MainWindow", "&Rules of the Game"),
        "showRules",
        "help",
        ("F1",),
        listed=False,
    ),
    ActionSpec(
        "shortcuts",
        QT_TRANSLATE_NOOP("MainWindow", "&Keyboard Shortcuts"),
        "showShortcuts",
        "help",
        ("?", "Shift+?"),
    ),
    ActionSpec(
        "openLesson", QT_TRANSLATE_NOOP("MainWindow", "Open Lesson &File…"), "openLessonFile", "lessons"
    ),
    ActionSpec(
        "nextStep",
        QT_TRANSLATE_NOOP("MainWindow", "&Next Step"),
        "nextLessonStep",
        "lessons",
        ("PgDown",),
        separator_before=True,
    ),
    ActionSpec(
        "previousStep",
        QT_TRANSLATE_NOOP("MainWindow", "&Previous Step"),
        "previousLessonStep",
        "lessons",
        ("PgUp",),
    ),
    ActionSpec(
        "leaveLesson", QT_TRANSLATE_NOOP("MainWindow", "&Leave Lesson (Free Play)"), "leaveLesson", "lessons"
    ),
    ActionSpec("resumeLesson", QT_TRANSLATE_NOOP("MainWindow", "&Resume Lesson"), "resumeLesson", "lessons"),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About QuadAce"), "showAbout", "help", listed=False),
    ActionSpec(
        "glossary", QT_TRANSLATE_NOOP("MainWindow", "&Glossary"), "showGlossary", "help", listed=False
    ),
)

#: The View menu lists a toggle for every panel after this action (see MainWindow).
PANEL_TOGGLES_BEFORE = "resetLayout"


def tr(text: object) -> str:
    """``text`` of the table in the current language."""
    return QCoreApplication.translate(CONTEXT, str(text))


def without_accelerator(text: str) -> str:
    """'&Undo' -> 'Undo', '撤销(&U)' -> '撤销'."""
    return re.sub(r"\(&\w\)|&", "", text)


#: The main toolbar's title (its toggle in the toolbar's context menu).
TOOLBAR_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Main toolbar")


class ActionSet:
    """The QActions of :data:`ACTIONS` on ``window``, the menus that hold them, and the main toolbar
    (the rows with ``toolbar``; added to ``window`` when it is a main window)."""

    def __init__(self, window: QWidget, menu_bar: QMenuBar, specs: Iterable[ActionSpec] = ACTIONS):
        self.specs = tuple(specs)
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self.groups: dict[str, QActionGroup] = {}
        for name in MENUS:
            self.menus[name] = menu_bar.addMenu("")
        for name, (parent, _title, _after) in SUBMENUS.items():
            self.menus[name] = QMenu(self.menus[parent])
        for name, menu in self.menus.items():
            menu.setObjectName(f"{name}Menu")
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolBar")  # kept in the saved layout
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for spec in self.specs:
            self._add(window, spec)
        if isinstance(window, QMainWindow):
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _add(self, window: QWidget, spec: ActionSpec) -> None:
        action = QAction(window)
        action.setObjectName(spec.name)
        action.setShortcuts([QKeySequence(s) for s in spec.shortcuts])
        action.setCheckable(spec.checkable)
        slot: Callable[[], object] = getattr(window, spec.slot)
        action.triggered.connect(lambda _checked=False, s=slot: s())
        window.addAction(action)  # shortcuts work even when the menu bar is hidden
        if spec.group:
            group = self.groups.get(spec.group)
            if group is None:
                group = self.groups[spec.group] = QActionGroup(window)
                group.setExclusive(True)
            group.addAction(action)
        if spec.menu:
            menu = self.menus[spec.menu]
            if spec.separator_before:
                menu.addSeparator()
            menu.addAction(action)
            for name, (parent, _title, after) in SUBMENUS.items():
                if after == spec.name:
                    self.menus[parent].addMenu(self.menus[name])
        if spec.toolbar:
            self.toolbar.addAction(action)
        self.actions[spec.name] = action

    def retranslate(self) -> None:
        for spec in self.specs:
            self.actions[spec.name].setText(tr(spec.text))
        for name, title in MENUS.items():
            self.menus[name].setTitle(tr(title))
        for name, (_parent, title, _after) in SUBMENUS.items():
            self.menus[name].setTitle(tr(title))
        self.toolbar.setWindowTitle(tr(TOOLBAR_TITLE))
        for spec in self.specs:
            if spec.toolbar:  # a button shows the text without its accelerator, its shortcut in the tip
                action = self.actions[spec.name]
                keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                text = without_accelerator(action.text())
                action.setToolTip(f"{text} ({keys})" if keys else text)
                # A fixed button text: Undo's menu text names the move ("Undo Play 3+2"), and buttons
                # that change width would move every button after them under the teacher's pointer.
                action.setIconText(without_accelerator(tr(spec.text)).rstrip("…"))

    def listed(self) -> list[tuple[str, str]]:
        """(keys, text) of every action the Keyboard Shortcuts dialog lists, in table order."""
        rows = []
        for spec in self.specs:
            action = self.actions[spec.name]
            if spec.listed and action.shortcuts():
                keys = ", ".join(
                    s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()
                )
                rows.append((keys, without_accelerator(action.text())))
        return rows
