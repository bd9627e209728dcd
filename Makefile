# Two commands a learner needs: `make lab` and `make test`. Each sets itself up.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LAB_STAMP := $(VENV)/.installed-lab
DEV_STAMP := $(VENV)/.installed-dev
LAB_ARGS ?=
# The build backend constraints.txt pins (pyproject's build-system needs setuptools>=77).
SETUPTOOLS_PIN := 84.2.1
GRADE_ARGS ?=
# JupyterLab refuses to start as root (containers, workshop VMs) unless told it may.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: setup lab claude-code wheelhouse constraints test lint typecheck unit notebooks-check bench mutants grade notebooks reset solutions clean

# Reinstall only when the project's metadata or the pins changed (or the venv is new). The
# workbook needs the lab extra; the tests need dev, which holds lab and the Claude Code CLI
# (claude-agent-sdk, about 385 MB), so setting up for the tests sets up the lab too.
# Every install takes the versions pinned in constraints.txt (made for Python 3.11 on Linux
# x86_64: `make constraints`), so a room of learners runs the same code; CONSTRAINTS= (empty)
# installs without pins. WHEELS=dir installs from a wheelhouse (`make wheelhouse`) with no
# index at all: a room on shared Wi-Fi downloads once.
CONSTRAINTS ?= constraints.txt
WHEELS ?=
EXTRAS ?= dev
PIN := $(if $(CONSTRAINTS),-c $(CONSTRAINTS),)
FROM := $(if $(WHEELS),--no-index --find-links $(WHEELS),)
PIP := $(BIN)/python -m pip
define install
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet $(FROM) $(PIN) --upgrade pip
	$(PIP) install --quiet $(FROM) $(PIN) -e ".$(if $(1),[$(1)],)"
endef

$(LAB_STAMP): pyproject.toml $(CONSTRAINTS)
	$(call install,lab)
	touch $@

$(DEV_STAMP): pyproject.toml $(CONSTRAINTS)
	$(call install,dev)
	touch $@ $(LAB_STAMP)

# The package and its base dependencies only (the wheelhouse's test installs this).
$(VENV)/.installed-base: pyproject.toml $(CONSTRAINTS)
	$(call install,)
	touch $@

# Instructors: every wheel `make test` (EXTRAS=dev, the default, about 1 GB) or `make lab`
# (EXTRAS=lab) installs, downloaded once into WHEELS for a USB stick or a shared folder;
# then each learner runs `make setup WHEELS=dir` (or `make test WHEELS=dir`) with no index.
# pip, and setuptools (the build backend of the editable install), are in it too.
# The venv's pip when there is a venv (a system python3 may have none), else PYTHON's.
DOWNLOADER = $(if $(wildcard $(BIN)/python),$(BIN)/python,$(PYTHON))
wheelhouse:
	@test -n "$(WHEELS)" || { echo "say where: make wheelhouse WHEELS=dir" >&2; exit 2; }
	$(DOWNLOADER) -m pip download --quiet --dest $(WHEELS) $(PIN) pip "setuptools>=77" \
		".$(if $(EXTRAS),[$(EXTRAS)],)"

# Maintainers: pin what the dev venv holds now (Python 3.11, Linux x86_64), after a change
# to pyproject.toml's dependencies; tests/test_constraints.py says when it is due.
constraints: $(DEV_STAMP)
	{ echo "# Pinned by make constraints from the dev venv (Python 3.11, Linux x86_64)."; \
	  echo "# Every pip install of the Makefile takes these versions (-c constraints.txt)."; \
	  $(PIP) freeze --all --exclude-editable | grep -v -i -e '^hooks-workbook' -e '^setuptools=='; \
	  echo "setuptools==$(SETUPTOOLS_PIN)"; } > constraints.txt

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
	$(PIP) install --quiet $(FROM) $(PIN) -e ".[lab,claude]"

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
