"""Where an answer is called (:mod:`hookkata.grading.places`): the schedule, the worker's
side (another thread, a running event loop, beside another call) and the words by which an
error says the place made it."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from pathlib import Path
from typing import Any

import pytest

from hookkata.grading import places
from hookkata.grading.child import _on_a_thread_of_the_answers


def test_the_schedule_puts_the_second_and_third_calls_elsewhere_then_one_beside():
    at_once = [places.place_of(n, "at once") for n in range(1, 7)]
    assert at_once == ["main", "thread", "loop", "beside", "beside", "beside"]  # until one ran
    assert {places.place_of(n, "at once", beside_done=True) for n in range(4, 40)} == {"main"}
    anywhere = [places.place_of(n, "anywhere") for n in range(1, 40)]
    assert anywhere[:3] == ["main", "thread", "loop"]
    assert set(anywhere[3:]) == {"main"}
    assert {places.place_of(n, "nowhere") for n in range(1, 50)} == {"main"}


def _raised(run: Any) -> BaseException:
    box: dict[str, Any] = {}
    try:
        run()
    except BaseException as exc:
        box["error"] = exc
    return box["error"]


def _on_a_thread(run: Any) -> BaseException:
    box: dict[str, BaseException] = {}
    thread = threading.Thread(target=lambda: box.setdefault("error", _raised(run)))
    thread.start()
    thread.join()
    return box["error"]


def test_pythons_own_words_tell_an_error_the_place_made():
    by_signal = _on_a_thread(lambda: signal.signal(signal.SIGALRM, signal.SIG_DFL))
    by_loop = _on_a_thread(asyncio.get_event_loop)
    local = threading.local()
    by_local = _on_a_thread(lambda: local.memo)
    assert all(places.made_by_the_place("thread", e) for e in (by_signal, by_loop, by_local))

    async def nested() -> BaseException:
        coroutine = asyncio.sleep(0)
        try:
            return _raised(lambda: asyncio.run(coroutine))
        finally:
            coroutine.close()

    in_loop = asyncio.run(nested())
    assert places.made_by_the_place("loop", in_loop)
    assert not places.made_by_the_place("loop", by_signal)
    assert not places.made_by_the_place("thread", ValueError("p must be in [0, 1]"))
    assert not places.made_by_the_place("main", by_signal)


def test_a_call_on_another_thread_runs_on_a_grading_thread_off_the_main_one():
    seen = places.run_in("thread", lambda: threading.current_thread(), [])
    assert isinstance(seen, places.GradingThread)
    assert seen is not threading.main_thread()


def test_a_call_inside_a_loop_finds_it_running():
    loop = places.run_in("loop", asyncio.get_running_loop, [])
    assert isinstance(loop, asyncio.AbstractEventLoop)


@pytest.mark.parametrize(
    "leave",
    [
        lambda loop, done: loop.call_soon(done.append, "report"),
        lambda loop, done: loop.call_later(0, done.append, "report"),
        lambda loop, done: loop.create_task(asyncio.sleep(0)),
    ],
    ids=["call_soon", "call_later", "create_task"],
)
def test_a_call_inside_a_loop_that_leaves_work_there_for_later_is_told_so(leave):
    """Work scheduled on the host's loop runs only after the call returned: too late for
    a report that was to be made at once (batch BJ deferred one with call_soon)."""
    done: list[str] = []

    def answer() -> str:
        leave(asyncio.get_running_loop(), done)
        return "returned"

    with pytest.raises(places.LeftOnTheLoop) as told:
        places.run_in("loop", answer, [])
    assert places.made_by_the_place("loop", told.value)
    assert places.run_in("loop", lambda: "returned", []) == "returned"


def test_a_grading_thread_is_not_the_answers_but_a_thread_it_starts_is():
    def started_here() -> bool:
        box: list[bool] = []
        thread = threading.Thread(target=lambda: box.append(_on_a_thread_of_the_answers()))
        thread.start()
        thread.join()
        return box[0]

    assert places.run_in("thread", _on_a_thread_of_the_answers, []) is False
    assert places.run_in("thread", started_here, []) is True
    assert _on_a_thread_of_the_answers() is False  # the main thread


_STAGED: dict[str, Any] = {}


def staged(p: float, n: int) -> float:
    _STAGED["p"], _STAGED["n"] = p, n
    checked = _STAGED["n"] >= 0
    return 1 - _STAGED["p"] ** _STAGED["n"] if checked else 0.0


_WHOLE_CALL = threading.Lock()


def serialised(p: float, n: int) -> float:
    with _WHOLE_CALL:
        _STAGED["p"], _STAGED["n"] = p, n
        return 1 - _STAGED["p"] ** _STAGED["n"]


def plain(p: float, n: int) -> float:
    power = p**n
    return 1 - power


def test_a_call_that_stages_its_arguments_in_a_module_dict_gets_the_other_calls():
    mine, others = places.beside(staged, [0.5, 2], lambda: [0.9, 1], globals())
    assert mine["result"] != plain(0.5, 2)  # it read the other call's values
    assert others
    assert all(o["result"] == pytest.approx(0.1) for o in others)


def test_a_call_holding_a_lock_for_its_whole_run_lets_the_other_finish_after_it():
    mine, others = places.beside(serialised, [0.5, 2], lambda: [0.9, 1], globals())
    assert mine["result"] == plain(0.5, 2)
    assert len(others) == 2  # before `with`, one ran through; inside, one waited: no more
    assert all(o["result"] == pytest.approx(0.1) for o in others)
    _mine, again = places.beside(serialised, [0.5, 2], lambda: [0.9, 1], globals())
    assert len(again) == 2  # the same on the next call beside: it waited, the rest ran alone


def test_a_plain_call_and_the_others_each_get_their_own_result_at_every_line():
    mine, others = places.beside(plain, [0.5, 2], lambda: [0.9, 1], globals())
    assert mine["result"] == 0.75
    assert len(others) == 2  # one per line of `plain`
    assert all(o["result"] == pytest.approx(0.1) and o["args"] == [0.9, 1] for o in others)


def test_others_run_at_the_answers_own_lines_only_and_at_most_so_many_times():
    def loops(count: int) -> int:
        total = 0
        for _ in range(count):
            total += 1
        return total

    _mine, others = places.beside(loops, [100], lambda: [1], globals())
    assert len(others) == places.INTERLEAVINGS
    _mine, none = places.beside(loops, [100], lambda: [1], {"another": "module"})
    assert none == []


def test_what_the_call_raises_is_kept_as_its_outcome():
    mine, others = places.beside(plain, ["p", 2], lambda: [0.5, 1], globals())
    assert isinstance(mine["error"], TypeError)  # "p" ** 2
    mine, others = places.beside(plain, [0.5, 2], lambda: ["p", 1], globals())
    assert mine["result"] == 0.75
    assert all(isinstance(o["error"], TypeError) for o in others)


def test_a_misplaced_verdict_says_where_the_call_ran_and_what_it_gave_alone():
    said = places.AnswerMisplaced("f(1)", "loop", "raised RuntimeError: x", "0.5")
    assert "inside a running event loop" in said.message
    assert "0.5" in said.message
    assert said.hint == places.HINTS["loop"]
    beside = places.AnswerMisplaced("f(1)", "beside", "0.1", "0.5", beside="f(2)")
    assert "while f(2) ran on another thread" in beside.message
    unasked = places.AnswerMisplaced("f(1)", "thread", "raised ValueError: main thread", "")
    assert "an error of that place" in unasked.message


def test_a_racy_answer_gets_the_same_verdict_on_every_run():
    """Which calls go where is fixed by their number: the verdict does not vary."""
    from hookkata import exercise, grade

    from .kata.batch_answers import chance_args_staged_in_a_module_dict as racy

    verdicts = [grade(exercise("violation-chance"), racy, profile="ci") for _ in range(3)]
    assert {v.status for v in verdicts} == {"fail"}
    assert len({(v.message, v.hint) for v in verdicts}) == 1
    assert verdicts[0].hint == places.HINTS["beside"]


def test_a_call_made_apart_runs_in_a_copy_whose_changes_stay_there(monkeypatch):
    from hookkata.grading import child
    from hookkata.grading.codec import Codec

    codec = Codec(lambda *_: None, side="child")
    monkeypatch.setattr(child, "_OWN_PROCESS", [True])
    _STAGED.clear()

    def changes() -> dict[str, Any]:
        _STAGED["seen"] = True
        return {"op": "return", "value": codec.encode(ValueError("x"))}

    first, second = child._forked(changes, codec, 1), child._forked(changes, codec, 2)
    assert _STAGED == {}  # the copies' changes never reached this process
    numbers = {first["value"]["$exc"][3], second["value"]["$exc"][3]}
    assert len(numbers) == 2  # each copy numbers its objects from its own range
    monkeypatch.setattr(child, "_OWN_PROCESS", [False])
    assert "fault" in child._forked(changes, codec, 1)  # no fork: nothing judged apart
    assert _STAGED == {}


def test_copies_draw_the_random_numbers_this_process_would(monkeypatch):
    """A fork reseeds ``random``: without its state carried over, an answer that picks its
    words at random gives one thing in its place and another alone, and the place is blamed
    (batch BJ's random alternatives were told of event loops)."""
    import random

    from hookkata.grading import child
    from hookkata.grading.codec import Codec

    codec = Codec(lambda *_: None, side="child")
    monkeypatch.setattr(child, "_OWN_PROCESS", [True])

    def draws() -> dict[str, Any]:
        return {"op": "return", "value": [random.random() for _ in range(3)]}

    copies = [child._forked(draws, codec, n)["value"] for n in (1, 2, 3)]
    assert copies[0] == copies[1] == copies[2] == draws()["value"]


def test_a_copy_that_never_replies_is_killed_and_is_a_fault(monkeypatch, tmp_path):
    """The trusted side's limit counts the worker's time, not a copy's: a copy blocked on a
    lock another thread held when it was forked must not hold the grade for ever."""
    from hookkata.grading import child
    from hookkata.grading.codec import Codec

    codec = Codec(lambda *_: None, side="child")
    monkeypatch.setattr(child, "_OWN_PROCESS", [True])
    monkeypatch.setattr(places, "COPY_SECONDS", 0.2)
    held, pid_file = threading.Lock(), tmp_path / "copy.pid"

    def blocks() -> dict[str, Any]:
        pid_file.write_text(str(os.getpid()))
        held.acquire()  # held by this process's test when the copy was forked: never free
        return {"op": "return", "value": None}

    with held:
        reply = child._forked(blocks, codec, 1)
    assert reply == {"fault": "the copy ended without a reply in time"}
    assert not Path(f"/proc/{pid_file.read_text()}").exists()  # killed and reaped


_STAGED_UNDER_LOCK: dict[str, Any] = {}


def chance_staged_under_one_lock(p, n):  # the racy answer, made safe: a lock for the whole call
    from .kata.answers import chance_by_complement

    with _WHOLE_CALL:
        _STAGED_UNDER_LOCK["p"], _STAGED_UNDER_LOCK["n"] = p, n
        return chance_by_complement(_STAGED_UNDER_LOCK["p"], _STAGED_UNDER_LOCK["n"])


def test_an_answer_holding_a_lock_for_its_whole_call_passes():
    """The Returns' promise: state shared between calls is fine under a lock held for the
    whole call, that waits (the call beside it finishes after it: the copies take longer)."""
    from hookkata import exercise, grade

    verdict = grade(exercise("violation-chance"), chance_staged_under_one_lock, profile="ci")
    assert verdict.status == "pass", verdict.report()


def test_a_call_is_written_out_for_feedback_only_when_feedback_shows_it(monkeypatch):
    """Every plain call is kept as the one a call ``beside`` may run beside; how it looks in
    feedback (a ``repr`` of all its arguments, long for a session's outcomes) is written only
    when a misplaced verdict shows it, not on every call."""
    from hookkata import exercise, grade
    from hookkata.grading import remote

    from .kata.batch_answers import chance_args_staged_in_a_module_dict as racy

    written: list[str] = []
    real_shown = remote.RemoteFunction._shown

    def counted(self: Any, args: tuple[Any, ...]) -> str:
        written.append(text := real_shown(self, args))
        return text

    monkeypatch.setattr(remote.RemoteFunction, "_shown", counted)
    chosen = exercise("violation-chance")
    assert grade(chosen, chosen.reference, profile="ci", allow_copies=True).status == "pass"
    assert written == []
    assert grade(chosen, racy, profile="ci").status == "fail"
    assert 1 <= len(written) <= 2  # the misplaced call, and the one it ran beside
