# Two commands a learner needs: `make lab` and `make test`. Each sets itself up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LAB_STAMP := $(VENV)/.installed-lab
DEV_STAMP := $(VENV)/.installed-dev
LAB_ARGS ?=
GRADE_ARGS ?=
# JupyterLab refuses to start as root (containers, workshop VMs) unless told it may.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: setup lab claude-code test lint typecheck unit notebooks-check bench mutants grade notebooks reset solutions clean

# Reinstall only when the project's metadata changed (or the venv is new). The workbook needs
# the lab extra; the tests need dev, which holds lab and the Claude Code CLI (claude-agent-sdk,
# about 385 MB), so setting up for the tests sets up the lab too.
define install
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[$(1)]"
endef

$(LAB_STAMP): pyproject.toml
	$(call install,lab)
	touch $@

$(DEV_STAMP): pyproject.toml
	$(call install,dev)
	touch $@ $(LAB_STAMP)

# The JupyterLab settings the workbook ships (no news or update pop-ups, encrypted kernels),
# written into the venv; again whenever they change (src/hookkata/lab_settings.py).
LAB_SETTINGS := $(VENV)/.lab-settings
$(LAB_SETTINGS): $(LAB_STAMP) src/hookkata/lab_settings.py
	$(BIN)/python -m hookkata.lab_settings
	touch $(LAB_SETTINGS)

# Set up only: the venv, its commands (.venv/bin/hookkata...) and the lab settings.
setup: $(LAB_SETTINGS)

lab: $(LAB_SETTINGS)
	$(BIN)/jupyter lab notebooks $(ROOT_FLAG) $(LAB_ARGS)

# Opt in to notebook 10's real Claude Code CLI (bundled in claude-agent-sdk, about 385 MB).
claude-code: $(LAB_STAMP)
	$(BIN)/python -m pip install --quiet -e ".[lab,claude]"

test: lint typecheck unit notebooks-check

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(DEV_STAMP)
	$(BIN)/mypy --strict

unit: $(DEV_STAMP)
	env -u ANTHROPIC_API_KEY $(BIN)/pytest -n 2

# Solved notebooks: outputs must match (nbval). Starter notebooks: must run without an error.
# A fixed grading seed keeps check() output the same; tests never record progress.
NB_ENV := env -u ANTHROPIC_API_KEY HOOKKATA_PROFILE=dev-fixed HOOKKATA_PROGRESS=off
NB_PYTEST := $(BIN)/pytest -n 2 --dist loadfile --nbval-current-env -p no:cacheprovider
notebooks-check: $(DEV_STAMP)
	$(NB_ENV) $(NB_PYTEST) --nbval solutions --nbval-sanitize-with solutions/sanitize.cfg
	$(NB_ENV) $(NB_PYTEST) --nbval-lax notebooks

# Regenerate the starter notebooks from the solved ones (after editing solutions/). A notebook
# holding your work is left alone unless FORCE=1, and then copied to backups/ first.
notebooks: $(LAB_STAMP)
	$(BIN)/python -m hookkata.starters solutions notebooks $(if $(FORCE),--force,)

# Maintainers: after editing solutions/, store their outputs again (NB=08: one notebook),
# then regenerate the starters. See src/hookkata/solve.py.
solutions: $(DEV_STAMP)
	$(BIN)/python -m hookkata.solve $(if $(NB),solutions/$(NB)-*.ipynb,solutions/*.ipynb)
	$(BIN)/python -m hookkata.starters solutions notebooks

# Start one notebook again: make reset NB=07 (your version is copied to backups/ first).
reset: $(LAB_STAMP)
	$(BIN)/hookkata reset $(NB)

bench: $(LAB_STAMP)
	$(BIN)/python benchmarks/bench.py

# Mutation testing of the graders: every mutant of every reference, graded under ci (about
# 10 minutes on 2 cores; not part of `make test`). See benchmarks/mutants.py.
MUTANTS_ARGS ?=
mutants: $(DEV_STAMP)
	$(BIN)/python benchmarks/mutants.py $(MUTANTS_ARGS)

# Grade your workbook: every exercise of notebooks/, run top to bottom (see README).
grade: $(LAB_STAMP)
	$(BIN)/hookkata grade notebooks $(GRADE_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
