"""The grader's own code, kept as it was: a snapshot to compare against and to restore.

A learner's code runs in the same interpreter as the code that grades it, so it can
reassign the grader's names: ``Property.verify = lambda *a: None``,
``hookkata.exercise.grade = ...``, ``builtins.isinstance = ...``, or swap a function's
``__code__``. A :class:`Snapshot` records, before the learner's code runs, every name of
the modules the grader is made of (``hookkata``, ``toolhooks``, ``hypothesis``, the
builtins and the modules they use directly), the attributes of their classes, the code of
their functions, and the exercises and profiles grading reads. Grading then either
restores it (after a notebook or answer file ran, before its functions are graded) or
compares with it (after an answer was called: any change is an ``error`` verdict).

What this does not cover, and cannot from inside the process: code that finds the grader's
objects through the garbage collector or stack frames and edits what is not a name (a
closure cell, a dict inside an object the snapshot does not list), or that attacks the
grading processes through the operating system. Those are attacks on the machine, not
answers, and CI's trust in a fork's code is a matter for its permissions.
"""

from __future__ import annotations

import builtins
import sys
from dataclasses import dataclass, field
from types import FunctionType, ModuleType
from typing import Any

PACKAGES = ("hookkata", "toolhooks", "hypothesis")
"""Top-level packages whose modules the snapshot covers (with ``builtins``)."""

OWN = ("hookkata", "toolhooks")
"""Packages whose every name is compared, data included (``CALL_SECONDS``, ``PROFILES``).

Elsewhere only functions, classes and modules are: Hypothesis rebinds its own data (caches,
counters) while it runs, and that is not tampering.
"""

_MISSING = object()


@dataclass
class Snapshot:
    """What the grader's modules, classes, functions and exercises were, at one moment."""

    namespaces: list[tuple[str, Any, dict[str, Any], bool]] = field(default_factory=list)
    """``(label, owner, copy of its namespace, compare data too)``: modules and classes."""
    code: list[tuple[str, FunctionType, tuple[Any, ...]]] = field(default_factory=list)
    """``(label, function, (code, defaults, kwdefaults))``."""

    def changes(self) -> list[str]:
        """The names that no longer hold what they held (``hookkata.exercise.Property.verify``)."""
        changed = []
        for label, owner, saved, strict in self.namespaces:
            current = vars(owner)
            for name, value in saved.items():
                if (strict or _is_code(value)) and current.get(name, _MISSING) is not value:
                    changed.append(f"{label}.{name}")
        changed += [label for label, function, saved in self.code if _code_of(function) != saved]
        return changed

    def restore(self) -> None:
        """Put back every name and every function's code recorded in the snapshot."""
        for _label, owner, saved, strict in self.namespaces:
            current = vars(owner)
            for name, value in saved.items():
                if (strict or _is_code(value)) and current.get(name, _MISSING) is not value:
                    _put(owner, name, value)
        for _label, function, (code, defaults, kwdefaults) in self.code:
            function.__code__, function.__defaults__ = code, defaults
            function.__kwdefaults__ = kwdefaults


def take() -> Snapshot:
    """A snapshot of the grader as it is now (call it before a learner's code runs)."""
    snapshot = Snapshot()
    modules = _guarded_modules()
    for module in modules:
        strict = module.__name__.split(".")[0] in OWN
        names = dict(vars(module))  # a copy: looking at a value may import (lazy modules)
        snapshot.namespaces.append((module.__name__, module, names, strict))
        for name, value in names.items():
            label = f"{module.__name__}.{name}"
            if isinstance(value, type) and value.__module__ == module.__name__:
                attributes = dict(vars(value))
                snapshot.namespaces.append((label, value, attributes, strict))
                _functions_of(snapshot, label, attributes.items())
            elif isinstance(value, FunctionType):
                _functions_of(snapshot, module.__name__, [(name, value)])
    _grading_data(snapshot)
    return snapshot


def _guarded_modules() -> list[ModuleType]:
    """The packages' loaded modules, the builtins, and the modules those use directly."""
    own = [
        module
        for name, module in list(sys.modules.items())
        if isinstance(module, ModuleType) and name.split(".")[0] in PACKAGES
    ]
    used = {
        id(value): value
        for module in own
        for value in list(vars(module).values())
        if isinstance(value, ModuleType) and value.__name__.split(".")[0] not in PACKAGES
    }
    return [*own, builtins, *used.values()]


def _functions_of(snapshot: Snapshot, label: str, items: Any) -> None:
    for name, value in items:
        function = getattr(value, "__func__", value)  # staticmethod and classmethod
        if isinstance(function, FunctionType):
            snapshot.code.append((f"{label}.{name}", function, _code_of(function)))


def _grading_data(snapshot: Snapshot) -> None:
    """The exercises' and properties' fields and the profiles: data grading reads."""
    from .exercises import CATALOG
    from .profiles import PROFILES

    snapshot.namespaces.append(
        ("hookkata.profiles.PROFILES", _Items(PROFILES), dict(PROFILES), True)
    )
    for exercise in CATALOG:
        snapshot.namespaces.append(
            (f"exercise {exercise.id}", exercise, dict(vars(exercise)), True)
        )
        for index, prop in enumerate(exercise.properties):
            label = f"exercise {exercise.id} property {index + 1}"
            snapshot.namespaces.append((label, prop, dict(vars(prop)), True))


class _Items:
    """A dict seen through ``vars()``, so it is compared and restored like a namespace."""

    def __init__(self, mapping: dict[str, Any]) -> None:
        self.__dict__ = mapping  # the point: vars(self) is the mapping itself


def _is_code(value: object) -> bool:
    return isinstance(value, (type, ModuleType)) or callable(value)


def _code_of(function: FunctionType) -> tuple[Any, ...]:
    return (function.__code__, function.__defaults__, function.__kwdefaults__)


def _put(owner: Any, name: str, value: Any) -> None:
    if isinstance(owner, (type, ModuleType)):
        setattr(owner, name, value)  # a class's namespace is read-only as a mapping
    else:
        object.__setattr__(owner, name, value)  # frozen dataclasses included
