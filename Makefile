# QuadAce: `make run` opens the app, `make test` runs the quick tests and checks, `make slow` the long
# sweeps (pytest's slow marker; CI runs both). Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test slow fuzz lint typecheck bench package smoke translations clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	PYTHONWARNINGS='ignore:Editable installation' $(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	@sh packaging/ensure_qt_libs.sh
	$(VENV)/bin/quadace

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:cacheprovider -n auto -m "not slow"
	$(VENV)/bin/ruff check quadace_gui tests benchmarks
	$(VENV)/bin/ruff format --check quadace_gui tests benchmarks
	$(VENV)/bin/mypy --strict quadace_gui
	$(VENV)/bin/lint-imports --no-cache

# The long sweeps the quick run leaves out (@pytest.mark.slow: larger bases, a process per case, every
# game and language of a window check); each keeps a small case in `make test`.
slow: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:cacheprovider -n auto -m slow

lint: $(STAMP)
	$(VENV)/bin/ruff check quadace_gui tests benchmarks
	$(VENV)/bin/ruff format --check quadace_gui tests benchmarks
	$(VENV)/bin/lint-imports --no-cache

# The long fuzz run (tests/fuzz with QUADACE_FUZZ=full): every command with each of its options and values,
# 10,000 random command lines (counted per command), 5,000 game files with side lines, 5,000
# position and move texts, every preference with every wrong value. Prints what it tried and found.
fuzz: $(STAMP)
	QUADACE_FUZZ=full QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p no:cacheprovider -rxX tests/fuzz

typecheck: $(STAMP)
	$(VENV)/bin/mypy --strict quadace_gui

bench: $(STAMP)
	$(PY) benchmarks/bench_solver.py
	$(PY) benchmarks/bench_players.py
	$(PY) benchmarks/bench_takeaway.py
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) benchmarks/bench_gui.py
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) benchmarks/bench_match_gui.py
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) benchmarks/bench_gaps.py

# Refresh the .ts sources from the code (keeps existing translations) and compile the .qm files.
TS := resources/translations/quadace_zh_CN.ts
translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -no-obsolete -locations none $$(find quadace_gui -name '*.py' | sort) -ts $(TS)
	$(VENV)/bin/pyside6-lrelease $(TS) -qm $(TS:.ts=.qm)

# The packaged app (PyInstaller, one folder): dist/QuadAce/, built in its own .build-venv/.
package:
	PYTHON=$(PYTHON) bash packaging/build.sh

# Build the package, then check the frozen app: size, --self-test offscreen, `table --format json`.
smoke:
	PYTHON=$(PYTHON) bash packaging/smoke.sh

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
