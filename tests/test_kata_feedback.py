"""What a learner sees from check(): a status word, plain-words feedback, crashes in one line,
hangs stopped, missing or mis-signed functions explained, progress kept; and how it is shown,
as HTML in a notebook and as the same words in plain text, whatever the answer held."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import threading
import time
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hookkata import Verdict, check, check_all, exercise, grade, progress
from hookkata.__main__ import main
from hookkata.feedback import HTML_MARKS, STATUS_COLOURS, Feedback, for_verdict
from hookkata.grading import limits
from hookkata.grading.verdict import SHOWN_CHARS, STATUS_MARKS, printable
from hookkata.tables import for_table, markdown_table

from .strategies import feedback_text


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    monkeypatch.setenv("HOOKKATA_PROGRESS", str(path))
    return path


def violation_chance(p, n):
    if type(n) is not int or not 0 <= p <= 1 or n < 0:
        raise ValueError("bad input")
    return 1 - p**n


def test_a_passing_answer_prints_the_word_pass_and_the_title(capsys, progress_file):
    check(violation_chance)
    assert capsys.readouterr().out == "✅ [pass] 1 · The chance of at least one violation\n"
    assert progress.load(progress_file)["violation-chance"]["status"] == "pass"


def test_a_wrong_answer_says_which_property_the_counterexample_what_came_back_and_a_hint(capsys):
    def violation_chance(p, n):
        return p**n

    check(violation_chance)
    out = capsys.readouterr().out
    assert out.startswith("❌ [fail] 1 · The chance of at least one violation\n")
    for label in (
        "Property: the result is 1 - p**n",
        "Counterexample: violation_chance(",
        "Your answer returned:",
        "Expected:",
        "Hint:",
    ):
        assert label in out


@pytest.mark.parametrize(
    ("p", "n", "hint"),
    [
        (0.0, 1, "p = 0 and p = 1 are probabilities"),
        (0.5, 0, "n = 0 (no requests) is a whole number"),
        (0.0, 0, ""),
    ],
)
def test_a_hint_shows_only_when_the_counterexample_tells_which_mistake(p, n, hint):
    """An answer refusing one sensible input is told which; refusing both edges at once
    (p = 0 and n = 0) fits either mistake: no hint, not the property's, and no Hint line."""
    from hookkata.grading.exercise import Exercise

    chosen = exercise("violation-chance")
    formula = next(prop for prop in chosen.properties if prop.id == "formula")
    only = dataclasses.replace(formula, fixed=((p, n),), cases={}, examples=None)
    narrowed = Exercise(**{**vars(chosen), "properties": (only,)})

    def violation_chance(p, n):
        raise ValueError("p and n must be positive")

    verdict = grade(narrowed, violation_chance, profile="dev-fixed")
    assert verdict.status == "fail", verdict.report()
    if hint:
        assert hint in verdict.hint, verdict.report()
    else:
        assert verdict.hint == "", verdict.report()
        assert "Hint:" not in verdict.report()


def test_the_stub_says_not_started_yet(capsys):
    check(exercise("rule-home").starter())
    out = capsys.readouterr().out
    assert out.startswith("❌ [not started] 2 · ")
    assert "not started yet" in out


def test_an_exception_is_one_line_with_type_message_and_input():
    def same_user_hook(call):
        return 1 / 0

    verdict = grade(exercise("same-user"), same_user_hook)
    assert verdict.status == "error"
    assert verdict.message.startswith(
        "your code raised ZeroDivisionError: division by zero for lookup_user("
    )
    assert "Traceback" not in verdict.report()


def test_a_counterexample_keeps_runs_of_spaces_inside_a_value():
    """Two spaces in a reason are shown as two: the one-line view joins lines only (batch
    AK's answer failed on 'BLOCKED:  BLOCKED: ...' and was shown one space)."""
    from .kata.answers import synthetic_prefix_run_single_spaced

    verdict = grade(exercise("synthetic-denial"), synthetic_prefix_run_single_spaced)
    assert verdict.status == "fail"
    assert "BLOCKED:  BLOCKED:" in verdict.report()


@pytest.mark.parametrize(
    ("kind", "raised"),
    [(NotImplementedError, "NotImplementedError: "), (MemoryError, "ObserverOutOfMemory: ")],
)
def test_a_hooks_exception_let_through_is_a_crash_not_a_stub_or_out_of_memory(kind, raised):
    """A hook's NotImplementedError (or MemoryError) that the answer lets escape is that
    answer's crash, named as it is: not "not started" (the stub's own NotImplementedError)
    and not "out of memory"."""

    def run_observers(hooks, event, report):
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except kind:
                raise
            except Exception as exc:
                report(hook, exc)
                failed += 1
        return failed

    verdict = grade(exercise("observers"), run_observers, profile="dev-fixed")
    assert verdict.status == "error"
    assert verdict.message.startswith(f"your code raised {raised}")
    assert "of every built-in kind too" in verdict.hint


@pytest.mark.parametrize("how", ["loop", "sleep"])
def test_a_hanging_answer_is_stopped_with_a_clear_message(monkeypatch, how):
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)

    def free_tier_hook(call):
        if how == "sleep":
            time.sleep(60)
        while True:
            pass

    started = time.perf_counter()
    verdict = grade(exercise("free-tier"), free_tier_hook)
    assert time.perf_counter() - started < 10
    assert verdict.status == "error"
    assert "timed out after 0.2 s without an answer" in verdict.message
    # The message says what to look for; the property's hint (what to return) would mislead.
    assert verdict.hint == ""
    assert "Hint:" not in verdict.report()


def test_a_hang_is_stopped_outside_the_main_thread_too(monkeypatch):
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)

    def free_tier_hook(call):
        while True:
            pass

    verdicts = []
    worker = threading.Thread(
        target=lambda: verdicts.append(grade(exercise("free-tier"), free_tier_hook))
    )
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive()
    assert "timed out after" in verdicts[0].message


def test_runaway_recursion_is_reported_and_the_stack_limit_restored():
    import sys

    limit = sys.getrecursionlimit()

    def install_guard(dispatcher, guard):
        dispatcher.call_tool = lambda block: guard(block) or dispatcher.call_tool(block)
        return lambda: None

    verdict = grade(exercise("save-before-replace"), install_guard)
    assert verdict.status == "fail"
    assert "RecursionError" in verdict.got
    assert sys.getrecursionlimit() == limit


def test_a_missing_function_is_explained_when_checked_by_id(capsys):
    namespace: dict = {}
    exec("from hookkata import check\ncheck('rule-home')", namespace)
    out = capsys.readouterr().out
    assert "rule_home is not defined" in out


def test_checking_by_id_finds_the_function_in_the_callers_namespace(capsys):
    namespace: dict = {}
    exec(
        "from hookkata import check\ndef rule_home(reads, must_prevent):\n    raise NotImplementedError\ncheck('rule-home')",
        namespace,
    )
    assert "not started yet" in capsys.readouterr().out


def test_a_wrong_signature_is_named(capsys):
    def violation_chance(p):
        return p

    check(violation_chance)
    assert (
        "wrong signature: expected violation_chance(p, n), got violation_chance(p)"
        in capsys.readouterr().out
    )


def test_an_unknown_function_lists_the_catalog():
    def my_function(x):
        return x

    with pytest.raises(KeyError, match="violation-chance"):
        check(my_function)


def test_check_all_prints_the_notebooks_table(capsys):
    check_all("03")  # this module defines none of notebook 03's functions
    out = capsys.readouterr().out
    assert "same_user_hook is not defined" in out
    assert "3 · Only the session's own account" in out
    assert "4 · Free tier cannot open case files" in out
    assert "0/3 passed" in out


def test_check_all_where_nothing_is_defined_leaves_progress_as_it_was(progress_file, capsys):
    """check_all run outside the notebook's kernel (a terminal) once replaced earlier passes
    with "not defined" errors; an answer that is not there now records nothing."""
    check(violation_chance)
    before = json.loads(progress_file.read_text())
    check_all("03")
    check("same_user_hook")
    out = capsys.readouterr().out
    assert "same_user_hook is not defined" in out
    assert json.loads(progress_file.read_text()) == before
    assert before["violation-chance"]["status"] == "pass"


def test_progress_shows_every_exercise_with_the_latest_result(capsys):
    check(violation_chance)
    capsys.readouterr()
    assert main(["progress"]) == 0
    out = capsys.readouterr().out
    assert "✅  1 · The chance of at least one violation" in out
    assert "not checked yet" in out
    assert "1/13 passed" in out


def test_progress_can_be_turned_off(monkeypatch, tmp_path):
    monkeypatch.setenv("HOOKKATA_PROGRESS", "off")
    monkeypatch.chdir(tmp_path)
    check(violation_chance)
    assert list(tmp_path.iterdir()) == []


def test_a_demonstration_check_leaves_progress_alone(capsys, progress_file):
    check(violation_chance, record=False)
    assert "[pass]" in capsys.readouterr().out
    assert not progress_file.exists()


# Renderings: in a notebook an HTML table, elsewhere the same words as text. The status is
# always a word; an answer's output is shown as text, never interpreted as markup.

ALLOWED_TAGS = {"div", "span", "strong", "table", "thead", "tbody", "tr", "th", "td", "code", "p"}
ALLOWED_ATTRIBUTES = {"class", "style", "scope", "aria-hidden"}


class Markup(HTMLParser):
    """The tags, attributes and text of an HTML fragment; fails on unbalanced tags."""

    def __init__(self, fragment: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attributes: set[str] = set()
        self.data: list[str] = []
        self.open: list[str] = []
        self.feed(fragment)
        self.close()
        assert self.open == [], f"left open: {self.open}"

    @property
    def text(self) -> str:
        return "".join(self.data)

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attributes |= {name for name, _ in attrs}
        self.open.append(tag)

    def handle_endtag(self, tag):
        assert self.open, f"</{tag}> closes nothing"
        assert self.open.pop() == tag, f"</{tag}> closes another tag"

    def handle_data(self, data):
        self.data.append(data)

    def handle_comment(self, data):
        raise AssertionError(f"a comment got through: {data!r}")

    def handle_decl(self, decl):
        raise AssertionError(f"a declaration got through: {decl!r}")


def assert_safe(feedback: Feedback) -> Markup:
    """Both renderings encode as UTF-8; the HTML holds only our tags and attributes."""
    feedback.text.encode("utf-8")
    feedback.html.encode("utf-8")
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", feedback.text + feedback.html)
    markup = Markup(feedback.html)
    assert set(markup.tags) <= ALLOWED_TAGS, markup.tags
    assert markup.attributes <= ALLOWED_ATTRIBUTES, markup.attributes
    return markup


def _timing_out(call):
    while True:
        pass


GRADED = {
    "pass": ("violation-chance", violation_chance),
    "fail": ("violation-chance", lambda p, n: p**n),
    "not-started": ("rule-home", exercise("rule-home").starter()),
    "error": ("same-user", lambda call: 1 / 0),
    "timeout": ("free-tier", _timing_out),
}


@pytest.fixture(params=list(GRADED))
def graded(request, monkeypatch):
    """A real verdict of each kind, from grade()."""
    monkeypatch.setattr(limits, "CALL_SECONDS", 0.2)
    key, answer = GRADED[request.param]
    return request.param, grade(exercise(key), answer, profile="dev-fixed")


STATUS_OF = {"timeout": "error"}
WORD_OF = {"pass": "pass", "fail": "fail", "not-started": "not started", "error": "error"}


def test_each_status_is_said_as_a_word_in_both_renderings(graded):
    """Text and HTML both say pass, fail, not started or error, with every detail."""
    kind, verdict = graded
    status = STATUS_OF.get(kind, kind)
    word = WORD_OF[status]
    assert verdict.status == status
    feedback = for_verdict(verdict)
    first_line = feedback.text.splitlines()[0]
    assert first_line.startswith(f"{STATUS_MARKS[status]} [{word}] {verdict.title}")
    assert first_line.removeprefix(STATUS_MARKS[status]).strip().startswith(f"[{word}]")
    markup = assert_safe(feedback)
    badge = f'<span aria-hidden="true">{HTML_MARKS[status]}</span> {word}</span>'
    assert badge in feedback.html
    assert f"background:{STATUS_COLOURS[status]}" in feedback.html
    assert verdict.title in markup.text
    for label, value in verdict.details():
        assert f"{label}: {value}" in feedback.text
        assert label in markup.text
        assert value in markup.text
    if kind == "pass":
        assert feedback.text == f"✅ [pass] {verdict.title}"
        assert verdict.details() == []
    if kind == "fail":
        assert [label for label, _ in verdict.details()] == [
            "Property",
            "Counterexample",
            "Your answer returned",
            "Expected",
            "Hint",
        ]
    if kind in ("not-started", "error", "timeout"):
        assert verdict.message in feedback.text
        assert verdict.message in markup.text
    if kind == "timeout":
        assert "timed out after 0.2 s" in markup.text


def test_the_text_rendering_is_the_repr_so_nbval_and_consoles_see_words():
    """IPython's text/plain (and repr()) of the feedback is exactly the printed text."""
    from IPython.lib.pretty import pretty

    feedback = for_verdict(grade(exercise("violation-chance"), lambda p, n: p**n))
    assert pretty(feedback) == repr(feedback) == str(feedback) == feedback.text
    assert feedback._repr_html_() == feedback.html


class Sneaky:
    def __repr__(self):
        return '<img src=x onerror="alert(1)">\n' * 1000


HOSTILE_ANSWERS = {
    "returns markup": lambda p, n: "<script>alert('x')</script> & \"q\"",
    "repr is markup": lambda p, n: Sneaky(),
    "raises markup": lambda p, n: (_ for _ in ()).throw(
        ValueError("</td><script>x</script>\ud800 & 'q'\nline2\x1b[2J")
    ),
    "returns a lone surrogate": lambda p, n: "\ud800",
    "returns a megabyte": lambda p, n: "&<" * 500_000,
}


@pytest.mark.parametrize("answer", HOSTILE_ANSWERS.values(), ids=HOSTILE_ANSWERS.keys())
def test_an_answers_output_is_shown_as_text_never_as_markup(capsys, answer):
    """What an answer returns or raises is escaped in HTML and printable as text."""
    answer.__name__ = "violation_chance"
    verdict = grade(exercise("violation-chance"), answer, profile="dev-fixed")
    assert verdict.status == "fail"
    feedback = for_verdict(verdict)
    markup = assert_safe(feedback)
    assert "script" not in markup.tags
    assert "img" not in markup.tags
    assert printable(verdict.got) in markup.text
    assert len(feedback.html) < 10_000
    check(answer, record=False)  # prints, whatever the answer held
    assert capsys.readouterr().out == feedback.text + "\n"


def test_a_lone_surrogate_is_shown_as_its_escape():
    """Printing a lone surrogate would raise; the feedback shows \\ud800 instead."""
    verdict = grade(exercise("violation-chance"), HOSTILE_ANSWERS["raises markup"])
    feedback = for_verdict(verdict)
    assert "\\ud800" in feedback.text
    assert "\\ud800" in Markup(feedback.html).text
    assert "\\x1b[2J" in feedback.text


@settings(max_examples=150, deadline=None)
@given(
    status=st.sampled_from(["pass", "fail", "not-started", "error"]),
    fields=st.lists(feedback_text, min_size=7, max_size=7),
)
def test_any_text_in_any_field_renders_safely(status, fields):
    """Whatever each field holds, both renderings are safe and say the status word."""
    title, message, prop, example, got, expected, hint = fields
    verdict = Verdict("x", title, status, message, prop, example, got, expected, hint)
    feedback = for_verdict(verdict)
    markup = assert_safe(feedback)
    word = WORD_OF[status]
    assert feedback.text.startswith(f"{STATUS_MARKS[status]} [{word}] ")
    assert f"</span> {word}</span>" in feedback.html
    assert printable(title) in markup.text
    for _, value in verdict.details():
        assert printable(value) in markup.text
    table = for_table([verdict])
    assert_safe(table)
    assert word in table.text.splitlines()[1]


def test_a_field_is_cut_and_the_cut_is_counted():
    verdict = Verdict("x", "t", "fail", got="a" * 1_000_000, prop="p")
    feedback = for_verdict(verdict)
    assert f"({1_000_000 - SHOWN_CHARS} more characters)" in feedback.text
    assert len(feedback.html) < SHOWN_CHARS + 2_000


def test_a_value_over_several_lines_stays_under_its_label():
    verdict = Verdict("x", "t", "fail", prop="p", got="line one\nline two")
    assert "   Your answer returned: line one\n                         line two" in (
        verdict.report()
    )


def test_check_all_shows_a_table_with_a_word_and_the_feedback_of_each_exercise(capsys):
    """The table: one row per exercise, its status word, its feedback, and the count."""
    verdicts = [
        grade(exercise("violation-chance"), violation_chance),
        grade(exercise("violation-chance"), lambda p, n: p**n),
        grade(exercise("rule-home"), exercise("rule-home").starter()),
        grade(exercise("same-user"), None),
    ]
    table = for_table(verdicts)
    lines = table.text.splitlines()
    assert lines[0].split() == ["exercise", "status", "note"]
    assert [line.split("  ")[0] for line in lines[1:5]] == ["✅", "❌", "❌", "❌"]
    for line, word in zip(lines[1:5], ["pass", "fail", "not started", "error"], strict=True):
        assert f"  {word}  " in line or line.endswith(f"  {word}")
    assert lines[-1] == "1/4 passed"
    markup = assert_safe(table)
    assert markup.tags.count("tr") == 1 + 4 + sum(len(v.details()) for v in verdicts)
    assert re.findall(r"</span> ([a-z ]+)</span>", table.html) == [
        "pass",
        "fail",
        "not started",
        "error",
    ]
    assert "Counterexample" in markup.text
    assert "same_user_hook is not defined" in markup.text
    assert "1/4 passed" in markup.text


def test_check_all_with_no_exercises_says_so(capsys):
    check_all("09")
    assert capsys.readouterr().out == "notebook '09' has no exercises.\n"


def test_the_markdown_summary_says_the_word_and_escapes_markup():
    verdict = Verdict("x", "1 · t", "not-started", "<b>bold</b> | & more")
    table = markdown_table([verdict])
    assert "| ❌ | 1 · t | not started | &lt;b&gt;bold&lt;/b&gt; / &amp; more |" in table
    assert "<b>" not in table


def test_in_a_jupyter_kernel_check_and_check_all_display_html_with_plain_text(tmp_path):
    """In a real kernel: one display with text/html and text/plain, nothing printed."""
    import nbformat
    from nbclient import NotebookClient

    from hookkata.grading.files import kernel_config

    cells = [
        "from hookkata import check, check_all",
        "def violation_chance(p, n):\n    return p**n\ncheck(violation_chance, record=False)",
        "def violation_chance(p, n):\n    raise ValueError('<b>\\ud800</b>')\n"
        "check(violation_chance, record=False)",
        "check_all('01')",
    ]
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    NotebookClient(notebook, kernel_name="python3", timeout=120, config=kernel_config()).execute(
        env={**os.environ, "HOOKKATA_PROFILE": "dev-fixed", "HOOKKATA_PROGRESS": "off"}
    )
    for cell in notebook.cells[1:]:
        [output] = cell.outputs
        assert output.output_type == "display_data"
        assert set(output.data) == {"text/html", "text/plain"}
        assert_safe(Feedback(output.data["text/plain"], output.data["text/html"]))
    wrong, raising, table = (cell.outputs[0].data for cell in notebook.cells[1:])
    assert wrong["text/plain"].startswith("❌ [fail] 1 · The chance of at least one violation\n")
    assert "Your answer returned" in wrong["text/plain"]
    assert 'class="hookkata-verdict"' in wrong["text/html"]
    assert "&lt;b&gt;\\ud800&lt;/b&gt;" in raising["text/html"]
    assert table["text/plain"].endswith("0/1 passed")
    assert 'class="hookkata-table"' in table["text/html"]


def _walkthrough_strip_once(tool_use_id, deny):
    """Follows an older hint word for word: one removeprefix('BLOCKED: ')."""
    reason = deny.reason.lstrip("BLOCKED: ")
    text = f"BLOCKED: {reason}" + (f" {deny.alternative}" if deny.alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}


def _walkthrough_startswith(call):
    import os.path

    from toolhooks import Deny

    cwd = call.context.attributes.get("cwd") or ""
    path = os.path.normpath(os.path.join(cwd, call.input.get("file_path", "")))
    if call.tool_name in ("Write", "Edit") and not path.startswith(cwd):
        return Deny("outside the project", "write inside it")
    return None


@pytest.mark.parametrize(
    ("key", "answer", "whole_fix"),
    [
        ("synthetic-denial", _walkthrough_strip_once, "every leading 'BLOCKED:'"),
        ("keep-writes-in-project", _walkthrough_startswith, "both normalised first"),
    ],
)
def test_a_hint_that_gives_a_recipe_gives_all_of_it(key, answer, whole_fix):
    """Cold walkthrough: a recipe taken literally (removeprefix once; commonpath of an
    unnormalised folder) failed the next clause. The hint now names the whole fix."""
    verdict = grade(exercise(key), answer, profile="dev-fixed")
    assert verdict.status == "fail", verdict.report()
    assert whole_fix in verdict.hint, verdict.report()


def test_the_hint_for_a_fractional_n_also_rules_out_bools():
    """Cold walkthrough: the first hint (n = 2.5) led to a fix that let True through, one
    more attempt; the hints for a fractional or whole non-int n now say bools are out too."""

    def checks_p_only(p, n):
        if not 0 <= p <= 1 or n < 0:
            raise ValueError("p is not a probability, or n is negative")
        return 1 - p**n

    def checks_whole_n(p, n):
        if not 0 <= p <= 1 or n < 0 or n != int(n):
            raise ValueError("bad input")
        return 1 - p ** int(n)

    for answer in (checks_p_only, checks_whole_n):
        verdict = grade(exercise("violation-chance"), answer, profile="dev-fixed")
        assert verdict.status == "fail", verdict.report()
        assert "not a bool" in verdict.hint, verdict.report()


def _observers_logging_hook_names(hooks, event, report):  # batch Y: "log which hook ran"
    failed = 0
    for hook in hooks:
        name = hook.__name__  # a partial or a callable object has none: the answer's own crash
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
        del name
    return failed


def test_an_answer_s_own_crash_is_not_told_to_put_try_except_around_the_hooks():
    """Ex 10's default hint is for a hook's exception that escaped: an answer whose own code
    raised (a hook without ``__name__``) gets no hint about a try/except it already has."""
    verdict = grade(exercise("observers"), _observers_logging_hook_names, profile="dev-fixed")
    assert verdict.status == "error"
    assert "__name__" in verdict.message
    assert "try/except" not in verdict.hint


def test_an_id_holding_the_own_one_after_a_letter_or_digit_is_no_namespace():
    """Batch Y's ``03-owner-cached-per-session`` was told ``'u_004'`` is the own id ``'4'``
    in a namespace; a namespace puts a mark before the id (``user:4``), not a digit."""
    from hookkata.exercises.same_user import _near_miss

    assert "namespace" not in _near_miss("u_004", "4")
    assert "namespace" in _near_miss("user:4", "4")
    assert "namespace" in _near_miss("x@u_004", "u_004")


def test_a_hook_object_deep_copied_says_it_cannot_be_copied_not_how_it_is_made():
    """A chain that deep-copies its hooks ran copies in one process; here the hooks are
    the grader's, and copying one used to fail on the grader's socket ("cannot pickle
    'socket' object"). It now says what was copied and what to do instead."""
    from .kata.answers import chain_deep_copies_hooks

    verdict = grade(exercise("pre-chain"), chain_deep_copies_hooks, profile="dev-fixed")
    assert verdict.status == "error"
    assert "cannot copy h0" in verdict.message, verdict.message
    assert "not a copy" in verdict.message
    assert "socket" not in verdict.message


def test_a_function_of_the_grader_s_copies_as_itself_as_a_function_does():
    """``copy`` treats a function as an atom; a stub of one does the same, and any other
    kind of the grader's object refuses with a plain message, pickled or copied."""
    import copy
    import pickle

    from hookkata.grading.child import _Stub

    function = _Stub(None, None, 1, "report")  # type: ignore[arg-type]
    assert copy.copy(function) is function
    assert copy.deepcopy([function])[0] is function
    hook = _Stub(None, None, 2, "h0")  # type: ignore[arg-type]
    hook._grader_type = "RecordingHook"
    with pytest.raises(TypeError, match="cannot copy h0 \\(a RecordingHook\\)"):
        copy.deepcopy({"hooks": [hook]})
    with pytest.raises(TypeError, match="cannot pickle h0"):
        pickle.dumps(hook)


def test_an_answer_s_own_crash_gets_no_property_s_hint_but_a_hook_s_escaping_does():
    """A crash of the answer's own making (a PermissionError it raises, an
    UnboundLocalError) is not what a property's hint was written for: the difference
    speaks alone. A hook's exception that escaped is that property's evidence."""
    from .kata.answers import (
        answer_turn_appends_in_finally,
        free_tier_raises_permission_error,
        observers_raise_at_the_end,
    )

    own = [
        ("free-tier", free_tier_raises_permission_error, "PermissionError"),
        ("answer-turn", answer_turn_appends_in_finally, "UnboundLocalError"),
    ]
    for key, answer, kind in own:
        verdict = grade(exercise(key), answer, profile="dev-fixed")
        assert (verdict.status, verdict.hint) == ("error", ""), verdict.report()
        assert kind in verdict.message
    escaped = grade(exercise("observers"), observers_raise_at_the_end, profile="dev-fixed")
    assert escaped.status == "error"
    assert "try/except Exception around each hook call" in escaped.hint
