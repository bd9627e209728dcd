"""Answers whose verdict would follow Python's hash seed: run again under other seeds.

Python randomises the hash of a ``str``, ``bytes`` or ``datetime`` per process
(``PYTHONHASHSEED``), and with it the order in which a set yields its items: an answer
that unpacks ``start, end = {time(2, 0), time(4, 0)}`` is right in one process and wrong
in the next. A verdict must not depend on the grading run. So the learner's process for
a file or a notebook starts with one fixed seed (:data:`.child.GRADING_HASHSEED`, set by
:func:`.environment.for_learner`); and, since ``check()`` forks its worker from the
notebook's kernel, whose seed is whatever it started with, every answer whose code leans
on hash order (:attr:`.mining.Mined.module`: it iterates, unpacks or returns a set, or
calls ``hash``) first runs every property's fixed examples in fresh Pythons, one under
each of :data:`OTHER_SEEDS`. Where they disagree on an example, the answer fails, and the
hint names the hash seed; where all fail alike, the mistake is another, and the properties
find it as for any answer. The code run there is the answer's own: its imports and the
definitions it reaches, rebuilt from its source. Only answers that use a set that way, or
``hash``, pay for it (a set only asked about, ``x in s``, ``s & t``, ``len(s)``, does not).

A rebuilt answer that cannot run there (a name the rebuilt code misses, a module that does
not import) proves nothing: that seed is skipped, never held against the answer.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from hookkata.grading.child import GRADING_HASHSEED
from hookkata.grading.probe import AnswerCrashed, Mismatch

OTHER_SEEDS = (GRADING_HASHSEED, "1", "2", "3")
"""The seeds an answer leaning on hash order is run again under, each in a fresh Python:
the grading process's own among them, so an answer right under it alone and wrong under
every other (a two-item set in one order under seed 0 and the other under 1, 2 and 3:
batch BC) disagrees with itself, not with nothing."""
START_SECONDS = 10.0
"""How long a fresh Python may take to import the rebuilt answer and be ready."""

HASH_ORDER_HINT = (
    "your code's answer changed with Python's hash seed (PYTHONHASHSEED={seed}): the order "
    "in which a set yields its items, and hash() of a text or a time, differ from one "
    "process to the next. Keep an order in a tuple or a list (or sorted(...)), never in a "
    "set, and use a set only to ask `x in s`."
)
_REBUILD_ERRORS = (NameError, ImportError, AttributeError, SyntaxError)
"""Crashes that say the rebuilt code misses something the answer's own process had."""


class HasFixedExamples(Protocol):
    """A property (:class:`.exercise.Property`): its fixed examples and its check."""

    @property
    def fixed(self) -> Sequence[Any]: ...

    @property
    def cases(self) -> Mapping[str, Any]: ...

    def check(self, answer: Callable[..., Any], example: Any) -> None: ...


class Reseeded:
    """Fresh Pythons running one rebuilt answer, one per seed of :data:`OTHER_SEEDS`,
    started when first asked and kept until :meth:`close`."""

    def __init__(self, module: str, function: str) -> None:
        self.module, self.function = module, function
        self.answers: dict[str, Callable[..., Any]] | None = None
        self.running: list[_Started] = []

    def verify(self, prop: HasFixedExamples) -> None:
        """Run ``prop``'s fixed examples on the answer under every seed: where the seeds
        disagree on an example (it passes under one, fails under another), raise the
        failure, naming the hash seed. Where all fail alike, the mistake is not the hash's:
        the properties find it afterwards, as for any answer, with their own hint."""
        answers = self._answers()
        for example in (*prop.fixed, *prop.cases.values()):
            failures = {seed: _failure(prop, answer, example) for seed, answer in answers.items()}
            for seed in [s for s, f in failures.items() if _rebuild_missed(f)]:
                del answers[seed], failures[seed]  # that Python misses a name: proves nothing
            failed = {seed: f for seed, f in failures.items() if f is not None}
            if failed and len(failed) < len(failures):
                seed, failure = next(iter(failed.items()))
                raise _told(failure, seed)

    def _answers(self) -> dict[str, Callable[..., Any]]:
        """The answer in each seed's Python, all started before any is waited for."""
        if self.answers is None:
            self.answers = {}
            for seed in OTHER_SEEDS:
                with contextlib.suppress(Exception):  # cannot start: proves nothing
                    self.running.append(_Started(self.module, self.function, seed))
            for started in self.running:
                seed = started.seed
                with contextlib.suppress(Exception):  # cannot run there: proves nothing
                    self.answers[seed] = started.answer
        return self.answers

    def close(self) -> None:
        """Stop every fresh Python, the last started first (each restores what it found)."""
        while self.running:
            self.running.pop().close()


def _failure(
    prop: HasFixedExamples, answer: Callable[..., Any], example: Any
) -> Mismatch | AnswerCrashed | None:
    try:
        prop.check(answer, example)
    except (Mismatch, AnswerCrashed) as failure:
        return failure
    return None


def _rebuild_missed(failure: Mismatch | AnswerCrashed | None) -> bool:
    return isinstance(failure, AnswerCrashed) and isinstance(failure.error, _REBUILD_ERRORS)


def _told(failure: Mismatch | AnswerCrashed, seed: str) -> Mismatch | AnswerCrashed:
    failure.example = f"{failure.example}, in a Python whose PYTHONHASHSEED is {seed}"
    failure.hint = HASH_ORDER_HINT.format(seed=seed)
    return failure


_BOOT = """
import sys, types
for name, path in (("hookkata", sys.argv[1]), ("hookkata.grading", sys.argv[1] + "/grading")):
    package = types.ModuleType(name)
    package.__path__ = [path]
    sys.modules[name] = package
from hookkata.grading import child
child.main(sys.argv[2:])
"""
"""A fresh Python's first words: the grading child (:func:`.child.main`), without importing
the workbook's package first (its catalog takes a second to import; the child needs none)."""


class _Started:
    """One fresh Python under ``seed`` serving the rebuilt answer: started at once, ready
    when :attr:`answer` is first read (so the seeds' Pythons start side by side)."""

    def __init__(self, module: str, function: str, seed: str) -> None:
        from hookkata.grading import environment
        from hookkata.grading.learner import LearnerProcess

        self.function, self.seed = function, seed
        self.folder = tempfile.TemporaryDirectory(prefix="hookkata-seed-")
        scratch = Path(self.folder.name)
        self.scratch_before = environment.learner_scratch()
        self.learner = LearnerProcess(scratch)
        self.worker: Any = None
        self._answer: Callable[..., Any] | None = None
        path = scratch / "rebuilt_answer.py"
        path.write_text(module, encoding="utf-8")
        package = str(Path(__file__).resolve().parent.parent)
        command = [sys.executable, "-c", _BOOT, package, str(path)]
        self.child = subprocess.Popen(
            [*environment.sandbox(scratch), *command, str(self.learner.address)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**environment.for_learner(scratch), "PYTHONHASHSEED": seed},
            cwd=scratch,
            start_new_session=True,
        )

    @property
    def answer(self) -> Callable[..., Any]:
        """The rebuilt answer in this Python, once it is ready (raises if it never is)."""
        if self._answer is None:
            from hookkata.grading.remote import RemoteFunction

            child = self.child
            self.learner.wait_until_ready(
                time.monotonic() + START_SECONDS, lambda: child.poll() is None
            )
            self.worker = self.learner.worker(self.function)
            self._answer = RemoteFunction(self.worker, "answer", self.function)
        return self._answer

    def close(self) -> None:
        from hookkata.grading import environment

        if self.worker is not None:
            self.worker.stop("grading is over")
        self.learner.close()
        with contextlib.suppress(OSError, AttributeError):  # no process groups: Windows
            os.killpg(self.child.pid, signal.SIGKILL)
        self.child.wait()
        environment.set_learner_scratch(self.scratch_before)
        self.folder.cleanup()
