"""What a learner sees from check(): marks, plain-words feedback, crashes in one line,
hangs stopped, missing or mis-signed functions explained, progress kept."""

from __future__ import annotations

import threading
import time

import pytest

from hookkata import check, check_all, exercise, grade, probe, progress
from hookkata.__main__ import main


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    monkeypatch.setenv("HOOKKATA_PROGRESS", str(path))
    return path


def violation_chance(p, n):
    if not 0 <= p <= 1 or n < 0 or n != int(n):
        raise ValueError("bad input")
    return 1 - p**n


def test_a_passing_answer_prints_a_tick_and_the_title(capsys, progress_file):
    check(violation_chance)
    assert capsys.readouterr().out == "✅ 1 · The chance of at least one violation\n"
    assert progress.load(progress_file)["violation-chance"]["status"] == "pass"


def test_a_wrong_answer_says_which_property_the_counterexample_what_came_back_and_a_hint(capsys):
    def violation_chance(p, n):
        return p**n

    check(violation_chance)
    out = capsys.readouterr().out
    assert out.startswith("❌ 1 · The chance of at least one violation\n")
    for label in (
        "Property: the result is 1 - p**n",
        "Smallest counterexample: violation_chance(",
        "Your answer returned:",
        "Expected:",
        "Hint:",
    ):
        assert label in out


def test_the_stub_says_not_started_yet(capsys):
    check(exercise("rule-home").starter())
    assert "not started yet" in capsys.readouterr().out


def test_an_exception_is_one_line_with_type_message_and_input():
    def same_user_hook(call):
        return 1 / 0

    verdict = grade(exercise("same-user"), same_user_hook)
    assert verdict.status == "error"
    assert verdict.message.startswith(
        "your code raised ZeroDivisionError: division by zero for lookup_user("
    )
    assert "Traceback" not in verdict.report()


@pytest.mark.parametrize("how", ["loop", "sleep"])
def test_a_hanging_answer_is_stopped_with_a_clear_message(monkeypatch, how):
    monkeypatch.setattr(probe, "CALL_SECONDS", 0.2)

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


def test_a_hang_is_stopped_outside_the_main_thread_too(monkeypatch):
    monkeypatch.setattr(probe, "CALL_SECONDS", 0.2)

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
    assert "✅" in capsys.readouterr().out
    assert not progress_file.exists()
