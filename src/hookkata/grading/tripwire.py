"""Tripwires on the workbook's own solutions, laid where the answer runs.

The copy check (:func:`hookkata.grading.child.describe`) reads the names an answer's code
reads: ``audit_record(...)`` or ``audit.audit_record(...)`` shows. Some ways in do not show
there: ``getattr(importlib.import_module("toolhooks.audit"), "audit_" + "record")``, an
import inside the function, a reference kept in a dict at import time (batch BC). So the
worker, once told the exercise's delegates, swaps each one's code for a trampoline that
notes the call, when the code calling it is not the workbook's own, then runs the original.
Every later reply of the worker says so (``"copied"``) and the grader names the answer a
copy. A function's code is swapped, not its module's attribute, so every reference to it,
however it was found or kept, leads through the tripwire; a class's methods are swapped.

Nothing here judges: the worker only reports the name of the delegate that was called.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable, Iterable
from typing import Any

from hookkata.grading.copying import in_the_workbook
from hookkata.grading.disguise import PLAIN_FILE

TRIPPED: list[str] = []
"""The delegates the answer called, in the order first called (this process's)."""

_ORIGINALS: dict[str, tuple[Callable[..., Any], str]] = {}
"""Each trampoline's key: the function it stands for, with its own code, and the
delegate's name."""

_DISPATCH = "__hookkata_tripwire__"
"""The name each trampoline calls, set in the globals of the function it replaces."""


_SPECIAL_KEPT = frozenset({"__init__", "__call__", "__post_init__", "__new__"})
"""The special methods of a class that a use of it runs (others, ``__eq__`` or
``__repr__``, any code may run on an object it was handed)."""


def lay(delegates: Iterable[str]) -> None:
    """Lay a tripwire on each of ``delegates`` (``module.name``): a function's code, or
    a class's methods. Names that do not resolve to one are left alone."""
    for dotted in delegates:
        module_name, _, name = dotted.rpartition(".")
        try:
            found = getattr(importlib.import_module(module_name), name)
        except (ImportError, AttributeError, ValueError):  # ValueError: no module named
            continue
        for function in _functions_of(found):
            _wire(function, dotted)


def _functions_of(found: object) -> list[types.FunctionType]:
    if isinstance(found, types.FunctionType):
        return [found]
    if not isinstance(found, type):
        return []
    wanted = []
    for name, member in vars(found).items():
        inner = getattr(member, "__func__", member)  # a staticmethod's, a classmethod's
        special = name.startswith("__") and name.endswith("__")
        if isinstance(inner, types.FunctionType) and (not special or name in _SPECIAL_KEPT):
            wanted.append(inner)
    return wanted


def _wire(function: types.FunctionType, delegate: str) -> None:
    if function.__code__.co_filename == _TRAMPOLINE_FILE:
        return  # laid already (a class's method shared with another delegate)
    original = types.FunctionType(
        function.__code__,
        function.__globals__,
        function.__name__,
        function.__defaults__,
        function.__closure__,
    )
    original.__kwdefaults__ = function.__kwdefaults__
    key = f"{delegate}:{function.__qualname__}:{len(_ORIGINALS)}"
    _ORIGINALS[key] = (original, delegate)
    function.__globals__.setdefault(_DISPATCH, _dispatch)
    function.__code__ = _trampoline(key, len(function.__code__.co_freevars))


_TRAMPOLINE_FILE = "<hookkata tripwire>"


def _trampoline(key: str, free: int) -> types.CodeType:
    """The code ``def t(*args, **kwargs): return __hookkata_tripwire__(key, args, kwargs)``
    with ``free`` free variables, so it can stand in for a function with a closure."""
    cells = [f"_cell{i}" for i in range(free)]
    source = "def outer():\n"
    source += "".join(f"    {cell} = None\n" for cell in cells)
    source += "    def t(*args, **kwargs):\n"
    source += f"        ({', '.join(cells)},)\n" if cells else ""
    source += f"        return {_DISPATCH}({key!r}, args, kwargs)\n"
    source += "    return t\n"
    namespace: dict[str, Any] = {}
    exec(compile(source, _TRAMPOLINE_FILE, "exec"), namespace)  # our source, no input's
    code: types.CodeType = namespace["outer"]().__code__
    return code


def _dispatch(key: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Note the call when its caller is not the workbook's own code; then run the original."""
    original, delegate = _ORIGINALS[key]
    caller = sys._getframe(2).f_code.co_filename  # past the trampoline
    if not _of_the_workbook(caller) and delegate not in TRIPPED:
        TRIPPED.append(delegate)
    return original(*args, **kwargs)


def _of_the_workbook(filename: str) -> bool:
    return filename in (PLAIN_FILE, _TRAMPOLINE_FILE) or in_the_workbook(filename)
