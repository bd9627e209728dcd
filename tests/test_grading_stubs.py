"""The grader's functions, as an answer sees them in its own process.

An attribute the grader's object lacks is missing as Python would say it, naming the
object's type (``'functools.partial' object has no attribute '__name__'``), never the
class of the stand-in that carries calls back to the grader.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from hookkata.grading.probe import AnswerCrashed, call_answer
from hookkata.grading.remote import RemoteFunction, RemoteWorker, fork_worker


def read_attribute(holder: object, name: str) -> object:
    return getattr(holder, name)


class CallableHook:
    def __call__(self, event: object) -> None:
        return None


def plain_function(event: object) -> None:
    return None


GRADERS_OBJECTS: dict[str, Callable[..., Any]] = {
    "a functools.partial": functools.partial(plain_function),
    "an object with __call__": CallableHook(),
    "a plain function": plain_function,
    "a lambda": lambda event: None,
    "a bound method": CallableHook().__call__,
}


@pytest.fixture
def answer() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(read_attribute)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


MISSING = [
    (kind, name)
    for kind, graders in GRADERS_OBJECTS.items()
    for name in ("__name__", "matcher", "__wrapped__", "enabled")
    if not hasattr(graders, name)
]


@pytest.mark.parametrize(("kind", "name"), MISSING)
def test_a_missing_attribute_reads_as_it_would_in_one_process(answer, kind, name):
    graders = GRADERS_OBJECTS[kind]
    with pytest.raises(AttributeError) as here:
        read_attribute(graders, name)
    with pytest.raises(AnswerCrashed) as there:
        call_answer(answer, graders, name, example="x")
    assert type(there.value.error) is AttributeError
    assert str(there.value.error) == str(here.value)
    assert "Stub" not in str(there.value.error)


def test_an_attribute_the_grader_s_object_has_is_read_as_it_is(answer):
    assert call_answer(answer, plain_function, "__name__", example="x") == "plain_function"


@dataclass
class EqHook:
    """A callable dataclass with ``eq``: its ``__hash__`` is ``None``."""

    label: str

    def __call__(self, event: object) -> None:
        return None


def hash_of(holder: object) -> int:
    return hash(holder)


@pytest.fixture
def hasher() -> Iterator[RemoteFunction]:
    worker: RemoteWorker = fork_worker(hash_of)
    yield RemoteFunction(worker, "answer", "answer")
    worker.stop("the test is over")


def test_an_unhashable_grader_s_object_is_unhashable_in_the_answer_s_process(hasher):
    with pytest.raises(TypeError) as here:
        hash_of(EqHook("h0"))
    with pytest.raises(AnswerCrashed) as there:
        call_answer(hasher, EqHook("h0"), example="x")
    assert type(there.value.error) is TypeError
    assert str(there.value.error) == str(here.value) == "unhashable type: 'EqHook'"


@pytest.mark.parametrize("kind", sorted(GRADERS_OBJECTS))
def test_a_hashable_grader_s_object_stays_hashable(hasher, kind):
    assert type(call_answer(hasher, GRADERS_OBJECTS[kind], example="x")) is int
