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

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

#: The translation context of the texts below (the one the window always used).
CONTEXT = "MainWindow"


@dataclass(frozen=True)
class ActionSpec:
    """One action. ``slot`` names a method of the window; ``menu`` is the menu path it appears in
    ("" for none); ``group`` makes checkable actions of the same group exclusive (radio buttons);
    ``listed`` puts it in the Keyboard Shortcuts dialog."""

    name: str
    text: str
    slot: str
    menu: str
    shortcuts: tuple[str, ...] = ()
    checkable: bool = False
    group: str = ""
    listed: bool = True
    separator_before: bool = False


def _t(text: str) -> str:
    return QT_TRANSLATE_NOOP(CONTEXT, text)  # type: ignore[no-any-return]


#: The menus of the menu bar, in order: name -> title.
MENUS: dict[str, str] = {
    "file": _t("&File"),
    "edit": _t("&Edit"),
    "game": _t("&Game"),
    "view": _t("&View"),
    "help": _t("&Help"),
}
#: Sub-menus: name -> (parent menu, title, the action after which it is placed).
SUBMENUS: dict[str, tuple[str, str, str]] = {
    "recent": ("file", _t("Open &Recent"), "open"),
    "export": ("file", _t("&Export"), "saveAs"),
    "unreachable": ("view", _t("&Unreachable Positions"), "colorblind"),
}

# fmt: off
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new", _t("&New Game…"), "newGame", "file", ("Ctrl+N",)),
    ActionSpec("setup", _t("Set &Up Position…"), "setUpPosition", "file", ("Ctrl+E",)),
    ActionSpec("open", _t("&Open…"), "openGame", "file", ("Ctrl+O",)),
    ActionSpec("save", _t("&Save"), "saveGame", "file", ("Ctrl+S",), separator_before=True),
    ActionSpec("saveAs", _t("Save &As…"), "saveGameAs", "file", ("Ctrl+Shift+S",)),
    ActionSpec("exportPng", _t("Heatmap as &PNG…"), "exportPng", "export", listed=False),
    ActionSpec("exportSvg", _t("Heatmap as &SVG…"), "exportSvg", "export", listed=False),
    ActionSpec("quit", _t("&Quit"), "close", "file", ("Ctrl+Q",), separator_before=True, listed=False),
    ActionSpec("undo", _t("&Undo"), "undo", "edit", ("Ctrl+Z",)),
    ActionSpec("redo", _t("&Redo"), "redo", "edit", ("Ctrl+Y", "Ctrl+Shift+Z")),
    ActionSpec("copyPosition", _t("&Copy Position"), "copyPosition", "edit", ("Ctrl+C",),
               separator_before=True),
    ActionSpec("pastePosition", _t("&Paste Position"), "pastePosition", "edit", ("Ctrl+V",)),
    ActionSpec("copyGame", _t("Copy &Game"), "copyGame", "edit", ("Ctrl+Shift+C",)),
    ActionSpec("preferences", _t("Pre&ferences…"), "showPreferences", "edit", (),
               separator_before=True, listed=False),
    ActionSpec("best", _t("Play &Best Move"), "playBest", "game", ("Space",)),
    ActionSpec("autoplay", _t("Play the &Optimal Line"), "toggleAutoplay", "game", ("P",)),
    ActionSpec("first", _t("Go to &Start"), "goFirst", "game", ("Home",), separator_before=True),
    ActionSpec("back", _t("&Back One Ply"), "goBack", "game", ("Left",)),
    ActionSpec("forward", _t("&Forward One Ply"), "goForward", "game", ("Right",)),
    ActionSpec("last", _t("Go to &End"), "goLast", "game", ("End",)),
    ActionSpec("flip", _t("&Flip Board"), "flipBoard", "view", ("F",), checkable=True),
    ActionSpec("fit", _t("Fit &Heatmap"), "fitHeatmap", "view", ("Ctrl+0",)),
    ActionSpec("colorblind", _t("&Colour-Blind Safe Colours"), "togglePalette", "view", checkable=True,
               listed=False),
    ActionSpec("unreachableShow", _t("&Show"), "showUnreachable", "unreachable", checkable=True,
               group="unreachable", listed=False),
    ActionSpec("unreachableDim", _t("&Dim"), "dimUnreachable", "unreachable", checkable=True,
               group="unreachable", listed=False),
    ActionSpec("unreachableHide", _t("&Hide"), "hideUnreachable", "unreachable", checkable=True,
               group="unreachable", listed=False),
    ActionSpec("resetLayout", _t("&Reset Layout"), "resetLayout", "view", listed=False),
    ActionSpec("rules", _t("&Rules of the Game"), "showRules", "help", ("F1",), listed=False),
    ActionSpec("shortcuts", _t("&Keyboard Shortcuts"), "showShortcuts", "help", ("?", "Shift+?")),
    ActionSpec("about", _t("&About QuadAce"), "showAbout", "help", listed=False),
)
# fmt: on

#: The View menu lists a toggle for every panel after this action (see MainWindow).
PANEL_TOGGLES_BEFORE = "resetLayout"


def tr(text: str) -> str:
    """``text`` of the table in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


def without_accelerator(text: str) -> str:
    """'&Undo' -> 'Undo', '撤销(&U)' -> '撤销'."""
    return re.sub(r"\(&\w\)|&", "", text)


class ActionSet:
    """The QActions of :data:`ACTIONS` on ``window`` and the menus that hold them."""

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
        for spec in self.specs:
            self._add(window, spec)

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
        self.actions[spec.name] = action

    def retranslate(self) -> None:
        for spec in self.specs:
            self.actions[spec.name].setText(tr(spec.text))
        for name, title in MENUS.items():
            self.menus[name].setTitle(tr(title))
        for name, (_parent, title, _after) in SUBMENUS.items():
            self.menus[name].setTitle(tr(title))

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
