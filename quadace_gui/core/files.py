"""Writing files so that a crash, a full disk or a planted symlink never loses or misplaces data.

:func:`write_atomic` writes a new version of a file next to it under a unique name (created with
``O_EXCL | O_NOFOLLOW``, so an attacker's symlink cannot redirect it), flushes it to disk, renames it over
the target and flushes the folder. A target that is itself a symlink is written *through*: the file it
points at is replaced and the link stays. The target's permission bits are kept. On any failure the
temporary file is removed and the target is left as it was.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from pathlib import Path

#: Attempts at finding an unused temporary name before giving up (each name is 48 random bits).
_ATTEMPTS = 16


def _open_temporary(folder: Path, name: str) -> tuple[int, Path]:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0)
    for _ in range(_ATTEMPTS):
        tmp = folder / f".{name}.{secrets.token_hex(6)}.tmp"
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name next to {name}")


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry list (the rename) to disk, where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike[str], data: bytes, *, follow: bool = True) -> None:
    """Replace the file at ``path`` with ``data`` atomically and durably (see the module docstring).
    With ``follow=False`` (exports) a target that is a symlink is itself replaced by the new file: the
    file it pointed at is never written."""
    mode: int | None
    if follow:
        target = Path(os.path.realpath(path))  # through symlinks, to the file a link points at
    else:
        given = Path(os.path.abspath(path))
        target = Path(os.path.realpath(given.parent)) / given.name
    try:
        mode = None if target.is_symlink() else stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None  # a new file: the temporary's mode (0666 less the umask) is right
    fd, tmp = _open_temporary(target.parent, target.name)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            if mode is not None:
                os.fchmod(fd, mode)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(target.parent)
