#!/usr/bin/env bash
# Build the one-folder app with PyInstaller (`make package` runs this): dist/QuadAce/ (dist/QuadAce.app
# on macOS).
#
# The build runs in its own virtualenv, .build-venv/, holding only what the app needs at run time
# (`pip install .`: numpy, PySide6-Essentials, pyqtgraph) plus PyInstaller, so nothing else can be swept
# into the bundle. The venv is made again whenever pyproject.toml changes. Prints the build time and size.
#
# Environment: PYTHON (the interpreter for the venv, default python3), BUILD_VENV (default .build-venv).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=${BUILD_VENV:-.build-venv}
STAMP=$VENV/.installed
started=$(date +%s)

bin_dir() { if [ -d "$VENV/Scripts" ]; then echo "$VENV/Scripts"; else echo "$VENV/bin"; fi; }  # Windows: Scripts

if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
    echo "build.sh: making the build environment $VENV"
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$(bin_dir)/python" -m pip install --quiet --disable-pip-version-check . "pyinstaller>=6.6"
    touch "$STAMP"
fi
PY=$(bin_dir)/python
echo "build.sh: build environment: $("$PY" -m pip list --format=freeze --disable-pip-version-check 2>/dev/null \
    | grep -v -i -E '^(pip|setuptools|quadace)==' | tr '\n' ' ')"

echo "build.sh: running PyInstaller"
rm -rf dist/QuadAce dist/QuadAce.app
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/quadace.spec

app=dist/QuadAce
[ -d dist/QuadAce.app ] && app=dist/QuadAce.app
size=$("$PY" - "$app" <<'PYEOF'
import os, sys
print(sum(os.lstat(os.path.join(d, f)).st_size for d, _, files in os.walk(sys.argv[1]) for f in files))
PYEOF
)
echo "build.sh: built $app in $(( $(date +%s) - started )) s, $(( size / 1000000 )) MB ($size bytes)"
