# Two commands a learner needs: `make lab` and `make test`. Each sets itself up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LAB_ARGS ?=
GRADE_ARGS ?=
# JupyterLab refuses to start as root (containers, workshop VMs) unless told it may.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: lab test lint typecheck unit bench grade clean

# Reinstall only when the project's metadata changed (or the venv is new).
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

lab: $(STAMP)
	$(BIN)/jupyter lab notebooks $(ROOT_FLAG) $(LAB_ARGS)

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy --strict

unit: $(STAMP)
	env -u ANTHROPIC_API_KEY $(BIN)/pytest -n 2

bench: $(STAMP)
	$(BIN)/python benchmarks/bench.py

# Grade your workbook: every exercise of notebooks/, run top to bottom (see README).
grade: $(STAMP)
	$(BIN)/python -m hookkata grade notebooks $(GRADE_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
