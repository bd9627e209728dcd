"""Where an answer runs, it sees a plain program, not a grader.

An answer can ask whether it is being graded: a test runner among ``sys.modules``, a
caller's module named ``__main__`` (a notebook's cell) or not (an agent's module), a file
on the stack named for tests or grading, a variable of ours in the environment. One that
behaves only when it thinks it is watched (batch BC wrote six) would pass a grader that
looks like one. So the worker process, once forked, looks like a program:

* :func:`as_a_program` drops test runners' and property testers' modules from
  ``sys.modules`` (the grader's own modules loaded them; loaded objects keep working) and
  our variables from ``os.environ``;
* :func:`next_caller` is the function each call of the answer goes through: by turns a
  notebook cell's (``__main__``, a kernel's cell file, ``ipykernel`` and ``IPython`` among
  ``sys.modules``) and an agent module's (neither), so an answer that reads its caller's
  name, or asks whether it runs in Jupyter, behaves both ways within one grade;
* :func:`plain_file_names` renames the worker's own functions' file (``worker.py``), so a
  walk up the stack finds no ``hookkata/grading/`` path.

None of this is a secret the answer cannot find (``/proc``, ``sys.argv``); it closes the
doors a learner who tries would open first.
"""

from __future__ import annotations

import builtins
import itertools
import os
import sys
import types
from collections.abc import Callable
from typing import Any

HARNESS_MODULES = frozenset(
    {
        "hypothesis",
        "_hypothesis_globals",
        "_hypothesis_pytestplugin",
        "_hypothesis_ftz_detector",
        "sortedcontainers",
        "pytest",
        "_pytest",
        "pluggy",
        "unittest",
        "nbval",
    }
)
"""Top-level names of the modules a test run loads, dropped where answers run."""

HARNESS_VARIABLES = ("CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL")
HARNESS_PREFIXES = ("HOOKKATA_", "PYTEST_", "HYPOTHESIS_", "NBVAL_")
"""Variables a test run or CI service sets, dropped where answers run."""

CALLERS = (("__main__", "/tmp/ipykernel_1/3141592653.py"), ("agent", "/srv/agent/agent.py"))
"""The module name and file of each caller an answer is called from, by turns: the first a
notebook's cell, where :data:`KERNEL_MODULES` are loaded; the others not."""

KERNEL_MODULES = ("ipykernel", "IPython")
"""What an answer asking whether it runs in Jupyter looks for in ``sys.modules``."""

PLAIN_FILE = "worker.py"
"""The file name the worker's own functions carry (:func:`plain_file_names`)."""


def as_a_program() -> None:
    """Drop the test harness's modules and variables from this process; keep Jupyter's
    (real in a kernel, placeholders elsewhere) for the notebook's turns."""
    for name in KERNEL_MODULES:
        _KERNEL[name] = sys.modules.get(name) or types.ModuleType(name)
    for name in list(sys.modules):
        if name.partition(".")[0] in HARNESS_MODULES:
            HIDDEN[name] = sys.modules.pop(name)
    for name in list(os.environ):
        if name in HARNESS_VARIABLES or name.startswith(HARNESS_PREFIXES):
            del os.environ[name]


def _caller(module: str, filename: str) -> Callable[[Any, Any], Any]:
    """A function ``call(target, args)`` defined in module ``module`` of file ``filename``."""
    namespace: dict[str, Any] = {"__name__": module, "__builtins__": builtins}
    source = "def call(target, args):\n    return target(*args)\n"
    exec(compile(source, filename, "exec"), namespace)  # a caller of that name, no more
    called: Callable[[Any, Any], Any] = namespace["call"]
    return called


HIDDEN: dict[str, types.ModuleType] = {}
"""The harness's modules :func:`as_a_program` dropped from ``sys.modules``, by name. An
answer that imported one before (``import unittest`` at its top) holds it still, so an
exception of one of its classes crosses as that very class (:func:`loaded_module`)."""


def loaded_module(name: str) -> types.ModuleType | None:
    """The module ``name`` as loaded in this process: ``sys.modules``' (an answer's import
    after :func:`as_a_program` loads it anew), else one the disguise hid."""
    return sys.modules.get(name) or HIDDEN.get(name)


_CALLERS = [_caller(module, filename) for module, filename in CALLERS]
_TURNS = itertools.count()
_KERNEL: dict[str, types.ModuleType] = {}
"""Jupyter's modules (:data:`KERNEL_MODULES`), once :func:`as_a_program` ran."""


def next_caller() -> Callable[[Any, Any], Any]:
    """The caller of the next call, ``call(target, args)``: the callers of :data:`CALLERS`
    by turns, counted per process (deterministic: the same calls, the same callers), with
    Jupyter's modules loaded for the notebook's turn only."""
    turn = next(_TURNS) % len(_CALLERS)
    if _KERNEL:
        if turn == 0:
            sys.modules.update(_KERNEL)
        else:
            for name in _KERNEL:
                sys.modules.pop(name, None)
    return _CALLERS[turn]


def plain_file_names(namespace: dict[str, Any]) -> None:
    """Give every function and method defined in ``namespace`` (a module's globals), and
    the functions nested in them, the file name :data:`PLAIN_FILE`: line numbers stay,
    so a traceback still points at the line."""
    module = namespace.get("__name__")
    for value in list(namespace.values()):
        for function in _functions_of(value, module):
            function.__code__ = _renamed(function.__code__)


def _functions_of(value: Any, module: object) -> list[types.FunctionType]:
    if isinstance(value, types.FunctionType) and value.__module__ == module:
        return [value]
    if isinstance(value, type) and value.__module__ == module:
        found: list[types.FunctionType] = []
        for member in vars(value).values():
            inner = getattr(member, "__func__", member)  # a staticmethod's, a classmethod's
            if isinstance(member, property):
                found += [
                    f for f in (member.fget, member.fset) if isinstance(f, types.FunctionType)
                ]
            elif isinstance(inner, types.FunctionType):
                found.append(inner)
        return found
    return []


def _renamed(code: types.CodeType) -> types.CodeType:
    consts = tuple(_renamed(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_filename=PLAIN_FILE, co_consts=consts)
