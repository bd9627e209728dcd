"""``call_twice``: a result shared between two calls shows, though dicts cross by value."""

from __future__ import annotations

import functools
from collections.abc import Iterator

import pytest

from hookkata.grading.probe import AnswerCrashed, AnswerLost, call_twice
from hookkata.grading.remote import RemoteFunction, RemoteWorker, fork_worker

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


@pytest.fixture
def worker() -> Iterator[list[RemoteWorker]]:
    started: list[RemoteWorker] = []
    yield started
    for one in started:
        one.stop("the test is over")


def _remote(workers: list[RemoteWorker], answer: object) -> RemoteFunction:
    started = fork_worker(answer)
    workers.append(started)
    return RemoteFunction(started, "answer", "answer")


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_module_level_dict_is_one_object_and_the_first_result_changes(worker, where):
    answer = _remote(worker, shared_dict) if where == "remote" else shared_dict
    before, after, second, same = call_twice(answer, ["a"], ["b"], example="x")
    assert same is True
    assert before == {"key": "a"}
    assert after == second == {"key": "b"}


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_cached_dict_is_one_object_for_equal_calls(worker, where):
    answer = _remote(worker, cached_dict) if where == "remote" else cached_dict
    assert call_twice(answer, ["a"], ["a"], example="x")[3] is True


@pytest.mark.parametrize("where", ["remote", "local"])
def test_a_fresh_dict_per_call_is_two_objects(worker, where):
    answer = _remote(worker, fresh_dict) if where == "remote" else fresh_dict
    before, after, second, same = call_twice(answer, ["a"], ["a"], example="x")
    assert (before, after, second, same) == ({"key": "a"}, {"key": "a"}, {"key": "a"}, False)


def test_a_second_call_that_raises_is_the_answers_crash(worker):
    answer = _remote(worker, raises_the_second_time)
    with pytest.raises(AnswerCrashed) as crash:
        call_twice(answer, ["a"], ["b"], example="x")
    assert isinstance(crash.value.error, ValueError)


def test_a_malformed_reply_is_a_lost_worker():
    def not_four(*_args: object) -> object:
        return ["only", "three", "items"]

    not_four.calling_twice = lambda _then: not_four  # type: ignore[attr-defined]
    with pytest.raises(AnswerLost):
        call_twice(not_four, ["a"], ["b"], example="x")
