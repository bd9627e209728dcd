"""Notebook 10: your hook functions, written out as a module Claude Code's hooks can import.

Claude Code runs each hook event in a new process (``toolhooks-claude-code pre --hooks
my_hooks:registry``), which cannot see the notebook's kernel. :func:`write_hooks_module`
copies your functions' source (``inspect.getsource``: it works for functions defined in a
notebook cell, and reads the cell of the definition you pass, so the latest one), the
imports and plain constants they use, and the notebook helpers they call, into
``my_hooks.py``, with a ``registry`` wiring them to their matchers, an ``AuditLog`` and a
``SessionSummary``. The module is imported once here, so a mistake shows in the notebook
and not as a refused call in Claude Code.

A function that cannot be written out is refused with what and the fix: a lambda, a
builtin or other callable without Python source, a closure over another function's
variables, a decorated function, a notebook variable that is not a plain constant.
"""

from __future__ import annotations

import ast
import builtins
import dis
import importlib
import importlib.util
import inspect
import sys
import textwrap
import types
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hookkata.lessons.project_rules import DATA_ENV
from hookkata.lessons.scratch import scratch_folder
from toolhooks import HookRegistry

MODULE_NAME = "my_hooks"
REGISTRY = "registry"
"""The module attribute the adapter imports (``my_hooks:registry``)."""
RESERVED = frozenset(
    {REGISTRY, "annotations", "_hooks_os", "_hooks_Path", "_hooks_toolhooks", "_hooks_yours"}
)
"""Names the written module defines itself: a function of yours may not take them."""
HEADER = f'''\
"""Your hooks, written from your notebook by hookkata.lessons.learner_module.

Claude Code runs them with: toolhooks-claude-code pre --hooks {{name}}:{REGISTRY}
"""

from __future__ import annotations

import os as _hooks_os
from pathlib import Path as _hooks_Path

import toolhooks as _hooks_toolhooks
'''
FOOTER = f"""
_hooks_data = _hooks_Path(
    _hooks_os.environ.get({DATA_ENV!r}) or _hooks_Path(__file__).parent / "data"
)
{REGISTRY} = _hooks_toolhooks.HookRegistry(error_sinks=[])
{{wiring}}
{REGISTRY}.post(_hooks_toolhooks.AuditLog(_hooks_data / "audit_log.jsonl"))
_hooks_toolhooks.SessionSummary(_hooks_data / "session_summaries.jsonl").attach({REGISTRY})
{{yours}}"""
YOURS_IMPORT = "from hookkata.lessons import your_trail as _hooks_yours"
YOUR_AUDIT = (
    f"{REGISTRY}.post(_hooks_yours.YourAuditLines({{name}}, "
    "_hooks_data / _hooks_yours.YOUR_AUDIT_FILE))"
)
YOUR_SUMMARY = (
    f"{REGISTRY}.stop(_hooks_yours.YourSummary({{name}}, {REGISTRY}, "
    "_hooks_data / _hooks_yours.YOUR_SUMMARY_FILE))"
)


class HookSourceError(ValueError):
    """A hook function cannot be written into a module: what, and the fix."""


@dataclass(frozen=True)
class HooksModule:
    """A module written by :func:`write_hooks_module`, and its registry as imported here."""

    path: Path
    registry: HookRegistry

    @property
    def folder(self) -> Path:
        """The folder to put on the hook command's import path (``PYTHONPATH``)."""
        return self.path.parent

    @property
    def target(self) -> str:
        """What the adapter's ``--hooks`` names: ``my_hooks:registry``."""
        return f"{self.path.stem}:{REGISTRY}"

    def source(self) -> str:
        return self.path.read_text(encoding="utf-8")


def write_hooks_module(
    pre: Mapping[str, Callable[..., Any]],
    *,
    audit_line: Callable[..., Any] | None = None,
    summarize_session: Callable[..., Any] | None = None,
    folder: Path | None = None,
    name: str = MODULE_NAME,
) -> HooksModule:
    """Write ``name.py`` into ``folder`` (a new scratch folder by default) and import it.

    ``pre`` maps a Claude Code tool matcher (``"Bash"``, ``"Write|Edit"``) to the PreToolUse
    function for it, in the order the registry should run them. ``audit_line(outcome)``
    (exercise 11), if given, writes one line per call into ``data/your_audit_lines.jsonl``
    beside the ``AuditLog``; ``summarize_session(outcomes, end)`` (exercise 12) one line per
    Stop into ``data/your_session_summaries.jsonl`` (:mod:`hookkata.lessons.your_trail`).
    """
    if not name.isidentifier():
        raise HookSourceError(f"the module name must be a Python identifier, got {name!r}.")
    text = module_text(pre, name, audit_line=audit_line, summarize_session=summarize_session)
    compile(text, f"{name}.py", "exec")  # a syntax error here, not in Claude Code
    path = (folder or scratch_folder("10-hooks")) / f"{name}.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return HooksModule(path, _import_registry(path))


def module_text(
    pre: Mapping[str, Callable[..., Any]],
    name: str = MODULE_NAME,
    *,
    audit_line: Callable[..., Any] | None = None,
    summarize_session: Callable[..., Any] | None = None,
) -> str:
    """The module's source: header, what the functions need, the functions, the wiring."""
    if not pre:
        raise HookSourceError("pre is empty: give at least one {matcher: function}.")
    parts = _Parts()
    for function in pre.values():
        parts.add_function(function)
    wiring = "\n".join(
        f"{REGISTRY}.pre({function.__name__}, matcher={matcher!r})"
        for matcher, function in pre.items()
    )
    yours = []
    for earlier, line in ((audit_line, YOUR_AUDIT), (summarize_session, YOUR_SUMMARY)):
        if earlier is not None:
            parts.add_function(earlier)
            yours.append(line.format(name=getattr(earlier, "__name__", "")) + "\n")
    return "\n".join(
        [
            HEADER.format(name=name),
            *([YOURS_IMPORT] if yours else []),
            *parts.imports,
            "",
            *parts.constants,
            "",
            "\n\n".join(parts.sources),
            FOOTER.format(wiring=wiring, yours="".join(yours)),
        ]
    )


class _Parts:
    """What the module needs, collected once per name: imports, constants, sources."""

    def __init__(self) -> None:
        self.bound: dict[str, tuple[object, str]] = {}  # name -> (object, who uses it)
        self.imports: list[str] = []
        self.constants: list[str] = []
        self.sources: list[str] = []

    def add_function(self, function: object, used_by: str | None = None) -> None:
        importable = _import_line(getattr(function, "__name__", ""), function)
        if importable is not None and inspect.isfunction(function):  # a library's: import it
            if self._bind(function.__name__, function, used_by or function.__name__):
                self.imports.append(importable)
            return
        checked = _plain_function(function, used_by)
        if not self._bind(checked.__name__, checked, used_by or checked.__name__):
            return
        source = _source_of(checked)
        for global_name in sorted(_globals_used(checked, source)):
            self._add_global(checked, global_name)
        self.sources.append(source)

    def _bind(self, name: str, value: object, user: str) -> bool:
        """Record ``name``; False if it is already bound to ``value``. Conflicts are refused."""
        if name in RESERVED:
            raise HookSourceError(
                f"{user} uses the name {name!r}, which the written module defines itself. "
                f"Rename it in your notebook (e.g. {name}_rule) and run its cell again."
            )
        if name in self.bound:
            known, first = self.bound[name]
            if known is value:
                return False
            raise HookSourceError(
                f"the name {name!r} means two things: {_describe(known)} for {first}, "
                f"{_describe(value)} for {user}. One module has one meaning per name: "
                "rename one of them in your notebook."
            )
        self.bound[name] = (value, user)
        return True

    def _add_global(self, function: types.FunctionType, name: str) -> None:
        space = function.__globals__
        if name not in space:
            if hasattr(builtins, name):
                return
            raise HookSourceError(
                f"{function.__name__} uses {name!r}, which is not defined in the notebook. "
                "Define or import it in a cell above, run that cell, then write the module."
            )
        value = space[name]
        if inspect.isfunction(value) and _module_of(value) is None:
            self.add_function(value, used_by=function.__name__)
            return
        line = _import_line(name, value) or _constant_line(name, value)
        if line is None:
            raise HookSourceError(
                f"{function.__name__} uses the notebook variable {name!r} "
                f"({_describe(value)}), which cannot be written into a module: only "
                "modules, importable names and plain constants (numbers, strings, tuples...) "
                "can. Create it inside the function, or import it from a module."
            )
        if self._bind(name, value, function.__name__):
            (self.imports if line.startswith(("import", "from")) else self.constants).append(line)


def _plain_function(function: object, used_by: str | None) -> types.FunctionType:
    """``function`` if it is a top-level ``def`` with Python source; else why not."""
    where = f" (used by {used_by})" if used_by else ""
    if not inspect.isfunction(function):
        raise HookSourceError(
            f"{function!r}{where} is a {type(function).__name__}, not a function defined "
            "with def: it has no Python source to write out. Write it as def name(call): ... "
            "in a notebook cell."
        )
    if function.__name__ == "<lambda>":
        raise HookSourceError(
            f"a lambda{where} has no name and no source of its own to write out. Write it as "
            "def name(call): ... in a notebook cell."
        )
    if function.__closure__:
        names = ", ".join(function.__code__.co_freevars)
        raise HookSourceError(
            f"{function.__name__}{where} is defined inside another function and uses its "
            f"variables ({names}), which a module cannot carry. Define it at the top level of "
            "a cell, with those values inside it."
        )
    if "<locals>" in function.__qualname__ or "." in function.__qualname__:
        raise HookSourceError(
            f"{function.__qualname__}{where} is not defined at the top level of a cell. "
            "Define it at the top level, then write the module again."
        )
    return function


def _source_of(function: types.FunctionType) -> str:
    """The function's own source, dedented; refused if decorated or unreadable."""
    try:
        source = textwrap.dedent(inspect.getsource(function))
    except (OSError, TypeError) as exc:
        raise HookSourceError(
            f"the source of {function.__name__} cannot be read ({exc}). Run the cell that "
            "defines it again in this kernel, then write the module."
        ) from None
    [node] = ast.parse(source).body
    if not isinstance(node, ast.FunctionDef) or node.name != function.__name__:
        raise HookSourceError(
            f"the source found for {function.__name__} defines something else; define it "
            "with def in a cell of its own and run that cell again."
        )
    if node.decorator_list:
        raise HookSourceError(
            f"{function.__name__} is decorated; the module would need the decorator too. "
            "Write it without the decorator."
        )
    return source.rstrip("\n") + "\n"


def _globals_used(function: types.FunctionType, source: str) -> set[str]:
    """The global names its code loads, and those its defaults need when it is defined."""
    names = {
        instruction.argval
        for code in _codes(function.__code__)
        for instruction in dis.get_instructions(code)
        if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME")
    }
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.FunctionDef)
    for default in [*node.args.defaults, *node.args.kw_defaults]:
        if default is not None:
            names |= {n.id for n in ast.walk(default) if isinstance(n, ast.Name)}
    return names


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield from _codes(constant)


def _module_of(value: object) -> str | None:
    """The importable module that holds ``value`` under its own name, or None."""
    module = getattr(value, "__module__", None)
    qualname = getattr(value, "__qualname__", None)
    if not isinstance(module, str) or not isinstance(qualname, str) or module == "__main__":
        return None
    try:
        found: object = importlib.import_module(module)
        for part in qualname.split("."):
            found = getattr(found, part)
    except Exception:  # not importable as named: not an import line
        return None
    return module if found is value else None


def _import_line(name: str, value: object) -> str | None:
    if isinstance(value, types.ModuleType):
        module = value.__name__
        if module == "__main__" or module not in sys.modules:
            return None
        return f"import {module}" if module == name else f"import {module} as {name}"
    holder = _module_of(value)
    if holder is None:
        return None
    qualname: str = value.__qualname__  # type: ignore[attr-defined]
    if "." in qualname:
        return None
    return f"from {holder} import {qualname}" + ("" if qualname == name else f" as {name}")


def _constant_line(name: str, value: object) -> str | None:
    """``NAME = <repr>`` for a value whose repr is a literal that reads back equal."""
    if isinstance(value, (int, float, complex, str, bytes, bool, tuple, frozenset, type(None))):
        text = repr(value)
        try:
            if ast.literal_eval(text) == value and type(ast.literal_eval(text)) is type(value):
                return f"{name} = {text}"
        except (ValueError, SyntaxError):
            return None
    return None


def _describe(value: object) -> str:
    if isinstance(value, types.ModuleType):
        return f"the module {value.__name__}"
    if inspect.isfunction(value):
        return f"the function {value.__name__}"
    return f"a {type(value).__name__}"


def _import_registry(path: Path) -> HookRegistry:
    """Import the written module under a private name; its ``registry``."""
    spec = importlib.util.spec_from_file_location(f"_hookkata_written_{path.stem}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise HookSourceError(
            f"the written module {path.name} did not import: {type(exc).__name__}: {exc}. "
            "Fix the function it names, run its cell again, then write the module again."
        ) from exc
    registry = getattr(module, REGISTRY, None)
    if not isinstance(registry, HookRegistry):
        raise HookSourceError(
            f"the written module {path.name} has no HookRegistry named {REGISTRY!r}: "
            f"got {type(registry).__name__}. Write it with write_hooks_module again."
        )
    return registry
