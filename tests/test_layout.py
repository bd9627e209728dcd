"""The package layout is the architecture: a core at the top, wings in folders, no circles.

Imports are read from the source (every ``import``, in functions and under
``TYPE_CHECKING`` too), so a circle that only a lazy import hides still counts.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
WINGS = ("toolhooks.fake", "toolhooks.hosts", "toolhooks.examples")


def module_name(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(package: str) -> dict[str, Path]:
    return {module_name(p): p for p in (SRC / package).rglob("*.py")}


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """The package's own modules that ``path`` imports, resolved to the longest known name."""
    is_package = path.name == "__init__.py"
    base = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            origin = node.module or ""
            if node.level:
                anchor = base.rsplit(".", node.level - 1)[0] if node.level > 1 else base
                origin = f"{anchor}.{origin}" if origin else anchor
            targets = [origin] + [f"{origin}.{alias.name}" for alias in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(package: str) -> dict[str, set[str]]:
    table = modules(package)
    return {name: imported(path, name, set(table)) for name, path in table.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, each once, as the path that closes it (Tarjan's components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def without_package_inits(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """A package's ``__init__`` only re-exports: importing ``toolhooks.fake.api`` runs
    ``toolhooks.fake``'s ``__init__`` first, which is no circle of concepts. Edges into an
    ``__init__`` stand for the modules it re-exports."""
    inits = {name for name, path in modules_all().items() if path.name == "__init__.py"}

    def expand(target: str, seen: frozenset[str] = frozenset()) -> set[str]:
        if target not in inits or target in seen:
            return {target} - inits
        return set().union(*(expand(t, seen | {target}) for t in graph.get(target, ())), set())

    return {
        name: set().union(*(expand(t) for t in targets), set())
        for name, targets in graph.items()
        if name not in inits
    }


def modules_all() -> dict[str, Path]:
    return {**modules("toolhooks"), **modules("hookkata")}


@pytest.mark.parametrize("package", ["toolhooks", "hookkata"])
def test_no_import_circle(package: str) -> None:
    """No module of the package imports, directly or through others, one that imports it."""
    assert cycles(without_package_inits(import_graph(package))) == []


def test_the_core_imports_no_wing() -> None:
    """The arrows point inwards: fake, hosts and examples use the core, never the reverse."""
    graph = import_graph("toolhooks")
    core = [name for name in graph if not name.startswith(WINGS)]
    back = {name: sorted(t for t in graph[name] if t.startswith(WINGS)) for name in core}
    assert {name: targets for name, targets in back.items() if targets} == {}


def test_the_wings_are_the_folders_the_readme_names() -> None:
    """Fake, hosts and examples are folders; the core's modules sit flat at the top."""
    tops = sorted(p.name for p in (SRC / "toolhooks").iterdir() if p.is_dir() and p.name[0] != "_")
    assert tops == ["examples", "fake", "hosts"]
    readme = (SRC.parent / "README.md").read_text(encoding="utf-8")
    for wing in WINGS:
        assert f"`{wing}`" in readme, f"the README's module tables name {wing}"


def test_the_circle_finder_finds_a_circle() -> None:
    """The check above can fail: a two-module and a three-module circle are both found."""
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    assert cycles(graph) == [["a", "b"], ["c", "d", "e"]]


def test_a_relative_import_is_resolved(tmp_path: Path) -> None:
    """``from ..errors import X`` inside ``toolhooks.fake.api`` is an import of
    ``toolhooks.errors``; ``from . import server`` one of ``toolhooks.fake.server``."""
    path = tmp_path / "api.py"
    path.write_text("from ..errors import X\nfrom . import server\n")
    known = {"toolhooks.errors", "toolhooks.fake", "toolhooks.fake.server", "toolhooks.fake.api"}
    assert imported(path, "toolhooks.fake.api", known) == {
        "toolhooks.errors",
        "toolhooks.fake",
        "toolhooks.fake.server",
    }


def test_the_grader_imports_nothing_above_it() -> None:
    """``hookkata.grading`` (the trusted grader and the program that runs in the learner's
    process) imports neither the exercises nor the notebook machinery: they import it."""
    graph = import_graph("hookkata")
    grading = [name for name in graph if name.startswith("hookkata.grading")]
    up = {
        name: sorted(t for t in graph[name] if not t.startswith("hookkata.grading"))
        for name in grading
    }
    assert {name: targets for name, targets in up.items() if targets} == {}


def test_the_class_report_is_a_folder_of_its_own() -> None:
    folders = sorted(
        p.name for p in (SRC / "hookkata").iterdir() if p.is_dir() and p.name[0] != "_"
    )
    assert folders == ["classroom", "exercises", "grading", "lessons"]


@pytest.mark.parametrize("package", ["toolhooks", "hookkata"])
def test_every_folder_of_code_is_a_package(package: str) -> None:
    """A folder without ``__init__.py`` would be left out of a built wheel."""
    folders = {p.parent for p in (SRC / package).rglob("*.py") if "__pycache__" not in p.parts}
    assert sorted(str(f) for f in folders if not (f / "__init__.py").exists()) == []
