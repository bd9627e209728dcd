"""Values an answer names: the literals of its source, tried as inputs after everything else.

Most wrong answers that pass a generated domain add a rule the specification does not
have, and such a rule is keyed on a value the answer spells out: an alias (``"me"``), a
cap (``10``), a prefix it strips (``"**"``), a key it falls back to (``"uid"``). Whatever
the strategies generate, they rarely hit that one value; the answer's own source names it.
So grading reads the source as text (it never runs it: :mod:`ast` only parses), collects the
literals of the graded function and of the module-level names it reaches, and each
exercise builds inputs from them (:attr:`~hookkata.grading.exercise.Property.mined`), which
are checked against the reference like any other. A right answer passes them all, since
the reference is right on every input of the domain; a wrong one is caught on its own value.

Parsing is bounded: sources over :data:`MAX_SOURCE_CHARS` are not read, a source that does
not parse (a notebook's magics are dropped first) gives nothing, and at most
:data:`MAX_TEXTS` texts and :data:`MAX_NUMBERS` numbers are kept, in the order they appear.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import functools
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

MAX_SOURCE_CHARS = 500_000
MAX_TEXTS = 32
MAX_NUMBERS = 16
MAX_TEXT_CHARS = 200
MAX_ENVIRON = 8
MAX_DEFINITIONS = 40
"""How many module-level definitions are followed from the graded function, at most."""

_MAGIC_LINE = re.compile(r"^\s*[%!]")
_DIGITS = re.compile(r"[0-9]{1,9}")
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
_LIST_MARKS = re.compile(r"[|,;]")
_AROUND_ITEM = "()[]{}^$?:*+. \t\n\\"


@dataclass(frozen=True)
class Mined:
    """The literals an answer names: texts (with the words inside them) and finite numbers."""

    texts: tuple[str, ...] = ()
    numbers: tuple[int | float, ...] = ()
    environ: tuple[str, ...] = ()
    """The environment variables the answer reads by name (``os.getenv("X")``,
    ``os.environ["X"]``, ``"X" in os.environ``): no exercise gives the environment a say,
    so grading sets each and checks that nothing changes (:func:`.exercise.grade`)."""

    module: str = ""
    """Where the answer's code leans on hash order (it iterates a set, or calls ``hash``):
    the code to run it again elsewhere, its imports and the definitions it reaches, in the
    order of the source (:mod:`.hash_seeds`); else empty."""
    function: str = ""
    """The name the answer's function has in :attr:`module`."""
    warns: bool = False
    """Whether the answer calls ``warn`` (``warnings.warn``, ``warn_explicit``): a process
    run with ``-W error`` (as many CI setups are) raises the warning, so grading runs the
    fixed examples again with warnings as errors (:mod:`.named_environment`)."""
    identity: str = ""
    """A literal the answer compares by identity (``name is "Write"``), as its ``repr``:
    an equal value that arrives (read from JSON, built at run time) is another object, so
    the comparison is wrong whatever the exercise (Python warns of it too)."""

    def __bool__(self) -> bool:
        return bool(self.texts or self.numbers)


NOTHING = Mined()


def sources_of(answer: object) -> list[str]:
    """The code ``answer`` was defined in: its module's whole file when it comes from one
    (the constants it reaches live there), else the cells :mod:`.copying` reads."""
    import inspect

    from hookkata.grading import copying

    filename = getattr(getattr(answer, "__code__", None), "co_filename", None)
    if isinstance(filename, str) and filename.endswith(".py"):
        try:
            with open(filename, encoding="utf-8", errors="replace") as file:
                return [file.read(MAX_SOURCE_CHARS + 1)]
        except OSError:
            pass
    with contextlib.suppress(Exception):
        return copying.sources_of(inspect.unwrap(answer))  # type: ignore[arg-type]
    return []


def mine(sources: Iterable[str], name: str) -> Mined:
    """The literals of function ``name`` and of the module-level names it reaches.

    ``sources`` are the file, or the notebook's cells in order: a later definition of a
    name replaces an earlier one, as running them would. Never raises.
    """
    definitions: dict[str, ast.AST] = {}
    ordered: list[ast.stmt] = []
    for source in sources:
        for statement in _statements(source):
            ordered.append(statement)
            for defined in _names_defined(statement):
                definitions[defined] = statement
    if name not in definitions:
        return NOTHING
    reached = _reached(definitions, name)
    found = dataclasses.replace(
        _literals(reached), identity=_compared_by_identity(reached), warns=_warns(reached)
    )
    if not _leans_on_hash_order(reached):
        return found
    return dataclasses.replace(found, module=_rebuilt(ordered, reached), function=name)


_SET_BUILDERS = ("set", "frozenset")
_SET_OPERATORS = (ast.BitAnd, ast.BitOr, ast.Sub, ast.BitXor)
_ORDER_FREE_METHODS = frozenset(
    [
        "add",
        "discard",
        "remove",
        "clear",
        "update",
        "intersection_update",
        "difference_update",
        "symmetric_difference_update",
        "issubset",
        "issuperset",
        "isdisjoint",
    ]
)
"""Methods of a set whose result does not follow its order (``pop`` does; ``copy`` and
``union`` give a set, whose own use then counts)."""
_SET_RESULT_METHODS = frozenset(
    ["copy", "union", "intersection", "difference", "symmetric_difference"]
)


_ORDER_FREE_CALLS = ("len", "bool", "sorted", "min", "max", "sum", "any", "all")
"""Functions whose result from a set does not follow its order (called without a key)."""


def _warns(nodes: list[ast.AST]) -> bool:
    """Whether ``nodes`` call ``warn`` or ``warn_explicit``, by either name alone or as an
    attribute (``warnings.warn``)."""
    for node in nodes:
        for inner in _walk(node):
            if isinstance(inner, ast.Call):
                called = inner.func
                name = called.attr if isinstance(called, ast.Attribute) else None
                name = called.id if isinstance(called, ast.Name) else name
                if name in ("warn", "warn_explicit"):
                    return True
    return False


def _leans_on_hash_order(nodes: list[ast.AST]) -> bool:
    """Whether ``nodes`` call ``hash``, or build a set (a display, a comprehension,
    ``set()``, ``frozenset()``) whose order may show: iterated, unpacked, indexed through
    ``list``, returned, handed to a function. What they compute may then follow the order
    of a hash, which Python randomises per process. A set only asked about (``x in s``,
    ``s & t``, ``len(s)``, ``if s``, ``s <= t``, ``s.add(x)``), directly or through a name
    bound to it, cannot show its order."""
    walked = [inner for node in nodes for inner in _walk(node)]
    parents = {id(child): node for node in walked for child in ast.iter_child_nodes(node)}
    bound = {
        target.id
        for inner in walked
        if isinstance(inner, ast.Assign) and _builds_a_set(inner.value)
        for target in inner.targets
        if isinstance(target, ast.Name)
    }
    for inner in walked:
        if (
            isinstance(inner, ast.Call)
            and isinstance(inner.func, ast.Name)
            and inner.func.id == "hash"
        ):
            return True
        is_set = _builds_a_set(inner) or (
            isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Load) and inner.id in bound
        )
        if is_set and not _order_free(inner, parents, bound):
            return True
    return False


def _order_free(node: ast.AST, parents: dict[int, ast.AST], bound: set[str]) -> bool:
    """Whether the set ``node`` stands for is used so that its order cannot show."""
    parent = parents.get(id(node))
    if isinstance(parent, ast.Compare):
        return True  # x in s, s == t, s <= t: a truth value
    if isinstance(parent, ast.BinOp) and isinstance(parent.op, _SET_OPERATORS):
        return _order_free(parent, parents, bound)  # s & t is a set again
    if isinstance(parent, (ast.If, ast.While, ast.IfExp, ast.Assert)):
        return node is parent.test
    if isinstance(parent, ast.BoolOp) or (
        isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not)
    ):
        return not isinstance(parents.get(id(parent)), ast.Return)
    if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name):
        if parent.func.id in _ORDER_FREE_CALLS and not parent.keywords:
            return True  # sorted(s), min(s): no key, so no tie an order could break
        return parent.func.id in _SET_BUILDERS and _order_free(parent, parents, bound)
    if isinstance(parent, ast.Attribute) and node is parent.value:
        call = parents.get(id(parent))
        if parent.attr in _ORDER_FREE_METHODS:
            return True
        return parent.attr in _SET_RESULT_METHODS and _order_free(call or parent, parents, bound)
    if isinstance(parent, ast.Assign) and node is parent.value:
        return all(isinstance(t, ast.Name) and t.id in bound for t in parent.targets)
    return False


def _builds_a_set(node: ast.AST) -> bool:
    if isinstance(node, (ast.Set, ast.SetComp)):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _SET_BUILDERS
    )


def _imports(statement: ast.stmt) -> bool:
    return isinstance(statement, (ast.Import, ast.ImportFrom))


def _imports_the_workbook(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.ImportFrom) and statement.level > 0:
        return True  # relative: runs only inside its package (the catalog's own modules)
    if isinstance(statement, ast.ImportFrom):
        modules = [statement.module or ""]
    else:
        modules = [alias.name for alias in getattr(statement, "names", [])]
    return any(m == "hookkata" or m.startswith("hookkata.") for m in modules)


def _rebuilt(ordered: list[ast.stmt], reached: list[ast.AST]) -> str:
    """The code of ``reached``, in source order, after every import of the sources (those
    from ``__future__`` first): a module that defines the answer as its source did. The
    workbook's own imports (``from hookkata import check``) are left out: an answer calls
    none of them, and the catalog they load takes a second to import; so are relative
    imports, which run only inside their package (a notebook has none)."""
    kept = {id(node) for node in reached}
    imports = [s for s in ordered if _imports(s) and not _imports_the_workbook(s)]
    future = [s for s in imports if isinstance(s, ast.ImportFrom) and s.module == "__future__"]
    body = [
        *future,
        *(s for s in imports if s not in future),
        *(s for s in ordered if id(s) in kept),
    ]
    with contextlib.suppress(Exception):
        return ast.unparse(ast.Module(body=body, type_ignores=[]))
    return ""


def _statements(source: str) -> tuple[ast.stmt, ...]:
    if not isinstance(source, str) or len(source) > MAX_SOURCE_CHARS:
        return ()
    return _parsed(source)


@functools.lru_cache(maxsize=64)
def _parsed(source: str) -> tuple[ast.stmt, ...]:
    """The statements of ``source``, parsed once per text (a notebook's cells are mined
    again on every ``check()``; nothing here changes a tree)."""
    code = "\n".join("" if _MAGIC_LINE.match(line) else line for line in source.splitlines())
    try:
        return tuple(ast.parse(code).body)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()


def _names_defined(statement: ast.stmt) -> list[str]:
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, ast.Assign):
        return [
            n.id
            for target in statement.targets
            for n in ast.walk(target)
            if isinstance(n, ast.Name)
        ]
    if isinstance(statement, (ast.AnnAssign, ast.AugAssign)) and isinstance(
        statement.target, ast.Name
    ):
        return [statement.target.id]
    return []


def _reached(definitions: dict[str, ast.AST], name: str) -> list[ast.AST]:
    """The definition of ``name`` and those its names lead to, breadth first, bounded."""
    seen, queue, reached = {name}, [name], list[ast.AST]()
    while queue and len(reached) < MAX_DEFINITIONS:
        node = definitions[queue.pop(0)]
        reached.append(node)
        for inner in _walk(node):
            if isinstance(inner, ast.Name) and inner.id in definitions and inner.id not in seen:
                seen.add(inner.id)
                queue.append(inner.id)
    return reached


def _walk(node: ast.AST) -> list[ast.AST]:
    try:
        return list(ast.walk(node))
    except RecursionError:  # pragma: no cover - ast.walk is iterative; kept for safety
        return []


def _module_constants(nodes: list[ast.AST]) -> dict[str, object]:
    """The module-level names ``nodes`` bind to a constant (``TOOL = "Write"``)."""
    return {
        target.id: statement.value.value
        for statement in nodes
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Constant)
        for target in statement.targets
        if isinstance(target, ast.Name)
    }


def _compared_by_identity(nodes: list[ast.AST]) -> str:
    """The first text or number ``nodes`` compare with ``is`` or ``is not`` (spelled out,
    or a module-level name bound to it), as its repr; ``""`` for none (``x is None``,
    ``is True``, ``is ...`` are identity by design)."""
    constants = _module_constants(nodes)
    for node in nodes:
        for inner in _walk(node):
            if not isinstance(inner, ast.Compare):
                continue
            operands = [inner.left, *inner.comparators]
            for index, operator in enumerate(inner.ops):
                if not isinstance(operator, (ast.Is, ast.IsNot)):
                    continue
                for operand in operands[index : index + 2]:
                    value: object = operand.value if isinstance(operand, ast.Constant) else None
                    if isinstance(operand, ast.Name):
                        value = constants.get(operand.id)
                    if isinstance(value, (str, bytes, int, float)) and type(value) is not bool:
                        return repr(value)[:80]
    return ""


def _literals(nodes: list[ast.AST]) -> Mined:
    texts: dict[str, None] = {}
    numbers: dict[int | float, None] = {}
    for node in nodes:
        prose = _docstrings(node) | _messages(node)
        negated, specs = _negated(node), _format_specs(node)
        for inner in _walk(node):
            if not isinstance(inner, ast.Constant) or id(inner) in prose:
                continue
            value = inner.value
            if id(inner) in negated and isinstance(value, (int, float)):
                value = -value
            if id(inner) in specs and isinstance(value, str):  # f"{x:.300}" names 300
                numbers.update(dict.fromkeys(int(digits) for digits in _DIGITS.findall(value)))
            if isinstance(value, str) and 0 < len(value) <= MAX_TEXT_CHARS and not _prose(value):
                texts.setdefault(value, None)
                for item in _items(value):
                    texts.setdefault(item, None)
            elif isinstance(value, (int, float)) and _a_number(value):
                numbers.setdefault(value, None)
    environ = tuple(_environment_names(nodes))[:MAX_ENVIRON]
    return Mined(tuple(texts)[:MAX_TEXTS], tuple(numbers)[:MAX_NUMBERS], environ)


def _environment_names(nodes: list[ast.AST]) -> dict[str, None]:
    """The names ``nodes`` read from the environment, in order: the first argument of a
    ``getenv`` or of ``environ.get``/``setdefault``/``pop``, an ``environ[...]`` key, the left
    side of ``... in environ``; a string constant, or a name assigned one at module level."""
    constants = _module_constants(nodes)
    found: dict[str, None] = {}
    for node in nodes:
        for inner in _walk(node):
            for key in _environment_keys(inner):
                name: object = key.value if isinstance(key, ast.Constant) else None
                if isinstance(key, ast.Name):
                    name = constants.get(key.id)
                if isinstance(name, str) and _ENV_NAME.fullmatch(name):
                    found.setdefault(name, None)
    return found


def _environment_keys(node: ast.AST) -> list[ast.expr]:
    """The expressions ``node`` reads from the environment by, if it reads it."""
    if isinstance(node, ast.Call) and node.args:
        return [node.args[0]] if _reads_environ(node.func) else []
    if isinstance(node, ast.Subscript) and _is_environ(node.value):
        return [node.slice]
    if isinstance(node, ast.Compare) and any(isinstance(o, (ast.In, ast.NotIn)) for o in node.ops):
        return [node.left] if any(_is_environ(c) for c in node.comparators) else []
    return []


def _reads_environ(function: ast.expr) -> bool:
    """Whether ``function`` is ``getenv``, ``os.getenv`` or ``environ.get`` (``setdefault``,
    ``pop``): a call that reads a variable named by its first argument."""
    if isinstance(function, ast.Name):
        return function.id == "getenv"
    if not isinstance(function, ast.Attribute):
        return False
    return function.attr == "getenv" or (
        function.attr in ("get", "setdefault", "pop") and _is_environ(function.value)
    )


def _is_environ(node: ast.expr) -> bool:
    """``environ`` or ``os.environ`` (or any ``x.environ``)."""
    return (isinstance(node, ast.Name) and node.id == "environ") or (
        isinstance(node, ast.Attribute) and node.attr == "environ"
    )


def _prose(text: str) -> bool:
    """Whether ``text`` reads as a sentence (three words or more): a reason or a message,
    which no rule is keyed on, and trying it as a value would only cost time."""
    return len(text.split()) >= 3


def _items(text: str) -> list[str]:
    """The items of a text that lists them (``"me|self"``, ``"a, b"``): each may be a rule's
    value (a regex alternation, a string split at import time)."""
    if not _LIST_MARKS.search(text):
        return []
    parts = [part.strip(_AROUND_ITEM) for part in _LIST_MARKS.split(text)]
    return [part for part in parts if part and not any(c.isspace() for c in part)]


def _a_number(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return math.isfinite(value) and abs(value) <= 10**9


def _docstrings(node: ast.AST) -> set[int]:
    """The ids of the docstring constants in ``node`` (they are prose, not rules)."""
    found = set()
    documented = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)
    for inner in _walk(node):
        body = inner.body if isinstance(inner, documented) else []
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            found.add(id(body[0].value))
    return found


def _format_specs(node: ast.AST) -> set[int]:
    """The ids of the constants in f-string format specs (``.300``, ``>64``): the widths and
    precisions there are numbers the code names."""
    return {
        id(constant)
        for inner in _walk(node)
        if isinstance(inner, ast.FormattedValue) and inner.format_spec is not None
        for constant in _walk(inner.format_spec)
        if isinstance(constant, ast.Constant)
    }


def _negated(node: ast.AST) -> set[int]:
    """The ids of the number constants written with a minus (``-1`` is ``-`` and ``1``)."""
    return {
        id(inner.operand)
        for inner in _walk(node)
        if isinstance(inner, ast.UnaryOp)
        and isinstance(inner.op, ast.USub)
        and isinstance(inner.operand, ast.Constant)
        and isinstance(inner.operand.value, (int, float))
        and not isinstance(inner.operand.value, bool)
    }


def _messages(node: ast.AST) -> set[int]:
    """The ids of the constants inside ``raise`` statements: messages, not rules."""
    return {
        id(constant)
        for inner in _walk(node)
        if isinstance(inner, ast.Raise)
        for constant in _walk(inner)
        if isinstance(constant, ast.Constant)
    }
