"""benchmarks/mutants.py: each operator makes its change, and bad mutants are skipped, counted."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import json
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from toolhooks import Deny, HookContext, ToolCall
from toolhooks.testing import make_call

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
SOLUTIONS = BENCHMARKS.parent / "solutions"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def mu() -> ModuleType:
    return _load("mutants")


def variants(mu: ModuleType, source: str, operator: str) -> set[str]:
    """The sources ``operator``'s mutations of ``source`` unparse to."""
    tree = ast.parse(source)
    everywhere = range(1, len(source.splitlines()) + 1)
    chosen = [s for s in mu.sites(tree, everywhere) if s.operator.split(":")[0] == operator]
    before = ast.unparse(tree)
    out = {ast.unparse(mu.apply(tree, site)) for site in chosen}
    assert ast.unparse(tree) == before, "apply() changed the tree it was given"
    return out


CASES = [
    ("flip-compare[0]", "a < b", {"a <= b"}),
    ("flip-compare[0]", "a <= b", {"a < b"}),
    ("flip-compare[0]", "a > b", {"a >= b"}),
    ("flip-compare[0]", "a >= b", {"a > b"}),
    ("flip-compare[0]", "a == b", {"a != b", "a is b"}),
    ("flip-compare[0]", "a != b", {"a == b", "a is not b"}),
    ("flip-compare[0]", "a in b", {"a not in b"}),
    ("flip-compare[0]", "a not in b", {"a in b"}),
    ("flip-compare[0]", "a is b", {"a == b"}),
    ("flip-compare[0]", "a is not b", {"a != b"}),
    ("flip-compare[1]", "0 <= p <= 1", {"0 <= p < 1"}),
    ("shift-int", "x = 3", {"x = 4", "x = 2"}),
    ("shift-int", "x = True", set()),
    ("swap-boolop", "a and b", {"a or b"}),
    ("swap-boolop", "a or b", {"a and b"}),
    ("flip-bool", "x = True", {"x = False"}),
    ("flip-bool", "x = False", {"x = True"}),
    ("drop-statement", "x = 1\ny = 2", {"pass\ny = 2", "x = 1\npass"}),
    ("return-none", "def f():\n    return x", {"def f():\n    return None"}),
    ("return-none", "def f():\n    return", set()),
    ("swap-args", "f(a, b)", {"f(b, a)"}),
    ("swap-args", "f(a)", set()),
    ("swap-args", "f(*a, b)", set()),
    ("empty-string", "x = 'ab'", {"x = ''"}),
    ("empty-string", "x = ''", set()),
    ("remove-not", "not a", {"a"}),
    ("drop-else", "if a:\n    x\nelse:\n    y", {"if a:\n    x"}),
    ("drop-else", "if a:\n    x", set()),
    (
        "swap-except",
        "try:\n    x\nexcept Exception:\n    y",
        {"try:\n    x\nexcept BaseException:\n    y"},
    ),
    (
        "swap-except",
        "try:\n    x\nexcept BaseException:\n    y",
        {"try:\n    x\nexcept Exception:\n    y"},
    ),
    ("swap-except", "try:\n    x\nexcept ValueError:\n    y", set()),
    ("shift-slice", "s[a:b]", {"s[a + 1:b]", "s[a - 1:b]", "s[a:b + 1]", "s[a:b - 1]"}),
    ("shift-slice", "s[:]", set()),
]


@pytest.mark.parametrize(("operator", "source", "expected"), CASES)
def test_each_operator_makes_its_change(
    mu: ModuleType, operator: str, source: str, expected: set[str]
) -> None:
    """Each operator turns a tiny snippet into exactly the mutants it promises."""
    assert variants(mu, source, operator) == expected


def test_every_operator_has_a_case(mu: ModuleType) -> None:
    """No operator of OPERATORS goes untested above."""
    tested = {op.split("[")[0] for op, _, expected in CASES if expected}
    labels = {name.replace("_", "-") for name in (f.__name__ for f in mu.OPERATORS)}
    assert labels == tested


def test_only_the_solution_lines_are_mutated(mu: ModuleType) -> None:
    """A node outside the given lines (the def, the docstring) is never touched."""
    tree = ast.parse("def f(a):\n    'doc'\n    return a < 1")
    assert {s.line for s in mu.sites(tree, range(3, 4))} == {3}
    assert {s.line for s in mu.sites(tree, range(1, 3))} == {1, 2}


def reference(mu: ModuleType, cell: str) -> object:
    lines = mu.solution_lines(cell)
    return mu.Reference("toy", 1, "f", "01-toy.ipynb", cell, lines, "")


def test_identical_mutants_are_skipped_and_counted(mu: ModuleType) -> None:
    """``return None`` made ``return None`` is the reference itself: skipped, counted."""
    cell = "def f(x):\n    ### BEGIN SOLUTION\n    return None\n    ### END SOLUTION\n"
    made = mu.make_mutants(reference(mu, cell))
    assert made.skipped == {"identical": 1}
    assert [m.id for m in made.mutants] == ["toy:1:4:drop-statement"]


def test_mutants_that_do_not_compile_are_skipped_and_counted(mu: ModuleType) -> None:
    """Dropping the binding a ``nonlocal`` needs is a SyntaxError: skipped, counted."""
    cell = (
        "def f():\n    ### BEGIN SOLUTION\n    x = 1\n\n    def g():\n        nonlocal x\n"
        "        x = 2\n    ### END SOLUTION\n"
    )
    made = mu.make_mutants(reference(mu, cell))
    assert made.skipped == {"does not compile": 1}
    assert "toy:1:4:drop-statement" not in {m.id for m in made.mutants}
    assert "toy:5:8:drop-statement" in {m.id for m in made.mutants}


def test_unparsed_refuses_what_does_not_compile(mu: ModuleType) -> None:
    assert mu.unparsed(ast.parse("return 1")) is None
    assert mu.unparsed(ast.parse("x = 1")) == "x = 1"


def test_every_reference_is_found_with_unique_stable_ids(mu: ModuleType) -> None:
    """All 13 exercises; a second pass gives the same ids in the same order."""
    refs = mu.references(SOLUTIONS)
    assert len(refs) == 13
    first = [m.id for r in refs for m in mu.make_mutants(r).mutants]
    again = [m.id for r in mu.references(SOLUTIONS) for m in mu.make_mutants(r).mutants]
    assert first == again
    assert len(first) == len(set(first))
    assert {m.split(":")[0] for m in first} == {r.exercise for r in refs}


def test_every_record_names_a_current_mutant(mu: ModuleType) -> None:
    """A recorded id that no reference produces any more (a typo, an edited solution) fails."""
    ids = {m.id for r in mu.references(SOLUTIONS) for m in mu.make_mutants(r).mutants}
    equivalent, gaps = mu.recorded()
    assert set(equivalent) <= ids
    assert set(gaps) <= ids
    assert not set(equivalent) & set(gaps)
    assert all(reason.startswith(("Same: ", "Free: ")) for reason in equivalent.values())
    assert all("\n" not in reason for reason in equivalent.values())


def _function(source: str, name: str) -> str:
    """The function ``name`` of ``source`` as the mutator sees it: no docstring, no ``pass``
    where a statement was dropped, renamed ``f``."""
    found = next(
        n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef) and n.name == name
    )
    found.name = "f"
    for node in ast.walk(found):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            kept = [s for s in body if not isinstance(s, ast.Pass)]
            if kept and isinstance(kept[0], ast.Expr) and isinstance(kept[0].value, ast.Constant):
                kept = kept[1:] if len(kept) > 1 else kept
            setattr(node, "body", kept or [ast.Pass()])  # noqa: B010 (any node with a body)
    return ast.unparse(found)


def test_every_gap_is_named_after_its_exercise_and_says_what_is_wrong(mu: ModuleType) -> None:
    """Each wrong answer in mutant_gaps.py: the exercise's function name plus a suffix, and a
    comment above it saying what is wrong and which input exposes it."""
    from hookkata import CATALOG

    names = {e.id: e.name for e in CATALOG}
    gaps = _load("mutant_gaps").GAPS
    for key, answer in gaps.items():
        assert answer.__name__.startswith(names[key.split(":")[0]] + "_")
        comment = inspect.getcomments(answer) or ""
        assert "exposed by" in comment.lower(), answer.__name__


def test_every_gap_is_its_mutant(mu: ModuleType) -> None:
    """Each wrong answer in mutant_gaps.py is the very mutant its id names (up to the
    docstring and the ``pass`` left where a statement was dropped)."""
    by_id = {m.id: (r, m) for r in mu.references(SOLUTIONS) for m in mu.make_mutants(r).mutants}
    for key, answer in _load("mutant_gaps").GAPS.items():
        ref, mutant = by_id[key]
        written = _function(inspect.getsource(answer), answer.__name__)
        assert written == _function(mutant.source, ref.name), key


def test_exit_code_says_whether_a_new_survivor_exists(
    mu: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every mutant passing (a fake grader) makes new survivors: exit 1 with their diffs;
    the same survivors recorded as equivalent: exit 0."""
    passing = mu.Outcome("pass", "")
    monkeypatch.setattr(mu, "grade_all", lambda jobs, workers, folder: [passing for _ in jobs])
    monkeypatch.setattr(mu, "recorded", lambda: ({}, {}))
    assert mu.main(["--only", "pre-chain"]) == 1
    out = capsys.readouterr().out
    assert "NEW SURVIVOR: pre-chain:" in out
    assert "+++ pre-chain:" in out
    ids = {
        m.id
        for r in mu.references(SOLUTIONS)
        if r.exercise == "pre-chain"
        for m in mu.make_mutants(r).mutants
    }
    monkeypatch.setattr(mu, "recorded", lambda: (dict.fromkeys(ids, "a reason"), {}))
    assert mu.main(["--only", "pre-chain"]) == 0
    assert "NEW SURVIVOR" not in capsys.readouterr().out


def test_a_failing_reference_stops_the_run(
    mu: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Mutants of a reference its grader rejects would prove nothing: exit 2."""
    failing = mu.Outcome("fail", "wrong")
    monkeypatch.setattr(mu, "grade_all", lambda jobs, workers, folder: [failing for _ in jobs])
    monkeypatch.setattr(mu, "recorded", lambda: ({}, {}))
    assert mu.main(["--only", "pre-chain"]) == 2
    assert "pre-chain: fail: wrong" in capsys.readouterr().out


def test_grade_reads_the_graders_verdict(mu: ModuleType, tmp_path: Path) -> None:
    """The real ``hookkata grade`` under ci: the reference passes, a mutant fails."""
    ref = next(r for r in mu.references(SOLUTIONS) if r.exercise == "pre-chain")
    made = mu.make_mutants(ref)
    assert mu.grade(made.base, ref.number, tmp_path, "ref").status == "pass"
    dropped = next(m for m in made.mutants if m.operator == "return-none")
    assert mu.grade(dropped.source, ref.number, tmp_path, "mutant").status == "fail"


def _raises(exc: type[BaseException], run: Callable[[], object]) -> str:
    """``raised`` when ``run()`` raises ``exc``, else what it returned, as text."""
    try:
        return repr(run())
    except exc:
        return "raised"


class _NeverUnequal:
    def __ne__(self, other: object) -> bool:
        return False


class _Desk:
    def call_tool(self, block: object) -> str:
        return "original ran"


def _guarded(install: Callable[..., Any]) -> object:
    desk = _Desk()
    install(desk, lambda block: _NeverUnequal())
    return type(desk.call_tool({}))


def _interrupt(*args: object) -> None:
    raise KeyboardInterrupt


def _write_in(cwd: str) -> ToolCall:
    context = HookContext("u_1", "free", "s_1", {"cwd": cwd})
    return make_call("Write", {"file_path": "/proj/notes.txt"}, context=context)


EXPOSURES: dict[str, Callable[[Callable[..., Any]], object]] = {
    "synthetic_error_result": lambda f: f("t_1", Deny("no refunds", "ask a human"))["content"],
    "answer_turn": lambda f: _raises(
        KeyboardInterrupt, lambda: f(_interrupt, [{"type": "tool_use", "id": "t_1"}])
    ),
    "run_observers": lambda f: _raises(KeyboardInterrupt, lambda: f([_interrupt], None, print)),
    "install_guard": _guarded,
    "keep_writes_in_project": lambda f: f(_write_in("/proj/")),
}
"""Per exercise function: the input each gap's comment names, run through an answer."""


def test_every_gap_is_wrong_on_the_input_its_comment_names() -> None:
    """A gap is no equivalent: on its exposing input it answers unlike the reference."""
    from hookkata import CATALOG

    references = {e.name: e.reference for e in CATALOG}
    gaps = _load("mutant_gaps").GAPS.values()
    for answer in gaps:
        name = next(n for n in EXPOSURES if answer.__name__.startswith(n + "_"))
        expose = EXPOSURES[name]
        assert expose(answer) != expose(references[name]), answer.__name__


def test_the_preamble_holds_only_the_earlier_imports_the_cell_uses(mu: ModuleType) -> None:
    """Magics are skipped, unused names dropped, a name imported twice kept once."""
    earlier = [
        "%matplotlib inline\nimport json, os\nfrom toolhooks import Deny, Rewrite, Ask",
        "from toolhooks import Deny\nx = 1",
    ]
    cell = ast.parse("def f(call):\n    return Deny(json.dumps(call))")
    assert mu.used_imports(earlier, cell) == "import json\nfrom toolhooks import Deny"


def test_json_report_and_at_most_two_workers(
    mu: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """--json holds the figures and every survivor's diff; --jobs 3 is refused."""
    calls: list[int] = []

    def fake(jobs: list[Any], workers: int, folder: Path) -> list[Any]:
        """The references pass; of the mutants, the first fails and the rest pass."""
        assert workers <= 2
        calls.append(len(jobs))
        kill_first = len(calls) > 1
        return [
            mu.Outcome("fail" if kill_first and i == 0 else "pass", "") for i in range(len(jobs))
        ]

    monkeypatch.setattr(mu, "grade_all", fake)
    monkeypatch.setattr(mu, "recorded", lambda: ({}, {}))
    out = tmp_path / "report.json"
    assert mu.main(["--only", "9", "--json", str(out)]) == 1
    report = json.loads(out.read_text())
    (tally,) = report["exercises"]
    assert tally["exercise"] == "pre-chain"
    assert tally["killed"] == 1
    assert tally["new"] == tally["mutants"] - 1 == len(report["survivors"])
    assert all(s["diff"].startswith("--- pre-chain (reference)") for s in report["survivors"])
    with pytest.raises(SystemExit):
        mu.main(["--jobs", "3", "--list"])
