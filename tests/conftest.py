"""Hypothesis profiles: ``dev`` is quick; ``ci`` (chosen when ``CI`` is set) is
derandomized and tries more examples, so CI failures reproduce exactly."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, settings

from hookkata.grading.remote import RemoteFunction, RemoteWorker, fork_worker

# Tests never call the real API, even on a machine where a key is set.
os.environ.pop("ANTHROPIC_API_KEY", None)
# Grading in tests (the solved notebooks included) must not touch a learner's progress.
os.environ["HOOKKATA_PROGRESS"] = "off"

settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile(
    "ci",
    max_examples=200,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.fixture
def remote() -> Iterator[Callable[[object], RemoteFunction]]:
    """``remote(answer)``: ``answer`` running in a worker process of its own, as grading
    runs it; every worker started is stopped when the test ends."""
    started: list[RemoteWorker] = []

    def start(answer: object) -> RemoteFunction:
        started.append(fork_worker(answer))
        return RemoteFunction(started[-1], "answer", "answer")

    yield start
    for one in started:
        one.stop("the test is over")
