"""PyInstaller runtime hook (runs in the frozen app before QuadAce starts): a stand-in for PySide6.QtOpenGL.

The real module is left out of the bundle (9 MB of bindings for every OpenGL version). pyqtgraph imports it
when it starts but only uses it to draw with OpenGL, which QuadAce never turns on; should anything touch
it, the error says what is missing instead of failing at start-up.
"""

import sys
import types


class _LeftOut(types.ModuleType):
    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        raise AttributeError(
            f"PySide6.QtOpenGL.{name}: OpenGL drawing is not part of the packaged QuadAce app"
        )


sys.modules.setdefault("PySide6.QtOpenGL", _LeftOut("PySide6.QtOpenGL"))
