"""Calls in a row in the answer's process: what one call cannot show, shown.

``call_twice``: a result shared between two calls shows, though dicts cross by value.
``call_grown``: a memo keyed on the list's ``id`` (or on the other arguments) shows.
``call_fresh``: a memo keyed on an argument's ``id`` shows once the address is reused.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from hookkata.grading.limits import WorkerLost
from hookkata.grading.probe import (
    AnswerCrashed,
    AnswerLost,
    call_each_changed,
    call_fresh,
    call_grown,
    call_in_steps,
    call_keeping_arguments,
    call_twice,
)
from hookkata.grading.remote import RemoteFunction, fork_worker
from hookkata.grading.steps import (
    MARK,
    RAISED,
    check_steps,
    containers,
    holds_mark,
    mark,
    recycled,
    run_steps,
)
from toolhooks import Deny, HookContext, ToolCall
from toolhooks.testing import DEFAULT_NOW

_SHARED: dict[str, object] = {}


def shared_dict(key: str) -> dict[str, object]:
    """Wrong on purpose: one module-level dict, filled again by each call."""
    _SHARED["key"] = key
    return _SHARED


@functools.cache
def cached_dict(key: str) -> dict[str, object]:
    """Wrong on purpose: equal calls share one cached dict."""
    return {"key": key}


def fresh_dict(key: str) -> dict[str, object]:
    return {"key": key}


def raises_the_second_time(key: str) -> dict[str, object]:
    if key == "b":
        raise ValueError("no second call")
    return {"key": key}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_module_level_dict_is_one_object_and_the_first_result_changes(remote, where):
    answer = remote(shared_dict) if where == "remote" else shared_dict
    before, after, second, same = call_twice(answer, ["a"], ["b"], example="x")
    assert same is True
    assert before == {"key": "a"}
    assert after == second == {"key": "b"}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_cached_dict_is_one_object_for_equal_calls(remote, where):
    answer = remote(cached_dict) if where == "remote" else cached_dict
    assert call_twice(answer, ["a"], ["a"], example="x")[3] is True


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_fresh_dict_per_call_is_two_objects(remote, where):
    answer = remote(fresh_dict) if where == "remote" else fresh_dict
    before, after, second, same = call_twice(answer, ["a"], ["a"], example="x")
    assert (before, after, second, same) == ({"key": "a"}, {"key": "a"}, {"key": "a"}, False)


def test_a_second_call_that_raises_is_the_answers_crash(remote):
    answer = remote(raises_the_second_time)
    with pytest.raises(AnswerCrashed) as crash:
        call_twice(answer, ["a"], ["b"], example="x")
    assert isinstance(crash.value.error, ValueError)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_try_step_names_what_the_call_raised_and_the_row_goes_on(remote, where):
    answer = remote(raises_the_second_time) if where == "remote" else raises_the_second_time
    steps = [["call", ["a"]], ["try", ["b"]], ["try", ["c"]]]
    returned, _, _ = call_in_steps(answer, steps, example="x")
    assert returned == [{"key": "a"}, {RAISED: "ValueError"}, {"key": "c"}]


def _interrupted(_key: str) -> None:
    raise KeyboardInterrupt


def test_a_try_step_lets_an_interrupt_go_on_up(remote):
    with pytest.raises(AnswerCrashed) as crash:
        call_in_steps(remote(_interrupted), [["try", ["a"]]], example="x")
    assert isinstance(crash.value.error, KeyboardInterrupt)


def test_a_malformed_reply_is_a_lost_worker():
    def not_four(*_args: object) -> object:
        return ["only", "three", "items"]

    not_four.in_steps = lambda _steps: not_four  # type: ignore[attr-defined]
    with pytest.raises(AnswerLost):
        call_twice(not_four, ["a"], ["b"], example="x")


def test_a_reply_claiming_identity_with_a_non_bool_is_a_lost_worker():
    def truthy_same(*_args: object) -> object:
        return [[1, 2], [1, 2], [False, 1]]

    truthy_same.in_steps = lambda _steps: truthy_same  # type: ignore[attr-defined]
    with pytest.raises(AnswerLost):
        call_twice(truthy_same, ["a"], ["b"], example="x")


_MEMO: dict[int, int] = {}


def memo_on_id(items: list[int], scale: int) -> int:
    """Wrong on purpose: a sum kept by the list's id, stale once the list grows."""
    return _MEMO.setdefault(id(items), sum(items) * scale)


_BY_SCALE: dict[int, int] = {}


def memo_on_scale(items: list[int], scale: int) -> int:
    """Wrong on purpose: a sum kept by the other argument, stale for any list."""
    return _BY_SCALE.setdefault(scale, sum(items) * scale)


def scaled_sum(items: list[int], scale: int) -> int:
    return sum(items) * scale


@pytest.fixture(autouse=True)
def _forget_memos() -> Iterator[None]:
    yield
    _MEMO.clear()
    _BY_SCALE.clear()


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_memo_on_the_lists_id_is_stale_for_the_grown_list_only(remote, where):
    answer = remote(memo_on_id) if where == "remote" else memo_on_id
    assert call_grown(answer, [1, 2], 10, extra=[3], example="x") == (30, 30, 60)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_memo_on_the_other_argument_is_stale_for_a_new_list_too(remote, where):
    answer = remote(memo_on_scale) if where == "remote" else memo_on_scale
    assert call_grown(answer, [1, 2], 10, extra=[3], example="x") == (30, 30, 30)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_counting_at_each_call_sees_the_list_grow(remote, where):
    answer = remote(scaled_sum) if where == "remote" else scaled_sum
    assert call_grown(answer, [1, 2], 10, extra=[3], example="x") == (30, 60, 60)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_memo_on_the_lists_id_is_stale_for_the_list_cut_in_place(remote, where):
    """``replace``: the very list made to hold other items, in place (batch AM: a tally
    kept by ``id(outcomes)`` adds only the items past its last count)."""
    answer = remote(memo_on_id) if where == "remote" else memo_on_id
    got = call_grown(answer, [1, 2, 3], 10, extra=[4], example="x", replace=True)
    assert got == (60, 60, 40)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_counting_at_each_call_sees_the_list_cut_in_place(remote, where):
    answer = remote(scaled_sum) if where == "remote" else scaled_sum
    got = call_grown(answer, [1, 2, 3], 10, extra=[4], example="x", replace=True)
    assert got == (60, 40, 40)


def test_each_result_is_kept_as_it_was_returned_and_as_the_row_left_it():
    shared: list[int] = []

    def appends(item: int) -> list[int]:
        shared.append(item)
        return shared

    steps = [["call", [1]], ["call", [2]]]
    assert run_steps(steps, lambda args: appends(*args), list) == (
        [[1], [1, 2]],
        [[1, 2], [1, 2]],
        [False, True],
    )


@pytest.mark.parametrize(
    "steps",
    [
        [],
        "call",
        [["again", []]],
        [["extend", [1]], ["call", []]],
        [["call", []], ["twice", []]],
        [["call", "not a list"]],
        [["call", [], "extra"]],
        [["arguments", [0]]],
        [["call", []], ["arguments", [1]]],
        [["call", []], ["arguments", [-1]]],
        [["call", []], ["arguments", [True]]],
        [["call", []], ["arguments", []]],
        [["call", []], ["mark", []], ["arguments", [1]]],
        [["call", []], ["arguments", [0]], ["fresh", []]],
        [["fresh", []], ["arguments", [0]]],
        [["repeat", [3]]],
        [["call", []], ["repeat", [0]]],
        [["call", []], ["repeat", [True]]],
        [["call", []], ["repeat", [100_001]]],
    ],
)
def test_a_malformed_row_of_steps_is_refused_before_any_call(steps):
    calls: list[object] = []
    with pytest.raises(ValueError, match="step"):
        run_steps(steps, calls.append, list)
    with pytest.raises(ValueError, match="step"):
        check_steps(steps)
    assert calls == []


def test_the_worker_refuses_malformed_steps_as_a_protocol_fault():
    started = fork_worker(scaled_sum)
    try:
        stepping = RemoteFunction(started, "answer", "answer", steps=[["again", []]])
        with pytest.raises(WorkerLost, match="expected a call first"):
            stepping()
    finally:
        started.stop("the test is over")


def test_an_answer_raising_recursion_error_in_a_row_is_its_own_crash(remote):
    def recurses(items: list[int], scale: int) -> int:
        return recurses(items, scale)

    with pytest.raises(AnswerCrashed) as crash:
        call_grown(remote(recurses), [1], 2, extra=[3], example="x")
    assert isinstance(crash.value.error, RecursionError)


# --- fresh steps: objects built once the last call's were freed ------------------------------

_BY_ID: dict[int, str] = {}


def reason_by_id(deny: Deny) -> str:
    """Wrong on purpose: a Deny's reason kept by its id, stale for a new Deny at that id."""
    return _BY_ID.setdefault(id(deny), deny.reason)


def reason_itself(deny: Deny) -> str:
    return deny.reason


@pytest.fixture(autouse=True)
def _forget_ids() -> Iterator[None]:
    yield
    _BY_ID.clear()


def _denies(count: int, seed: int) -> list[list[Deny]]:
    return [[Deny(f"reason {seed} {k}", None)] for k in range(count)]


def test_a_memo_on_an_id_answers_a_new_object_at_a_freed_address_in_every_row(remote):
    """The measurement behind the rows' lengths: 20 rows of 12 fresh calls each, every row
    holds a stale answer (CPython reuses a freed object's address), every time."""
    stale_rows = 0
    for seed in range(20):
        answer = remote(reason_by_id)
        got = call_fresh(answer, _denies(12, seed), example="x")
        stale_rows += got != [f"reason {seed} {k}" for k in range(12)]
    assert stale_rows == 20


def test_a_memo_on_an_id_is_never_hit_when_the_objects_are_kept_alive(remote):
    """The same row as plain calls (the worker keeps each object): no address is reused,
    so only the fresh kind shows the memo."""
    answer = remote(reason_by_id)
    steps = [["call", row] for row in _denies(12, 0)]
    assert call_in_steps(answer, steps, example="x")[0] == [f"reason 0 {k}" for k in range(12)]


@pytest.mark.parametrize("where", ["remote", "local"])
def test_an_answer_without_a_memo_gets_every_fresh_row_right(remote, where):
    answer = remote(reason_itself) if where == "remote" else reason_itself
    got = call_fresh(answer, _denies(12, 1), example="x")
    assert got == [f"reason 1 {k}" for k in range(12)]


def test_a_fresh_step_may_start_a_row_and_needs_its_arguments_as_a_list():
    assert run_steps([["fresh", [2]]], lambda args: args[0] * 3, int) == ([6], [6], [False])
    with pytest.raises(ValueError, match="step 0"):
        check_steps([["fresh", "not a list"]])


def test_the_worker_lets_go_of_a_fresh_steps_objects_and_keeps_the_others():
    """``Codec.forget`` drops what the numbers became; an object sent again is built anew."""
    from hookkata.grading.codec import Codec

    sender = Codec(lambda *_: None, side="trusted")
    receiver = Codec(lambda *_: None, side="child")
    kept, dropped = Deny("kept"), Deny("dropped")
    first = receiver.decode(sender.encode(kept))
    before = set(receiver.theirs)
    second = receiver.decode(sender.encode(dropped))
    receiver.forget(set(receiver.theirs) - before)
    assert receiver.decode(sender.encode(kept)) is first
    again = receiver.decode(sender.encode(dropped))
    assert again == second
    assert again is not second


class _Sink:
    """A grader object with a method, sent across as ``Sink().report``."""

    def __call__(self) -> None:
        return None

    def report(self, line: object) -> object:
        return line


class _FunctionStub:
    """What stands in the worker for one of the grader's functions."""

    def __init__(self, number: int) -> None:
        self.number = number

    def __call__(self, *args: object) -> object:
        return (self.number, args)


def test_forget_lets_go_of_the_function_the_methods_of_one_grader_function_share():
    """Two ``Sink().report`` share one ``__func__`` in the worker, as in one process; once
    their numbers are forgotten, nothing in the codec keeps that function alive."""
    import gc
    import weakref

    from hookkata.grading.codec import Codec

    sender = Codec(lambda *_: None, side="trusted")
    receiver = Codec(lambda number, _label, _callable: _FunctionStub(number), side="child")
    before = set(receiver.theirs)
    first = receiver.decode(sender.encode(_Sink().report))
    second = receiver.decode(sender.encode(_Sink().report))
    assert first.__func__ is second.__func__
    shared = weakref.ref(first.__func__)
    receiver.forget(set(receiver.theirs) - before)
    del first, second
    gc.collect()
    assert shared() is None


def count_denies(items: list[object], scale: int) -> int:
    return sum(isinstance(item, Deny) for item in items) * scale


def test_an_extend_step_grows_the_list_by_objects_decoded_in_the_worker(remote):
    """What ``extend`` adds arrives as the objects themselves, not their plain data."""
    answer = remote(count_denies)
    got = call_grown(answer, [Deny("a")], 10, extra=[Deny("b")], example="x")
    assert got == (10, 20, 20)


# --- mark: the caller changes the result it owns between two calls (batch M) -------------

_NO_COUNTS: dict[str, int] = {}


def shares_an_inner_dict(key: str) -> dict[str, object]:
    """Wrong on purpose: every result holds one module-level dict."""
    return {"key": key, "counts": _NO_COUNTS}


def inner_dict_of_its_own(key: str) -> dict[str, object]:
    return {"key": key, "counts": {}, "names": [key]}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_mark_reaches_a_later_result_that_shares_an_inner_dict(remote, where):
    _NO_COUNTS.clear()
    answer = remote(shares_an_inner_dict) if where == "remote" else shares_an_inner_dict
    returned, now, same = call_each_changed(answer, [["a"], ["b"]], example="x")
    assert same == [False, True]  # the shared dict shows by its identity, and by the mark
    assert returned[0] == {"key": "a", "counts": {}}
    assert holds_mark(now[0])
    assert returned[1]["counts"] == {MARK: MARK}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_mark_stays_in_the_result_it_was_made_in(remote, where):
    answer = remote(inner_dict_of_its_own) if where == "remote" else inner_dict_of_its_own
    returned, now, same = call_each_changed(answer, [["a"], ["b"], ["c"]], example="x")
    assert same == [False, False, False]
    assert not any(map(holds_mark, returned))
    assert now[0] == {"key": "a", "counts": {MARK: MARK}, "names": ["a", MARK], MARK: MARK}
    assert now[2] == returned[2] == {"key": "c", "counts": {}, "names": ["c"]}  # the last: unmarked


def test_mark_changes_every_dict_list_and_set_and_passes_over_what_refuses():
    class Refusing(dict):  # type: ignore[type-arg]
        def __setitem__(self, key: object, value: object) -> None:
            raise TypeError("read-only")

    value = {"a": [{"b": set()}], "c": Refusing(d={})}
    mark(value)
    assert value["a"][0]["b"] == {MARK}
    assert value["a"][-1] == MARK
    assert MARK in value
    assert MARK not in value["c"]
    assert value["c"]["d"] == {}
    assert holds_mark(value)
    assert not holds_mark({"a": [1, (2,)]})


class _ReadOnly(dict):  # type: ignore[type-arg]
    """A dict that refuses every change, as a frozen mapping does."""

    def __setitem__(self, key: object, value: object) -> None:
        raise TypeError("read-only")


_SETTINGS = _ReadOnly(org="acme")


def shares_a_read_only_dict(key: str) -> dict[str, object]:
    """Wrong on purpose: every result holds one read-only dict, which no mark can reach."""
    return {"key": key, "settings": _SETTINGS}


def shares_a_tuple_of_text(key: str) -> dict[str, object]:
    """Right: what every result shares holds no dict, list or set."""
    return {"key": key, "kinds": ("a", "b")}


def holds_the_argument(settings: dict[str, str]) -> dict[str, object]:
    """Wrong on purpose: the result holds the caller's argument itself."""
    return {"settings": settings}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_shared_read_only_dict_shows_by_its_identity(remote, where):
    answer = remote(shares_a_read_only_dict) if where == "remote" else shares_a_read_only_dict
    returned, _now, same = call_each_changed(answer, [["a"], ["b"]], example="x")
    assert same == [False, True]
    assert not holds_mark(returned[1])  # the mark alone would not have shown it


@pytest.mark.parametrize("where", ["remote", "local"])
def test_sharing_what_holds_no_container_is_no_sharing(remote, where):
    answer = remote(shares_a_tuple_of_text) if where == "remote" else shares_a_tuple_of_text
    assert call_each_changed(answer, [["a"], ["b"]], example="x")[2] == [False, False]


def test_a_result_holding_its_argument_shares_it_only_when_called_again_on_it(remote):
    answer = remote(holds_the_argument)
    row = [[{"org": "acme"}], [{"org": "acme"}]]
    assert call_each_changed(answer, row, example="x")[2] == [False, False]
    twice = call_each_changed(answer, row, example="x", twice=True)[2]
    assert twice == [False, True, False, True]  # each call again on its very argument


def test_containers_finds_every_dict_list_and_set_and_survives_a_hostile_one():
    class Unwalkable(dict):  # type: ignore[type-arg]
        def values(self):  # type: ignore[override]
            raise RuntimeError("no")

    inner: dict[str, object] = {}
    hostile = Unwalkable(a=inner)
    value = {"a": [inner, ({"b": set()},)], "c": hostile, "d": "text"}
    found = containers(value)
    assert {id(value), id(value["a"]), id(inner), id(hostile)} <= found
    assert id(value["a"][1][0]) in found
    assert id(value["a"][1][0]["b"]) in found
    assert containers(("a", 1)) == set()


# --- recycling: what the answer let go of is the next call's object, at its address ------


@dataclass(frozen=True)
class Note:
    """A frozen dataclass that takes weak references (no slots)."""

    text: str


def test_recycled_reuses_an_argument_only_its_holder_holds_and_no_other():
    previous: list[Any] = [Note("a"), Note("b"), Note("c"), "plain"]
    first, held, weakly = id(previous[0]), previous[1], weakref.ref(previous[2])
    new = recycled(previous, [Note("A"), Note("B"), Note("C"), "plain 2", Note("D")])
    assert id(new[0]) == first
    assert new[0].text == "A"
    assert new[1] is not held
    assert (held.text, new[1].text) == ("b", "B")
    assert new[2] is not weakly()
    assert (weakly().text, new[2].text) == ("c", "C")
    assert new[3:] == ["plain 2", Note("D")]  # no dataclass, or no last argument: the new one


def test_recycled_reuses_a_list_only_its_holder_holds_and_recycles_its_items():
    previous: list[Any] = [[Note("a"), Note("b")], [Note("x")]]
    lists, items = id(previous[0]), [id(note) for note in previous[0]]
    kept = previous[1]  # held elsewhere too: the new list, its items new
    new = recycled(previous, [[Note("A"), Note("B")], [Note("X")]])
    assert id(new[0]) == lists
    assert [id(note) for note in new[0]] == items
    assert [note.text for note in new[0]] == ["A", "B"]
    assert new[1] is not kept
    assert [note.text for note in kept] == ["x"]
    assert [note.text for note in new[1]] == ["X"]


def test_recycled_takes_the_new_list_when_the_lengths_differ():
    previous: list[Any] = [[Note("a")]]
    new = recycled(previous, [[Note("A"), Note("B")]])
    assert [note.text for note in new[0]] == ["A", "B"]
    assert [note.text for note in previous[0]] == ["a"]


def _call_of(user: str) -> ToolCall:
    context = HookContext(user, "free", f"s_{user}")
    return ToolCall("lookup_user", f"toolu_{user}", {"user_id": user}, context, DEFAULT_NOW)


def test_recycled_gives_a_kept_context_s_call_a_new_context_and_leaves_the_kept_one():
    previous: list[Any] = [_call_of("u_1")]
    call, kept = id(previous[0]), previous[0].context
    new = recycled(previous, [_call_of("u_2")])
    assert id(new[0]) == call
    assert new[0].input == {"user_id": "u_2"}
    assert new[0].context is not kept
    assert new[0].context.user_id == "u_2"
    assert kept.user_id == "u_1"


def where_the_call_lives(call: ToolCall) -> list[object]:
    return [id(call), id(call.context), call.context.user_id, dict(call.input)]


def test_the_worker_hands_each_fresh_session_the_address_of_the_one_let_go_of(remote):
    rows = [[_call_of(f"u_{k}")] for k in range(6)]
    got = call_fresh(remote(where_the_call_lives), rows, example="x")
    assert [(user, asked) for _, _, user, asked in got] == [
        (f"u_{k}", {"user_id": f"u_{k}"}) for k in range(6)
    ]
    assert len({context for _, context, _, _ in got[2:]}) == 1  # one address, every call


_KEPT_CONTEXTS: list[HookContext] = []


def keeps_each_context(call: ToolCall) -> list[str]:
    _KEPT_CONTEXTS.append(call.context)
    return [context.user_id for context in _KEPT_CONTEXTS]


def test_a_context_the_answer_keeps_is_never_recycled_under_it(remote):
    rows = [[_call_of(f"u_{k}")] for k in range(6)]
    got = call_fresh(remote(keeps_each_context), rows, example="x")
    assert got[-1] == [f"u_{k}" for k in range(6)]


_LAST_READS: set[str] = set()


def keeps_an_alias(reads: set[str]) -> int:
    """Wrong on purpose: keeps the caller's set and clears it on the next call."""
    global _LAST_READS
    _LAST_READS.clear()
    _LAST_READS = reads
    return len(reads)


def keeps_a_copy(reads: set[str]) -> int:
    global _LAST_READS
    _LAST_READS.clear()
    _LAST_READS = set(reads)
    return len(reads)


@pytest.mark.parametrize("where", ["remote", "local"])
def test_an_earlier_calls_argument_changed_by_a_later_call_shows_after_the_row(remote, where):
    answer = remote(keeps_an_alias) if where == "remote" else keeps_an_alias
    results, arguments = call_keeping_arguments(
        answer, [[{"a", "b"}], [{"c"}], [{"d"}]], example="x"
    )
    assert results == [2, 1, 1]
    assert arguments == [[set()], [set()], [{"d"}]]


@pytest.mark.parametrize("where", ["remote", "local"])
def test_an_answer_that_keeps_a_copy_leaves_every_calls_argument_as_it_arrived(remote, where):
    answer = remote(keeps_a_copy) if where == "remote" else keeps_a_copy
    results, arguments = call_keeping_arguments(
        answer, [[{"a", "b"}], [{"c"}], [{"d"}]], example="x"
    )
    assert (results, arguments) == ([2, 1, 1], [[{"a", "b"}], [{"c"}], [{"d"}]])


def test_an_arguments_step_is_taken_when_it_comes_not_at_the_end():
    def grows(items: list[int]) -> int:
        items.append(0)
        return len(items)

    steps = [["call", [[1]]], ["arguments", [0]], ["again", []], ["arguments", [0]]]
    returned, _, _ = run_steps(steps, lambda args: grows(*args), lambda v: repr(v))
    assert returned == ["2", "[[1, 0]]", "3", "[[1, 0, 0]]"]


def test_a_repeat_step_calls_again_n_times_in_all_and_keeps_the_last_result():
    calls: list[int] = []

    def counts(items: list[int]) -> int:
        calls.append(len(items))
        return len(calls)

    steps = [["call", [[1, 2]]], ["repeat", [1000]], ["call", [[3]]]]
    returned, _, _ = run_steps(steps, lambda args: counts(*args), int)
    assert returned == [1, 1001, 1002]
    assert calls == [2] * 1001 + [1]


def _honest_then_lazy(items: list[int]) -> int:
    """Wrong on purpose: after its 500th call it answers 0."""
    _COUNT.append(1)
    return 0 if len(_COUNT) > 500 else sum(items)


_COUNT: list[int] = []


def test_a_long_run_in_the_worker_shows_an_answer_that_changes_after_many_calls(remote):
    answer = remote(_honest_then_lazy)
    steps = [["call", [[1, 2]]], ["repeat", [600]]]
    assert call_in_steps(answer, steps, example="x")[0] == [3, 0]
