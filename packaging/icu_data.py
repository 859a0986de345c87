"""A smaller ICU data library for the Linux bundle: the parts of libicudata that Qt can use for QuadAce.

PySide6's Linux wheels ship ICU, whose data library (libicudata.so.73) is 32 MB: locale data for some 800
locales, break-iterator dictionaries, transliterators, number spell-outs, units, currencies and 200
legacy-encoding converters. Qt calls ICU for four things only: case mapping, time-zone display names,
collation (QCollator) and legacy text encodings (QStringConverter by name). QuadAce uses none of the
last two, and speaks English and Chinese. This keeps:

* everything that is not per-locale (properties, normalisation, time-zone rules, likely subtags...);
* the per-locale data of ``root``, ``en*`` and ``zh*`` (every category Qt reaches: locale, collation,
  zone and region names);

* the converter tables of the Chinese legacy encodings (GB18030, GBK, Big5);

and leaves out the other 230 converter tables and the categories Qt never opens (``brkitr``,
``translit``, ``rbnf``, ``unit``, ``curr``). About 4.8 MB remain.

The data is an ICU "common data" package (a header, a table of contents sorted by name, 16-byte aligned
items). It is read from the library's ``.rodata`` with objcopy, filtered here, and linked back into a
shared library with the same soname and data symbol with the C compiler. ``packaging/quadace.spec`` calls
:func:`smaller_library`; without objcopy or a compiler it returns None and the original is bundled.

    python packaging/icu_data.py LIBICUDATA OUT_DIR   # build and print the sizes (for trying it out)
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

#: Item categories (folders inside the package) that Qt never opens.
DROPPED_FOLDERS = frozenset({"brkitr", "translit", "rbnf", "unit", "curr"})
#: A per-locale item: ``de.res``, ``zh_Hant_TW.res``, ``sr_Latn_BA.res``...
LOCALE_ITEM = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
#: Per-locale items kept, and the shared tables every folder needs (``pool.res``, ``res_index.res``).
KEPT_LOCALES = re.compile(r"^(root|en|zh)(_[A-Za-z0-9]+)*\.res$|^(pool|res_index)\.res$")
#: Converter tables kept: the Chinese legacy encodings (GB18030, GBK, Big5), 0.4 MB. UTF-8/16/32,
#: Latin-1 and ASCII need no table.
KEPT_CONVERTERS = frozenset({"gb18030.cnv", "windows-936-2000.cnv", "windows-950-2000.cnv"})
ALIGN = 16


def kept(name: str) -> bool:
    """Whether an item (``icudt73l/coll/zh.res``, name without the package prefix) stays."""
    parts = name.split("/")
    if len(parts) > 1 and parts[0] in DROPPED_FOLDERS:
        return False
    item = parts[-1]
    if item.endswith(".cnv"):
        return item in KEPT_CONVERTERS
    return not (LOCALE_ITEM.match(item) and not KEPT_LOCALES.match(item))


def items(package: bytes) -> tuple[bytes, Iterator[tuple[str, bytes]]]:
    """The header and the (name, data) items of an ICU common data package, in table order."""
    header_size = struct.unpack_from("<H", package, 0)[0]
    if package[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = package[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(toc)]

    def each() -> Iterator[tuple[str, bytes]]:
        for (name_at, data_at), end in zip(entries, ends, strict=True):
            name = toc[name_at : toc.index(b"\0", name_at)].decode("ascii")
            yield name, toc[data_at:end]

    return package[:header_size], each()


def pad(data: bytes | bytearray) -> bytes:
    return bytes(-len(data) % ALIGN)


def filtered(package: bytes) -> tuple[bytes, int, int]:
    """The package with only the :func:`kept` items; also the item counts before and after."""
    header, every = items(package)
    chosen: list[tuple[bytes, bytes]] = []
    total = 0
    for item, data in every:
        total += 1
        if kept(item.split("/", 1)[-1]):
            chosen.append((item.encode("ascii") + b"\0", data))
    names_at = 4 + 8 * len(chosen)
    names = b"".join(name for name, _ in chosen)
    data_at = names_at + len(names)
    data_at += -data_at % ALIGN
    toc = bytearray(struct.pack("<I", len(chosen)))
    body = bytearray()
    name_offset = names_at
    for name, data in chosen:
        toc += struct.pack("<II", name_offset, data_at + len(body))
        name_offset += len(name)
        body += data + pad(data)
    toc += names
    toc += pad(toc)
    return header + bytes(toc) + bytes(body), total, len(chosen)


def data_symbol(library: Path) -> str:
    """The name of the data symbol (``icudt73_dat``), read from the file name's version."""
    found = re.search(r"libicudata\.so\.(\d+)", library.name)
    if not found:
        raise ValueError(f"not an ICU data library: {library.name}")
    return f"icudt{found.group(1)}_dat"


ASSEMBLY = """\
    .section .rodata
    .globl {symbol}
    .type {symbol}, @object
    .balign 16
{symbol}:
    .incbin "{data}"
    .size {symbol}, . - {symbol}
    .section .note.GNU-stack, "", @progbits
"""


def smaller_library(library: Path, work: Path) -> Path | None:
    """A filtered copy of ``library`` built in ``work`` (same file name), or None when the tools are
    missing or the build fails (the caller then bundles the original)."""
    objcopy, compiler = shutil.which("objcopy"), shutil.which("cc") or shutil.which("gcc")
    if not (objcopy and compiler and sys.platform.startswith("linux")):
        return None
    work.mkdir(parents=True, exist_ok=True)
    raw, data, source, out = (work / n for n in ("full.dat", "kept.dat", "icudata.S", library.name))
    try:
        subprocess.run(
            [objcopy, "-O", "binary", "--only-section=.rodata", str(library), str(raw)], check=True
        )
        package, before, after = filtered(raw.read_bytes())
        data.write_bytes(package)
        source.write_text(ASSEMBLY.format(symbol=data_symbol(library), data=data), encoding="utf-8")
        subprocess.run(
            [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(out), str(source)],
            check=True,
        )
    except (OSError, ValueError, subprocess.CalledProcessError) as exc:
        print(f"icu_data: kept the full ICU data ({exc})")
        return None
    print(
        f"icu_data: ICU data {library.stat().st_size / 1e6:.1f} MB -> {out.stat().st_size / 1e6:.1f} MB "
        f"({after} of {before} items: root, en and zh locales; Chinese converters only, no break iterators)"
    )
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    sys.exit(0 if smaller_library(Path(sys.argv[1]), Path(sys.argv[2])) else 1)
