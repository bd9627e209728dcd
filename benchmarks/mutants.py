"""Mutation testing of the graders: mutate every reference solution, grade every mutant.

A grader that passes a wrong answer is a hole in the workbook. This takes each exercise's
reference from ``solutions/*.ipynb`` (the whole exercise cell, solution lines kept, as a
learner's file would hold it, after the imports of the notebook's earlier cells that the
cell uses), makes small wrong versions of it with a stdlib ``ast`` mutator (the operators
are listed in :data:`OPERATORS`; only nodes inside the solution region change), and grades
each one with ``hookkata grade --only N`` under ``HOOKKATA_PROFILE=ci`` in a subprocess,
at most two at a time. A mutant the grader passes *survived*.

Every survivor must be killed (by a better grader) or recorded, keyed by its stable id
``exercise:line:col:operator`` (line counted from the first solution line):

- ``benchmarks/equivalent_mutants.py``: it behaves exactly like the reference, one line
  saying why;
- ``benchmarks/mutant_gaps.py``: a real wrong answer the graders miss, kept there as a
  named function for the grader's wrong-answer catalog.

A re-run prints only the new survivors (each as a unified diff against the reference) and
exits 1 while one exists. Mutants that do not compile, or unparse to the reference itself,
are skipped and counted. There is no randomness: mutants come in source order and ``ci``
is derandomized, so two runs on the same code give the same report.

    make mutants                                              # all 13 exercises
    .venv/bin/python benchmarks/mutants.py --only 9 --json mutants.json
    .venv/bin/python benchmarks/mutants.py --list             # the mutants, not graded
"""

from __future__ import annotations

import argparse
import ast
import copy
import difflib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
GRADE_SECONDS = 600
"""How long one ``hookkata grade`` may take before the mutant counts as a grader error (the
grader stops a hanging answer itself after a few seconds; this only guards the run)."""

# ---------------------------------------------------------------------------------------
# The mutator: each operator maps a node to its mutations, (label, transform) pairs. A
# transform gets the node in a fresh copy of the tree and changes it in place (returning
# None) or returns the node that replaces it.

Transform = Callable[[Any], "ast.AST | None"]
Operator = Callable[[ast.AST], list[tuple[str, Transform]]]

_FLIPS: dict[type[ast.cmpop], tuple[type[ast.cmpop], ...]] = {
    ast.Lt: (ast.LtE,),
    ast.LtE: (ast.Lt,),
    ast.Gt: (ast.GtE,),
    ast.GtE: (ast.Gt,),
    ast.Eq: (ast.NotEq, ast.Is),
    ast.NotEq: (ast.Eq, ast.IsNot),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
    ast.Is: (ast.Eq,),
    ast.IsNot: (ast.NotEq,),
}


def flip_compare(node: ast.AST) -> list[tuple[str, Transform]]:
    """``<``↔``<=``, ``>``↔``>=``, ``==``↔``!=``, ``in``↔``not in``, ``is``↔``==``."""
    if not isinstance(node, ast.Compare):
        return []

    def setter(i: int, new: type[ast.cmpop]) -> Transform:
        def transform(n: ast.Compare) -> None:
            n.ops[i] = new()

        return transform

    return [
        (f"flip-compare[{i}]:{type(op).__name__}->{new.__name__}", setter(i, new))
        for i, op in enumerate(node.ops)
        for new in _FLIPS.get(type(op), ())
    ]


def shift_int(node: ast.AST) -> list[tuple[str, Transform]]:
    """An integer constant plus or minus one (``True`` and ``False`` are not integers here)."""
    if not isinstance(node, ast.Constant) or type(node.value) is not int:
        return []

    def add(delta: int) -> Transform:
        def transform(n: ast.Constant) -> None:
            assert isinstance(n.value, int)  # chosen above: an int, never a bool
            n.value += delta

        return transform

    return [("shift-int:+1", add(1)), ("shift-int:-1", add(-1))]


def swap_boolop(node: ast.AST) -> list[tuple[str, Transform]]:
    """``and``↔``or``."""
    if not isinstance(node, ast.BoolOp):
        return []
    new = ast.Or if isinstance(node.op, ast.And) else ast.And

    def transform(n: ast.BoolOp) -> None:
        n.op = new()

    return [(f"swap-boolop:{type(node.op).__name__}->{new.__name__}", transform)]


def flip_bool(node: ast.AST) -> list[tuple[str, Transform]]:
    """``True``↔``False``."""
    if not isinstance(node, ast.Constant) or type(node.value) is not bool:
        return []

    def transform(n: ast.Constant) -> None:
        n.value = not n.value

    return [(f"flip-bool:{node.value}->{not node.value}", transform)]


def drop_statement(node: ast.AST) -> list[tuple[str, Transform]]:
    """A statement replaced by ``pass``."""
    if not isinstance(node, ast.stmt) or isinstance(node, ast.Pass):
        return []
    return [("drop-statement", lambda n: ast.copy_location(ast.Pass(), n))]


def return_none(node: ast.AST) -> list[tuple[str, Transform]]:
    """``return X`` becomes ``return None`` (``return None`` itself unparses the same: skipped)."""
    if not isinstance(node, ast.Return) or node.value is None:
        return []

    def transform(n: ast.Return) -> None:
        n.value = ast.Constant(None)

    return [("return-none", transform)]


def swap_args(node: ast.AST) -> list[tuple[str, Transform]]:
    """The two positional arguments of a two-argument call, swapped."""
    if not isinstance(node, ast.Call) or len(node.args) != 2:
        return []
    if any(isinstance(a, ast.Starred) for a in node.args):
        return []

    def transform(n: ast.Call) -> None:
        n.args.reverse()

    return [("swap-args", transform)]


def empty_string(node: ast.AST) -> list[tuple[str, Transform]]:
    """A non-empty string constant (an f-string's literal parts too) emptied."""
    if not isinstance(node, ast.Constant) or not isinstance(node.value, str) or not node.value:
        return []

    def transform(n: ast.Constant) -> None:
        n.value = ""

    return [("empty-string", transform)]


def remove_not(node: ast.AST) -> list[tuple[str, Transform]]:
    """``not X`` becomes ``X``."""
    if not isinstance(node, ast.UnaryOp) or not isinstance(node.op, ast.Not):
        return []
    return [("remove-not", lambda n: n.operand)]


def drop_else(node: ast.AST) -> list[tuple[str, Transform]]:
    """The ``else`` (or ``elif``) branch of an ``if``, ``for``, ``while`` or ``try`` dropped."""
    if not isinstance(node, ast.If | ast.For | ast.While | ast.Try) or not node.orelse:
        return []

    def transform(n: ast.If) -> None:
        n.orelse = []

    return [("drop-else", transform)]


_EXCEPT_SWAP = {"Exception": "BaseException", "BaseException": "Exception"}


def swap_except(node: ast.AST) -> list[tuple[str, Transform]]:
    """``except Exception``↔``except BaseException``."""
    if not isinstance(node, ast.ExceptHandler) or not isinstance(node.type, ast.Name):
        return []
    new = _EXCEPT_SWAP.get(node.type.id)
    if new is None:
        return []

    def transform(n: ast.ExceptHandler) -> None:
        n.type = ast.Name(new, ast.Load())

    return [(f"swap-except:{node.type.id}->{new}", transform)]


def shift_slice(node: ast.AST) -> list[tuple[str, Transform]]:
    """A slice's lower or upper bound plus or minus one."""
    if not isinstance(node, ast.Slice):
        return []

    def shifted(bound: str, op: ast.operator) -> Transform:
        def transform(n: ast.Slice) -> None:
            setattr(n, bound, ast.BinOp(getattr(n, bound), op, ast.Constant(1)))

        return transform

    return [
        (f"shift-slice:{bound}{sign}1", shifted(bound, op))
        for bound in ("lower", "upper")
        if getattr(node, bound) is not None
        for sign, op in (("+", ast.Add()), ("-", ast.Sub()))
    ]


OPERATORS: tuple[Operator, ...] = (
    flip_compare,
    shift_int,
    swap_boolop,
    flip_bool,
    drop_statement,
    return_none,
    swap_args,
    empty_string,
    remove_not,
    drop_else,
    swap_except,
    shift_slice,
)


@dataclass(frozen=True)
class Site:
    """One mutation of one node: ``index`` is the node's place in ``ast.walk`` order."""

    index: int
    line: int
    col: int
    operator: str
    transform: Transform = field(repr=False, compare=False)


def sites(tree: ast.AST, lines: range) -> list[Site]:
    """Every mutation of the nodes that start on ``lines``, in source order."""
    found = [
        Site(index, node.lineno, node.col_offset, label, transform)
        for index, node in enumerate(ast.walk(tree))
        if isinstance(node, ast.expr | ast.stmt | ast.excepthandler) and node.lineno in lines
        for operator in OPERATORS
        for label, transform in operator(node)
    ]
    return sorted(found, key=lambda s: (s.line, s.col, s.index, s.operator))


def apply(tree: ast.Module, site: Site) -> ast.Module:
    """A copy of ``tree`` with ``site``'s mutation made (``tree`` is left as it was)."""
    mutated = copy.deepcopy(tree)
    nodes = list(ast.walk(mutated))
    target = nodes[site.index]
    replacement = site.transform(target)
    if replacement is not None and replacement is not target:
        _replace(nodes, target, replacement)
    return ast.fix_missing_locations(mutated)


def _replace(nodes: Sequence[ast.AST], old: ast.AST, new: ast.AST) -> None:
    """Put ``new`` where ``old`` is, in whichever node holds it."""
    for parent in nodes:
        for name, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, name, new)
                return
            if isinstance(value, list) and any(item is old for item in value):
                value[[id(item) for item in value].index(id(old))] = new
                return
    raise ValueError(f"no node holds {ast.dump(old)[:60]}: the tree and its walk disagree")


def unparsed(tree: ast.Module) -> str | None:
    """The source of ``tree`` if it unparses to code that compiles, else ``None``."""
    try:
        text = ast.unparse(tree)
        with warnings.catch_warnings():  # `x is "literal"` is a mutant we want, warned or not
            warnings.simplefilter("ignore", SyntaxWarning)
            compile(text, "<mutant>", "exec")
    except (SyntaxError, ValueError, TypeError, RecursionError):
        return None
    return text


# ---------------------------------------------------------------------------------------
# The references, read from the solved notebooks.


@dataclass(frozen=True)
class Reference:
    """One exercise's reference: its cell, the solution's lines in it, and the imports."""

    exercise: str
    number: int
    name: str
    notebook: str
    cell: str
    solution: range
    """The lines of the solution region in ``cell`` (1-based, markers excluded)."""
    preamble: str
    """The imports of the notebook's earlier cells that the cell uses, one per line."""


def solution_lines(cell: str) -> range:
    """The lines between the markers (1-based); ValueError when they are missing."""
    lines = cell.splitlines()
    starts = [i for i, line in enumerate(lines, 1) if line.strip().startswith(BEGIN)]
    ends = [i for i, line in enumerate(lines, 1) if line.strip().startswith(END)]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise ValueError(
            f"expected one {BEGIN!r} before one {END!r} in the exercise cell, got "
            f"{len(starts)} and {len(ends)}: fix the cell in solutions/"
        )
    return range(starts[0] + 1, ends[0])


def _code(source: str) -> ast.Module | None:
    """A cell's code without its IPython magics (``%``, ``!`` lines); None if not Python."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    try:
        return ast.parse("\n".join(lines))
    except SyntaxError:
        return None


def used_imports(earlier: Sequence[str], cell: ast.Module) -> str:
    """The earlier cells' top-level imports, narrowed to the names ``cell`` uses."""
    used = {n.id for n in ast.walk(cell) if isinstance(n, ast.Name)}
    kept: list[str] = []
    for source in earlier:
        tree = _code(source)
        for stmt in tree.body if tree else []:
            if isinstance(stmt, ast.Import | ast.ImportFrom):
                names = [a for a in stmt.names if (a.asname or a.name).split(".")[0] in used]
                if names:
                    narrowed = copy.copy(stmt)
                    narrowed.names = names
                    line = ast.unparse(narrowed)
                    kept += [line] if line not in kept else []
    return "\n".join(kept)


def references(solutions: Path) -> list[Reference]:
    """Each exercise's reference, in catalog order; ValueError if one has no cell."""
    from hookkata import CATALOG

    found: dict[str, Reference] = {}
    for path in sorted(solutions.glob("[0-9][0-9]-*.ipynb")):
        cells = [
            "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "code"
        ]
        for position, cell in enumerate(cells):
            if BEGIN not in cell:
                continue
            tree = ast.parse(cell)
            defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
            for ex in CATALOG:
                if ex.name in defined and ex.notebook.split("-")[0] == path.name[:2]:
                    preamble = used_imports(cells[:position], tree)
                    found[ex.id] = Reference(
                        ex.id, ex.number, ex.name, path.name, cell, solution_lines(cell), preamble
                    )
    missing = [ex.id for ex in CATALOG if ex.id not in found]
    if missing:
        raise ValueError(f"no exercise cell defines the function of {missing} in {solutions}")
    return [found[ex.id] for ex in CATALOG]


# ---------------------------------------------------------------------------------------
# Mutants, and grading them.


@dataclass(frozen=True)
class Mutant:
    """One compiled mutant of one reference, as the file that is graded."""

    id: str
    exercise: str
    number: int
    operator: str
    source: str
    diff: str


@dataclass
class Made:
    """The mutants of one reference, and how many were skipped and why."""

    reference: Reference
    base: str
    """The reference as graded: the preamble and the cell, unparsed like every mutant."""
    mutants: list[Mutant]
    skipped: Counter[str]


def make_mutants(ref: Reference) -> Made:
    """Every mutant of ``ref``; those that do not compile or equal it are counted, not kept."""
    tree = ast.parse(ref.cell)
    original = ast.unparse(tree)
    base = f"{ref.preamble}\n{original}\n" if ref.preamble else f"{original}\n"
    made = Made(ref, base, [], Counter())
    seen: Counter[str] = Counter()
    for site in sites(tree, ref.solution):
        text = unparsed(apply(tree, site))
        if text is None:
            made.skipped["does not compile"] += 1
            continue
        if text == original:
            made.skipped["identical"] += 1
            continue
        line = site.line - ref.solution.start + 1
        mutant_id = f"{ref.exercise}:{line}:{site.col}:{site.operator}"
        seen[mutant_id] += 1
        if seen[mutant_id] > 1:  # an f-string's parts all carry the f-string's position
            mutant_id += f"#{seen[mutant_id]}"
        diff = "".join(
            difflib.unified_diff(
                f"{original}\n".splitlines(keepends=True),
                f"{text}\n".splitlines(keepends=True),
                f"{ref.exercise} (reference)",
                mutant_id,
                n=1,
            )
        )
        source = f"{ref.preamble}\n{text}\n" if ref.preamble else f"{text}\n"
        made.mutants.append(
            Mutant(mutant_id, ref.exercise, ref.number, site.operator, source, diff)
        )
    ids = [m.id for m in made.mutants]
    if len(ids) != len(set(ids)):
        raise ValueError(f"two mutants of {ref.exercise} share an id: {sorted(ids)}")
    return made


@dataclass(frozen=True)
class Outcome:
    """What the grader said of one file: ``pass``, ``fail``, ``error`` or ``grader-error``."""

    status: str
    message: str


def grade(source: str, number: int, folder: Path, stem: str) -> Outcome:
    """Grade ``source`` as exercise ``number`` under ``ci``, in a ``hookkata grade`` process."""
    path = folder / f"{stem}.py"
    report = folder / f"{stem}.json"
    path.write_text(source, encoding="utf-8")
    env = {**os.environ, "HOOKKATA_PROFILE": "ci", "HOOKKATA_PROGRESS": "off"}
    env.pop("ANTHROPIC_API_KEY", None)
    command = [sys.executable, "-m", "hookkata", "grade", "--only", str(number), str(path)]
    try:
        subprocess.run(
            [*command, "--json", str(report)],
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=GRADE_SECONDS,
            check=False,
        )
        tests = json.loads(report.read_text(encoding="utf-8"))["tests"]
    except (subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
        return Outcome("grader-error", f"{type(exc).__name__}: {exc}")
    if len(tests) != 1:
        return Outcome("grader-error", f"expected one test in the report, got {len(tests)}")
    return Outcome(tests[0]["status"], tests[0]["message"] or "")


def grade_all(
    jobs: Sequence[tuple[str, int, str]], workers: int, folder: Path
) -> Iterator[Outcome]:
    """Grade each (stem, number, source), at most ``workers`` at a time, in order."""
    with ThreadPoolExecutor(workers) as pool:
        yield from pool.map(lambda job: grade(job[2], job[1], folder, job[0]), jobs)


# ---------------------------------------------------------------------------------------
# What is recorded, and the report.


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load benchmarks/{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def recorded() -> tuple[dict[str, str], dict[str, str]]:
    """(equivalent mutants: id → reason, known grader gaps: id → the wrong answer's name)."""
    equivalent: dict[str, str] = _load("equivalent_mutants").EQUIVALENT
    gaps = {key: answer.__name__ for key, answer in _load("mutant_gaps").GAPS.items()}
    return equivalent, gaps


@dataclass
class Tally:
    """One exercise's figures."""

    exercise: str
    mutants: int = 0
    killed: int = 0
    survived: int = 0
    equivalent: int = 0
    gaps: int = 0
    new: int = 0
    skipped: int = 0
    grader_errors: int = 0
    skipped_why: dict[str, int] = field(default_factory=dict)


Records = tuple[dict[str, str], dict[str, str]]


def verdict_of(mutant_id: str, outcome: Outcome, records: Records) -> str:
    """``killed``, ``equivalent``, ``gap``, ``new survivor`` or ``grader-error``."""
    equivalent, gaps = records
    if outcome.status == "grader-error":
        return "grader-error"
    if outcome.status != "pass":
        return "killed"
    if mutant_id in equivalent:
        return "equivalent"
    return "gap" if mutant_id in gaps else "new survivor"


@dataclass(frozen=True)
class Row:
    """One graded mutant."""

    mutant: Mutant
    outcome: Outcome
    verdict: str


def tallies(made: Sequence[Made], rows: Sequence[Row]) -> list[Tally]:
    """The figures of each exercise, in catalog order."""
    out = {m.reference.exercise: Tally(m.reference.exercise) for m in made}
    for m in made:
        out[m.reference.exercise].skipped = sum(m.skipped.values())
        out[m.reference.exercise].skipped_why = dict(sorted(m.skipped.items()))
    field_of = {
        "killed": "killed",
        "equivalent": "equivalent",
        "gap": "gaps",
        "new survivor": "new",
        "grader-error": "grader_errors",
    }
    for row in rows:
        tally = out[row.mutant.exercise]
        tally.mutants += 1
        name = field_of[row.verdict]
        setattr(tally, name, getattr(tally, name) + 1)
        tally.survived += row.verdict in ("equivalent", "gap", "new survivor")
    return list(out.values())


def stale(records: Records, rows: Sequence[Row], exercises: set[str]) -> list[str]:
    """Recorded ids of the graded exercises that are no longer surviving mutants."""
    surviving = {r.mutant.id for r in rows if r.outcome.status == "pass"}
    keys = sorted({*records[0], *records[1]})
    return [k for k in keys if k.split(":")[0] in exercises and k not in surviving]


def print_report(
    tallies: Sequence[Tally], rows: Sequence[Row], show_recorded: bool, seconds: float
) -> None:
    """The table, then each survivor to look at as a diff against its reference."""
    header = ("exercise", "mutants", "killed", "survived", "equiv", "gaps", "new", "skipped")
    print("{:<24}{:>8}{:>8}{:>10}{:>7}{:>6}{:>5}{:>9}".format(*header))
    total = Tally("total")
    for t in [*tallies, total]:
        if t is total:
            for name in ("mutants", "killed", "survived", "equivalent", "gaps", "new", "skipped"):
                setattr(total, name, sum(getattr(x, name) for x in tallies))
            total.grader_errors = sum(x.grader_errors for x in tallies)
            why = Counter[str]()
            for x in tallies:
                why.update(x.skipped_why)
            total.skipped_why = dict(sorted(why.items()))
        figures = (t.mutants, t.killed, t.survived, t.equivalent, t.gaps, t.new, t.skipped)
        print("{:<24}{:>8}{:>8}{:>10}{:>7}{:>6}{:>5}{:>9}".format(t.exercise, *figures))
    shown = ("new survivor", "grader-error", *(("equivalent", "gap") if show_recorded else ()))
    for row in rows:
        if row.verdict in shown:
            note = f" ({row.outcome.message})" if row.verdict == "grader-error" else ""
            print(f"\n{row.verdict.upper()}: {row.mutant.id}{note}\n{row.mutant.diff}", end="")
    print(
        f"\n{total.mutants} mutants graded, {total.killed} killed, {total.equivalent} "
        f"equivalent, {total.gaps} known grader gaps, {total.new} new survivors, "
        f"{total.grader_errors} grader errors, {total.skipped} skipped "
        f"({', '.join(f'{n} {why}' for why, n in total.skipped_why.items()) or 'none'}); "
        f"{seconds:.0f} s"
    )


def report(
    tallies: Sequence[Tally], rows: Sequence[Row], stale_ids: Sequence[str], seconds: float
) -> dict[str, Any]:
    """The ``--json`` report: the figures, every survivor with its diff, stale records."""
    return {
        "profile": "ci",
        "seconds": round(seconds, 1),
        "exercises": [asdict(t) for t in tallies],
        "survivors": [
            {"id": r.mutant.id, "verdict": r.verdict, "diff": r.mutant.diff}
            for r in rows
            if r.verdict not in ("killed",)
        ],
        "stale_records": list(stale_ids),
    }


def _chosen(ref: Reference, only: Sequence[str]) -> bool:
    return not only or any(key in (ref.exercise, str(ref.number), ref.name) for key in only)


def run(args: argparse.Namespace) -> int:
    """Make, grade and report; 1 while a new survivor or a grader error exists."""
    started = time.perf_counter()
    refs = [r for r in references(args.solutions) if _chosen(r, args.only)]
    made = [make_mutants(r) for r in refs]
    mutants = [mu for m in made for mu in m.mutants]
    if args.list:
        print(*(mu.id for mu in mutants), sep="\n")
        return 0
    records = recorded()
    with tempfile.TemporaryDirectory(prefix="hookkata-mutants-") as scratch:
        folder = Path(scratch)
        base_jobs = [(f"ref-{m.reference.exercise}", m.reference.number, m.base) for m in made]
        bases = list(grade_all(base_jobs, args.jobs, folder))
        broken = [
            f"{m.reference.exercise}: {o.status}: {o.message}"
            for m, o in zip(made, bases, strict=True)
            if o.status != "pass"
        ]
        if broken:
            print("A reference fails its own grader, so its mutants would prove nothing:")
            print(*broken, sep="\n")
            return 2
        jobs = [(f"m{i:04d}", mu.number, mu.source) for i, mu in enumerate(mutants)]
        outcomes = list(grade_all(jobs, args.jobs, folder))
    rows = [
        Row(mu, o, verdict_of(mu.id, o, records)) for mu, o in zip(mutants, outcomes, strict=True)
    ]
    figures = tallies(made, rows)
    seconds = time.perf_counter() - started
    print_report(figures, rows, args.show_recorded, seconds)
    stale_ids = stale(records, rows, {r.exercise for r in refs})
    for key in stale_ids:
        print(f"recorded, but no longer a surviving mutant (remove the entry): {key}")
    if args.json:
        args.json.write_text(json.dumps(report(figures, rows, stale_ids, seconds), indent=2) + "\n")
    return 1 if any(t.new or t.grader_errors for t in figures) else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--solutions", type=Path, default=ROOT / "solutions")
    parser.add_argument(
        "--only", action="append", default=[], help="exercise id, number or function"
    )
    parser.add_argument("--jobs", type=int, choices=(1, 2), default=2, help="grading processes")
    parser.add_argument("--json", type=Path, help="write the report here")
    parser.add_argument("--list", action="store_true", help="list the mutants' ids, grade none")
    parser.add_argument(
        "--show-recorded", action="store_true", help="print the recorded survivors' diffs too"
    )
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
