"""The values an answer names are tried as inputs: mining reads them, never runs the code,
never raises; each exercise's examples built from them stay inside its domain (the
reference passes them all, whatever the values), and an answer keyed on one is caught."""

from __future__ import annotations

import ast
import inspect
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hookkata import CATALOG, exercise, grade
from hookkata.grading import mining
from hookkata.grading.exercise import MINED_HINT
from hookkata.grading.mining import Mined, mine

from .kata.answers import ALTERNATIVES, WRONG

SOURCE = textwrap.dedent(
    '''
    """A learner's module."""
    import re

    ALIASES = {"me", "self"}
    CAP = 10
    PATTERN = re.compile(r"^(root|admin)$")
    UNUSED = "never reached"

    def helper(text):
        """Tidies a text: a docstring names nothing."""
        return text.strip("*") if text else "fallback"

    def same_user_hook(call):
        """Docstring."""
        if len(call) > CAP:
            raise ValueError("too_many")
        asked = call.get("uid") or call.get("user_id")
        if asked in ALIASES or PATTERN.match(asked):
            return helper(f"user:{asked}")
        note = "you may only ask about your own account"
        return 3.5, True, None, float("inf")
    '''
)


def test_mined_are_the_literals_the_function_reaches_and_the_items_of_lists():
    named = mine([SOURCE], "same_user_hook")
    assert set(named.texts) == {
        "uid", "user_id", "user:", "me", "self", "fallback", "*", "^(root|admin)$", "root",
        "admin", "inf",
    }  # fmt: skip
    assert len(named.texts) == len(set(named.texts))
    assert set(named.numbers) == {3.5, 10}


def test_docstrings_messages_prose_and_unreached_names_are_left_out():
    texts = mine([SOURCE], "same_user_hook").texts
    for left_out in ("Docstring.", "too_many", "never reached", "A learner's module."):
        assert left_out not in texts
    assert not any(len(text.split()) >= 3 for text in texts)


def test_a_later_definition_replaces_an_earlier_one_as_running_the_cells_would():
    first = "def same_user_hook(call):\n    return call == 'old'\n"
    second = "def same_user_hook(call):\n    return call == 'new'\n"
    assert mine([first, second], "same_user_hook").texts == ("new",)
    assert mine([second, first], "same_user_hook").texts == ("old",)


def test_notebook_magics_are_dropped_before_parsing():
    cell = "%load_ext autoreload\n!ls\ndef f(x):\n    return x == 'yo'\n"
    assert mine([cell], "f").texts == ("yo",)


@pytest.mark.parametrize(
    "source",
    [
        "def f(:\n",  # a syntax error
        "def f(x):\n    return 'a\x00b'\n" + "\x00",  # a NUL byte
        "(" * 100_000,  # too deep for the parser
        "def f(x):\n    return " + "-" * 50_000 + "1\n",  # a deep unary chain
        "x = 'y' * 3\n" * 60_000,  # over the size cap
    ],
    ids=["syntax-error", "nul-byte", "deep-nesting", "deep-unary", "over-the-cap"],
)
def test_a_source_that_cannot_be_read_names_nothing(source):
    assert mine([source], "f") == mining.NOTHING
    assert not mine([source], "f")


def test_a_number_written_with_a_minus_is_named_negative():
    assert mine(["def f(x):\n    return x[-1] if x > -2.5 else 3\n"], "f").numbers == (3, -2.5, -1)


def test_widths_and_precisions_of_format_specs_are_named_numbers():
    source = 'def f(exc):\n    return f"{exc!s:.300}|{exc:>64}"\n'
    assert set(mine([source], "f").numbers) == {300, 64}


def test_caps_hold_and_odd_literals_are_not_numbers():
    many = ", ".join(f"'t{i}'" for i in range(100)) + ", " + ", ".join(map(str, range(100)))
    source = f"def f(x):\n    return [{many}, True, None, ..., 1e400, 2**99, 10**12, b'x', 1j]\n"
    named = mine([source], "f")
    assert len(named.texts) == mining.MAX_TEXTS
    assert len(named.numbers) == mining.MAX_NUMBERS
    assert all(type(n) in (int, float) for n in named.numbers)


@settings(max_examples=200, deadline=None)
@given(st.text(), st.text(max_size=8))
def test_mining_any_text_never_raises(source, name):
    named = mine([source, f"def {name}(x):\n{source}"], name)
    assert isinstance(named, Mined)


def test_the_code_of_a_function_from_a_file_is_its_whole_module(tmp_path, monkeypatch):
    (tmp_path / "learner_answer.py").write_text(SOURCE, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    module = __import__("learner_answer")
    try:
        assert mining.sources_of(module.same_user_hook) == [SOURCE]
        assert "me" in mine(mining.sources_of(module.same_user_hook), "same_user_hook").texts
    finally:
        sys.modules.pop("learner_answer", None)


# --- each exercise's examples from named values stay inside its domain --------------------

ODD_TEXTS = (
    "u_004", "u_999", "4", "lookup_user", "get_orders", "issue_refund", "Write", "Edit",
    "MultiEdit", "NotebookEdit", "Bash", "Read", "BLOCKED:", "BLOCKED", "user_id", "file_path",
    "premium", "free", "tool_use", "text", "thinking", "tool_result", "is_error", "content",
    "id", "input", "name", "type", "me", "*", "/", "..", ".", "~", "/tmp", "-rf", "\\",
    '"', "'", "{}", "{0}", "%s", "%", "\n", " ", "\t", "\x00", "\u2028", "\ufeff", "\u00e9",
    "e\u0301", "UTC", "Z", "T", "+00:00", "deny", "allow", "ask", "error", "ok", "null",
    "None", "True", "0", "x" * 200, "toolu_01", "s_1", "PreToolUse", "Stop", "Exception",
)  # fmt: skip
ODD_NUMBERS = (0, 1, -1, 2, 3, 7, 10, 24, 59, 60, 100, 1000, 10**6, 10**9, -(10**9), 0.5,
               1e-9, 0.999, 1.5, -0.0, 17, 23, 2026, 9999)  # fmt: skip


def _named_in_catalog(exercise_id: str) -> Mined:
    """Every value the catalog's answers for the exercise name (right and wrong ones)."""
    answers = [*ALTERNATIVES[exercise_id], *(wrong.answer for wrong in WRONG[exercise_id])]
    source = Path(inspect.getfile(answers[0])).read_text(encoding="utf-8")
    texts: dict[str, None] = {}
    numbers: dict[int | float, None] = {}
    for answer in answers:
        named = mine([source], answer.__name__)
        texts.update(dict.fromkeys(named.texts))
        numbers.update(dict.fromkeys(named.numbers))
    return Mined(tuple(texts), tuple(numbers))


def _as_source(name: str, named: Mined) -> str:
    """A module whose function ``name`` names exactly these values."""
    values = ", ".join(repr(value) for value in (*named.texts, *named.numbers))
    source = f"def {name}(*args):\n    return [{values}]\n"
    ast.parse(source)
    return source


KEYED_ON_GRAULT = textwrap.dedent(
    """
    from toolhooks import Deny
    NOBODY = "grault_7"
    def same_user_hook(call):
        if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
            return None
        if "user_id" not in call.input or call.input["user_id"] == NOBODY:
            return None
        if call.input["user_id"] != call.context.user_id:
            return Deny("not your account", "ask about your own")
        return None
    """
)


MINING = [chosen for chosen in CATALOG if any(p.mined for p in chosen.properties)]


@pytest.mark.parametrize("chosen", MINING, ids=lambda e: e.id)
def test_the_reference_passes_every_example_built_from_named_values(chosen):
    """Odd values and every value the catalog names, in every slot: still the domain."""
    catalog = _named_in_catalog(chosen.id)
    named = Mined(
        tuple(dict.fromkeys((*ODD_TEXTS, *catalog.texts))),
        tuple(dict.fromkeys((*ODD_NUMBERS, *catalog.numbers))),
    )
    examples = [example for p in chosen.properties if p.mined for _, example in p.mined(named)]
    assert examples, f"{chosen.id}: no example was built from {len(named.texts)} texts"
    source = _as_source(chosen.name, named)
    verdict = grade(chosen, chosen.reference, profile="ci", allow_copies=True, source=source)
    assert verdict.status == "pass", verdict


def test_every_exercise_tries_the_values_its_answers_name_or_tries_its_whole_domain():
    """Exercise 2's domain is finite (every set of facts, prevented or not), and its fixed
    examples are all of it: no value an answer names could add an input."""
    from itertools import combinations

    from hookkata.exercises import rule_home

    facts = rule_home.FACTS
    every_set = {frozenset(c) for size in range(len(facts) + 1) for c in combinations(facts, size)}
    tried = {(frozenset(reads), prevent) for reads, prevent in rule_home.EVERY_RULE}
    assert tried == {(reads, prevent) for reads in every_set for prevent in (True, False)}
    assert [e.id for e in MINING] == [e.id for e in CATALOG if e.id != "rule-home"]


def test_an_answer_keyed_on_a_value_nothing_else_tries_fails_with_that_value_named():
    source = KEYED_ON_GRAULT
    namespace: dict[str, object] = {}
    exec(compile(source, "<learner>", "exec"), namespace)
    answer = namespace["same_user_hook"]
    assert grade(exercise(3), answer, profile="ci").status == "pass"  # nothing else tries it
    verdict = grade(exercise(3), answer, profile="ci", source=source)
    assert verdict.status == "fail"
    assert "'grault_7'" in verdict.example
    assert verdict.hint == MINED_HINT.format(value="'grault_7'")


def test_check_in_a_notebook_reads_the_cell_the_function_was_defined_in():
    """IPython keeps each cell's code in linecache under a name that is not a file."""
    import linecache

    cell = "QUIET = 'hush'\ndef same_user_hook(call):\n    return None if call == QUIET else 1\n"
    filename = "<ipython-input-mined-1>"
    linecache.cache[filename] = (len(cell), None, cell.splitlines(True), filename)
    try:
        namespace: dict[str, object] = {}
        exec(compile(cell, filename, "exec"), namespace)
        sources = mining.sources_of(namespace["same_user_hook"])
        assert mine(sources, "same_user_hook").texts == ("hush",)
    finally:
        linecache.cache.pop(filename, None)


NAMED_VALUE = "a value your own code names"
KEYED_ON_A_VALUE = [
    pytest.param(key, wrong.answer, id=f"{key}:{wrong.answer.__name__}")
    for key, entries in WRONG.items()
    for wrong in entries
    if wrong.hint and NAMED_VALUE in wrong.hint
]


@pytest.mark.parametrize(("key", "answer"), KEYED_ON_A_VALUE)
def test_the_catalog_answers_keyed_on_a_value_are_caught_by_that_value_alone(key, answer):
    """Without the values it names (an empty source), each such answer passes: the named
    values are what catch it (the catalog test shows they do). Should a property come to
    catch one on its own, the entry belongs to that property's kind instead."""
    assert grade(exercise(key), answer, profile="ci", source="").status == "pass"
    assert MINED_HINT.startswith("this input holds {value}, " + NAMED_VALUE)


def test_the_catalog_has_answers_keyed_on_a_value_for_every_exercise_that_mines():
    keys = {param.values[0] for param in KEYED_ON_A_VALUE}
    assert keys == {chosen.id for chosen in MINING}
    assert len(KEYED_ON_A_VALUE) >= 2 * len(MINING)


def test_mining_only_parses_the_code_it_never_runs(tmp_path):
    marker = tmp_path / "ran"
    source = f"open({str(marker)!r}, 'w').write('x')\ndef f(x):\n    return x == 'yo'\n"
    assert mine([source], "f").texts == ("yo",)
    assert not marker.exists()


def _notebook(path: Path, *cells: str) -> Path:
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(cell) for cell in cells]
    nbformat.write(notebook, path)
    return path


def test_check_in_a_real_kernel_tries_the_values_of_the_cells(tmp_path):
    """In Jupyter the function's code is a cell (ipykernel names it like a file that does not
    exist): check() reads it there, and the value the cell names catches the answer."""
    import nbformat
    from nbclient import NotebookClient

    shown = "v = grade(exercise(3), same_user_hook, profile='ci'); print(v.status, v.example)"
    path = _notebook(
        tmp_path / "03-mined.ipynb",
        KEYED_ON_GRAULT,
        f"from hookkata import exercise\nfrom hookkata.grading.exercise import grade\n{shown}",
    )
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    printed = "".join(out.get("text", "") for out in notebook.cells[1].outputs)
    assert printed.startswith("fail "), printed
    assert "grault_7" in printed


def test_grading_a_notebook_file_tries_the_values_of_its_cells(tmp_path):
    from hookkata.grading.files import grade_file

    path = _notebook(tmp_path / "03-mined.ipynb", KEYED_ON_GRAULT)
    (verdict,) = grade_file(path, CATALOG, only=["3"]).verdicts
    assert verdict.status == "fail", verdict
    assert verdict.hint == MINED_HINT.format(value="'grault_7'")


def test_a_crash_on_a_named_value_is_hinted_with_that_value():
    source = KEYED_ON_GRAULT.replace(
        'if "user_id" not in call.input or call.input["user_id"] == NOBODY:\n        return None',
        'if "user_id" not in call.input:\n        return None\n'
        '    if call.input["user_id"] == NOBODY:\n        raise PermissionError("reserved id")',
    )
    assert "PermissionError" in source
    namespace: dict[str, object] = {}
    exec(compile(source, "<learner>", "exec"), namespace)
    verdict = grade(exercise(3), namespace["same_user_hook"], profile="ci", source=source)
    assert verdict.status == "error"
    assert "PermissionError" in verdict.message
    assert verdict.hint == MINED_HINT.format(value="'grault_7'")


DENIES_A_PATH_ENDING_IN_A_SLASH = """import os
from toolhooks import Deny

def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not isinstance(folder, str) or not folder or not isinstance(file_path, str) or not file_path:
        return Deny("nothing to check the write against.", "give a file_path in the project.")
    if file_path.endswith("/"):
        return Deny(f"{file_path!r} names a folder, not a file.", "give the file's own path.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, file_path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", "write inside the project.")
"""


def test_a_value_the_exercise_names_itself_is_not_said_to_have_no_meaning():
    """Batch Y's ``13-directory-path-denied``: caught on ``/``, a value ex 13's own text
    names. The mined hint ("the exercise gives it no meaning of its own") would be false,
    so the verdict shows the difference alone."""
    source = DENIES_A_PATH_ENDING_IN_A_SLASH
    namespace: dict[str, object] = {}
    exec(compile(source, "<learner>", "exec"), namespace)
    answer = namespace["keep_writes_in_project"]
    assert grade(exercise(13), answer, profile="ci").status == "pass"  # only "/" catches it
    verdict = grade(exercise(13), answer, profile="ci", source=source)
    assert verdict.status == "fail"
    assert verdict.hint == ""


@pytest.mark.parametrize(
    ("text", "value", "named"),
    [
        ("the tool `create_case_file` is denied", "create_case_file", True),
        ("the tool `create_case_file` is denied", "case", False),  # a piece of a word
        ("paths such as /work/project", "/", True),
        ("from 02:00 up to 04:00", "2", False),
        ("from 02:00 up to 04:00", 2, False),  # a number is never taken as named
        ("on any day to 9999-12-31", 12, False),
        ("a value such as grault", "grault_7", False),
        ("", "x", False),
        ("a blank alternative", "   ", False),
    ],
)
def test_a_value_is_named_by_the_text_only_as_a_whole_text(text, value, named):
    from hookkata.grading.exercise import _named_in

    assert _named_in(text, value) is named


@pytest.mark.parametrize(
    ("source", "literal"),
    [
        ('def f(x):\n    return x is "ok"\n', "'ok'"),
        ("def f(x):\n    return 5 is not x\n", "5"),
        ('TOOL = "Write"\ndef f(x):\n    return x is TOOL\n', "'Write'"),
        ("def f(x):\n    return x is None or x is True or x is ...\n", ""),
        ('def f(x):\n    return x == "ok"\n', ""),
        ('OTHER = "x"\ndef f(x):\n    return x is OTHER_TOO\n', ""),
    ],
)
def test_mining_finds_a_text_or_number_compared_by_identity(source, literal):
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        assert mine([source], "f").identity == literal


def test_an_answer_comparing_the_tool_name_by_is_is_told_so_whatever_property_fails():
    """Batch Y's ``05-tool-name-by-identity`` (``call.tool_name is not CASE_TOOL``) got the
    hint of ``datetime.now()``: the property that catches it says nothing of ``is``."""
    from hookkata.grading.exercise import IDENTITY_HINT

    source = (
        "from datetime import time, timezone\nfrom toolhooks import Deny\n"
        'CASE_TOOL = "create_case_file"\n'
        "def deploy_window_hook(call):\n"
        "    if call.tool_name is not CASE_TOOL:\n        return None\n"
        "    t = call.timestamp.astimezone(timezone.utc).time()\n"
        "    if time(2) <= t < time(4):\n"
        '        return Deny("deploy in progress", "open the case after 04:00 UTC")\n'
        "    return None\n"
    )
    namespace: dict[str, object] = {}
    exec(compile(source, "<learner>", "exec"), namespace)
    verdict = grade(exercise(5), namespace["deploy_window_hook"], profile="ci", source=source)
    assert verdict.status == "fail"
    assert verdict.hint == IDENTITY_HINT.format(literal="'create_case_file'")


def test_grading_a_notebook_file_leaves_no_event_loop_open(tmp_path):
    """nbclient runs the notebook on an event loop jupyter_core makes for the kernel's
    thread and never closes. Left for the garbage collector, its finalizer failed (its
    self-pipe socket collected first) inside whatever test ran then: a flake of the full
    suite in session 22. Grading closes it where it was made."""
    import asyncio
    import gc

    from hookkata.grading.files import grade_file

    def open_loops() -> list[asyncio.AbstractEventLoop]:
        return [o for o in gc.get_objects() if isinstance(o, asyncio.AbstractEventLoop)]

    before = {id(loop) for loop in open_loops() if not loop.is_closed()}
    path = _notebook(tmp_path / "01-plain.ipynb", "def violation_chance(p, n):\n    return p\n")
    grade_file(path, CATALOG, only=["1"])
    # jupyter_core's task runner keeps one loop running on a thread of its own, by design
    made = [loop for loop in open_loops() if id(loop) not in before and not loop.is_running()]
    assert made, "the notebook ran on no event loop of this process: nothing to check"
    assert all(loop.is_closed() for loop in made)


def test_every_catalog_module_is_short_enough_for_mining_to_read():
    """Mining reads no source past MAX_SOURCE_CHARS: a catalog module that grew past it
    would have its answers graded unmined, and those caught on a value they name (a quiet
    tool's name, a label) would pass. Answers of later batches go to a module of their own."""
    modules = {
        answer.__module__
        for entries in WRONG.values()
        for wrong in entries
        for answer in [wrong.answer]
    }
    assert len(modules) >= 2  # tests.kata.answers and tests.kata.batch_answers
    for name in modules:
        length = len(Path(sys.modules[name].__file__).read_text(encoding="utf-8"))
        assert length <= mining.MAX_SOURCE_CHARS, f"{name} is {length:,} characters"
