"""An exercise, its properties, and grading one answer against them.

A :class:`Property` is one sentence of the specification plus the code that checks it:
first on a few fixed examples (the article's own), then on examples Hypothesis generates,
so an answer written to fit the notebook's examples still fails. Grading stops at the first
property that fails and reports its counterexample: the fixed example that failed, or else
the generated one as Hypothesis shrank it; the report is built from our own exceptions,
never from Hypothesis's text.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hypothesis import given
from hypothesis import strategies as st
from hypothesis.errors import Flaky

from hookkata.grading import copying, halves, limits, mining, profiles
from hookkata.grading.hash_seeds import Reseeded
from hookkata.grading.heap import frozen_heap
from hookkata.grading.mining import NOTHING, Mined, mine
from hookkata.grading.named_environment import (
    ENVIRON_VALUES,
    verify_in_environment,
    verify_with_warnings_as_errors,
)
from hookkata.grading.places import AnswerMisplaced, Places
from hookkata.grading.probe import (
    NO_HINT,
    AnswerCrashed,
    AnswerFlooded,
    AnswerHung,
    AnswerLost,
    AnswerOutOfMemory,
    Mismatch,
    NotStarted,
    right_when_asked_again,
)
from hookkata.grading.probe import one_line as probe_one_line
from hookkata.grading.profiles import FIXED_ONLY, PROFILES, active_profile
from hookkata.grading.verdict import Verdict

if TYPE_CHECKING:
    from hookkata.grading.remote import RemoteWorker

Signal = Mismatch | AnswerCrashed | AnswerHung | AnswerOutOfMemory | AnswerFlooded
"""Everything a property can conclude about an answer, short of a pass."""

Check = Callable[[Callable[..., Any], Any], None]
"""``check(answer, example)``: returns quietly, or raises :class:`~.probe.Mismatch`."""


FIRST_CALL = (
    "Decide each call on its own: this was the first call your code got in its process, "
    "and asked again it got the right answer, so the first call goes wrong for being the "
    "first (a set-up on first use that returns nothing yet, a flag, a count of calls)."
)


def _calls_sent(answer: object) -> int | None:
    """How many calls the answer's worker got so far (``None``: not a worker's function)."""
    calls = getattr(getattr(answer, "worker", None), "calls_sent", None)
    return calls if type(calls) is int else None


def _each_once(examples: Sequence[Any]) -> Iterator[Any]:
    """``examples`` in order, each object once (one listed both as a fixed example and as a
    named case runs in its first place)."""
    seen: set[int] = set()  # ids: every example is alive in ``examples`` meanwhile
    for example in examples:
        if id(example) not in seen:
            seen.add(id(example))
            yield example


@dataclass(frozen=True)
class Property:
    """One rule the answer must follow, said in plain words, with its examples."""

    says: str
    check: Check
    examples: st.SearchStrategy[Any] | None = None
    fixed: Sequence[Any] = ()
    hint: str = ""
    id: str = ""
    """A short stable name (``"first-deny-wins"``): the tests' catalog names the property
    each wrong answer must fail by it."""
    cases: Mapping[str, Any] = field(default_factory=dict)
    """Fixed examples by the name of the input class each stands for (``"empty exception
    message"``): run after ``fixed``, and named by the clause table's ``classes``."""
    branches: Mapping[str, Callable[[Any], bool]] = field(default_factory=dict)
    """Input classes the strategy ``examples`` generates, each with a test that tells
    whether a generated example belongs to it: the tests draw from ``examples`` until each
    class has turned up, so a class the clause table names is really generated."""

    mined: Callable[[Mined], Iterable[tuple[object, Any]]] | None = None
    """Examples built from the values the answer's own source names (:mod:`.mining`), each
    with the value it holds: run once every property has passed its own examples, so they
    catch only what nothing else did, and a failure names the value."""

    def verify(self, answer: Callable[..., Any], profile: str) -> None:
        """Run the fixed examples, then the generated ones (none under ``fixed-only``);
        raise on the first failure."""
        self.verify_fixed(answer)
        if self.examples is not None and profile != FIXED_ONLY:
            PROFILES[profile](given(self.examples)(lambda example: self.check(answer, example)))()

    def verify_fixed(self, answer: Callable[..., Any]) -> None:
        """Run the fixed examples, ``fixed`` then ``cases`` (a case that is one of ``fixed``,
        the very object, runs once, in its place there); raise on the first failure.

        When the failing example was the first call the answer's process got, it is asked
        twice more: right both times, the first call went wrong for being the first (a
        lazy set-up that returns nothing yet), and a hint read off the example (a
        window's edge) would point the wrong way, so :data:`FIRST_CALL` replaces it."""
        for example in _each_once((*self.fixed, *self.cases.values())):
            first = _calls_sent(answer) == 0
            try:
                self.check(answer, example)
            except Mismatch as mismatch:
                if mismatch.stands or not first:
                    raise
                if all(self._right_again(answer, example) for _ in range(2)):
                    mismatch.hint = FIRST_CALL
                raise

    def _right_again(self, answer: Callable[..., Any], example: Any) -> bool:
        return right_when_asked_again(lambda: self.check(answer, example))

    def verify_mined(self, answer: Callable[..., Any], values: Mined, text: str = "") -> None:
        """Run the examples built from ``values``; a mismatch or a crash is hinted with the
        value it was built from (a property's own hint was written for other inputs), unless
        the exercise's own ``text`` names that value too: then it may well have a meaning
        (a tool's name, a path's ``/``), and the difference speaks alone."""
        if self.mined is None or not values:
            return
        for value, example in self.mined(values):
            hint = NO_HINT if _named_in(text, value) else _mined_hint(value)
            try:
                self.check(answer, example)
            except Mismatch as mismatch:
                mismatch.hint = hint
                raise
            except AnswerCrashed as crash:  # a crash's own hint, if any, names its cause
                crash.hint = crash.hint or hint
                raise


def _mined_hint(value: object) -> str:
    return MINED_HINT.format(value=probe_one_line(repr(value))[:80])


def _named_in(text: str, value: object) -> bool:
    """Whether ``text`` names the text ``value`` as a whole (``create_case_file``, ``/``),
    not as a piece of a longer word. A number is never taken as named: the digits of a
    date or a time in the text (``12`` in ``9999-12-31``) give it no meaning."""
    spelled = value.strip() if isinstance(value, str) else ""
    if not spelled or not text:
        return False
    before = r"(?<![\w.])" if re.match(r"[\w.]", spelled) else ""
    after = r"(?![\w.])" if re.search(r"[\w.]$", spelled) else ""
    return re.search(before + re.escape(spelled) + after, text) is not None


MINED_HINT = (
    "this input holds {value}, a value your own code names: the exercise gives it no "
    "meaning of its own, so it must be handled like any other value. Look at where your "
    "code uses it: is it a rule the exercise does not have?"
)


@dataclass(frozen=True)
class Clause:
    """One clause of an exercise's specification, and how grading exercises it."""

    says: str
    prop: str
    """The id of the :class:`Property` that checks it."""
    by: str
    """The fixed examples and strategies that exercise it."""
    classes: tuple[str, ...] = ()
    """The input classes that separate a right answer from a plausible wrong one for this
    clause: each the name of one of its property's ``cases`` (a fixed example) or
    ``branches`` (a class its strategy generates)."""


@dataclass(frozen=True)
class Exercise:
    """One exercise of the workbook: what to write, and how it is graded."""

    number: int
    id: str
    title: str
    notebook: str
    name: str
    params: tuple[str, ...]
    spec: str
    returns: str
    """What the function must return (and raise), exactly as the grader checks it: types,
    keys, edge cases. Markdown; the exercise's notebook quotes it after ``**Returns:**``."""
    reference: Callable[..., Any]
    properties: tuple[Property, ...]
    hint: str
    clauses: tuple[Clause, ...] = ()
    """Every clause of ``spec``, the property that checks it, and the inputs that exercise
    it: the table a reviewer reads to see that no clause goes untested."""
    places: Places = "anywhere"
    """Where the answer may be called besides the main thread (:mod:`.places`): every
    exercise's on any thread and inside a running event loop; ``at once`` where calls
    take plain data and return plain data, so two may run at the same time."""
    delegates: tuple[str, ...] = ()
    """The workbook's own implementations of what the exercise asks for, as
    ``module.name`` (``toolhooks.turns.answer_tool_uses``): an answer that calls one of
    them hands in the workbook's work, and is named as a copy."""

    @property
    def signature(self) -> str:
        return f"{self.name}({', '.join(self.params)})"

    @property
    def starter_source(self) -> str:
        """The stub a learner starts from; grading it says "not started yet"."""
        return (
            f"def {self.signature}:\n"
            f'    """{self.spec.splitlines()[0]}"""\n'
            '    raise NotImplementedError("your code here")\n'
        )

    def starter(self) -> Callable[..., Any]:
        """The stub as a function."""
        namespace: dict[str, Any] = {}
        exec(self.starter_source, namespace)
        function: Callable[..., Any] = namespace[self.name]
        return function


def grade(
    exercise: Exercise,
    answer: object,
    *,
    profile: str | None = None,
    allow_copies: bool = False,
    source: str | None = None,
    second_worker: Callable[[], RemoteWorker] | None = None,
) -> Verdict:
    """Grade ``answer`` (the learner's function, or ``None`` if undefined) for ``exercise``.

    The answer runs in a worker process forked from this one (:mod:`hookkata.grading`):
    this process builds every input, computes every expected value and compares, and the
    worker only calls the answer and sends back plain data. Nothing the answer does, not
    even ending its process, reaches the verdict except through what it returns.
    ``answer`` may already be a :class:`~hookkata.grading.remote.RemoteFunction` (a worker
    of a learner's file or notebook, started by ``hookkata grade``). ``allow_copies`` grades
    the workbook's own reference as an answer (the graders' tests do): no copy is named.
    ``source`` is the code the answer was defined in (``hookkata grade`` reads the file); for
    a function of this process it is read as :func:`~.copying.sources_of` says. It is only
    parsed, for the values the answer names (:mod:`.mining`). Every other property is
    checked by a second grader with a second worker (:mod:`.halves`): forked from this
    process, or for a ``RemoteFunction`` started by ``second_worker``.
    """
    with frozen_heap():
        return _grade(exercise, answer, profile, allow_copies, source, second_worker)


def _grade(
    exercise: Exercise,
    answer: object,
    profile: str | None,
    allow_copies: bool,
    source: str | None,
    second_worker: Callable[[], RemoteWorker] | None,
) -> Verdict:
    from hookkata.grading.remote import RemoteFunction, fork_worker

    chosen = profile or active_profile()
    named = _named(exercise, answer, source)
    if isinstance(answer, RemoteFunction):
        second = _halves_for(exercise, answer.worker, second_worker, chosen, allow_copies)
        verdict = grade_remote(exercise, answer, chosen, allow_copies, named, second)
        return _identity_told(verdict, named)
    sources = copying.sources_of(answer) if source is None else [source]
    where = None if allow_copies else copying.copied_in(sources)  # as grade reads files
    if where is not None:
        return _verdict(exercise, "error", copying.MESSAGE.format(where=where))
    worker = fork_worker(answer)
    try:
        function = RemoteFunction(worker, "answer", exercise.name)
        second = _halves_for(exercise, worker, lambda: fork_worker(answer), chosen, allow_copies)
        verdict = grade_remote(exercise, function, chosen, allow_copies, named, second)
        return _identity_told(verdict, named)
    finally:
        worker.stop("grading is over")


IDENTITY_HINT = (
    "Your code compares with {literal} by `is`, which asks for that very object: a value "
    "that arrives (read from JSON, built at run time) is an equal but other object, so the "
    "test fails for it. Compare values with == (Python warns of `is` with a literal)."
)


def _identity_told(verdict: Verdict, named: Mined) -> Verdict:
    """A failed verdict of an answer comparing a literal by ``is`` gets the hint that says
    so: whatever the property that caught it, that comparison is wrong, and it is likely
    the cause (the grader's values are built in another process, never the literal)."""
    if verdict.status != "fail" or not named.identity:
        return verdict
    return dataclasses.replace(verdict, hint=IDENTITY_HINT.format(literal=named.identity))


def _halves_for(
    exercise: Exercise,
    first: RemoteWorker,
    new_worker: Callable[[], RemoteWorker] | None,
    profile: str,
    allow_copies: bool,
) -> SecondHalf | None:
    """How to start a second grader, where there is a way to start a second worker."""
    if new_worker is None or not hasattr(os, "fork") or first.pid is None:
        return None
    delegates = [] if allow_copies else list(exercise.delegates)
    return functools.partial(_second_half, exercise, first, new_worker, profile, delegates)


def _second_half(
    exercise: Exercise,
    first: RemoteWorker,
    new_worker: Callable[[], RemoteWorker],
    profile: str,
    delegates: list[str],
    indices: list[int],
) -> halves.OtherHalf | None:
    """A second grader (:mod:`.halves`) checking the properties at ``indices`` in order,
    with a second worker started here (told the ``delegates``, so it lays their
    tripwires); it stops at the first that fails. ``None`` if either cannot start."""
    from hookkata.grading.remote import SCRIPT_SECONDS, RemoteFunction

    try:
        worker = new_worker()
    except Exception:  # no second worker (a learner's process that will not fork another)
        return None
    try:
        worker.request({"op": "describe", "delegates": delegates}, SCRIPT_SECONDS)
    except (limits.WorkerLost, limits.AnswerTimedOut, limits.OutputFlooded):
        worker.stop("it could not be started")
        return None

    def half() -> halves.Reports:
        first.sock.close()  # the first grader's connection: not this copy's to use
        function = RemoteFunction(worker, "answer", exercise.name)
        worker.places = exercise.places
        for index in indices:
            prop = exercise.properties[index]
            verdict = _first_failure(exercise, [(prop, _verify_run(prop, function, profile))])
            yield index, None if verdict.passed else verdict
            if not verdict.passed:
                return

    other = halves.OtherHalf.start(half, worker)
    if other is None:
        worker.stop("grading is over")
    return other


def _named(exercise: Exercise, answer: object, source: str | None) -> Mined:
    """The values the answer's code names: in ``source``, the code of the function the
    exercise asks for; else in the code ``answer`` came from, under its own name."""
    from hookkata.grading.remote import RemoteFunction

    if source is not None:
        return mine([source], exercise.name)
    if isinstance(answer, RemoteFunction) or answer is None:
        return NOTHING
    return mine(mining.sources_of(answer), str(getattr(answer, "__name__", exercise.name)))


SecondHalf = Callable[[list[int]], "halves.OtherHalf | None"]
"""Starts a second grader for the properties at the given indices (:mod:`.halves`)."""


def grade_remote(
    exercise: Exercise,
    answer: Any,
    profile: str,
    allow_copies: bool = False,
    named: Mined = NOTHING,
    second: SecondHalf | None = None,
) -> Verdict:
    """Grade the worker's function: property by property, stopping at the first that fails;
    then on the examples built from the values ``named`` in the answer's source. With
    ``second``, every other property is checked by a second grader meanwhile."""
    from hookkata.grading.limits import WorkerLost
    from hookkata.grading.remote import SCRIPT_SECONDS

    try:
        delegates = [] if allow_copies else list(exercise.delegates)
        asked = {"op": "describe", "delegates": delegates}
        info = answer.worker.request(asked, SCRIPT_SECONDS)
    except (WorkerLost, limits.AnswerTimedOut, limits.OutputFlooded) as exc:
        reason = exc.reason if isinstance(exc, WorkerLost) else "it did not answer in time"
        return _verdict(exercise, "error", f"{exercise.name} could not be looked at: {reason}")
    problem = _unusable(exercise, info, allow_copies)
    if problem is not None:  # a copy's verdict names no mistake of the exercise's: no hint
        hint = "" if problem.copied else exercise.hint
        return _verdict(exercise, "error", problem.message, hint=hint)
    answer.worker.places = exercise.places
    with profiles.hypothesis_files_elsewhere():
        return _run_properties(exercise, answer, profile, named, second)


Run = tuple[Property, Callable[[], None]]
"""A property and the call that checks it (raising what it concludes)."""


def _text_of(exercise: Exercise) -> str:
    """What the learner reads of ``exercise``: the values it names have a meaning there."""
    return f"{exercise.title}\n{exercise.spec}\n{exercise.returns}"


def _verify_run(prop: Property, answer: Any, profile: str) -> Callable[[], None]:
    return functools.partial(prop.verify, answer, profile)


def _run_properties(
    exercise: Exercise, answer: Any, profile: str, named: Mined, second: SecondHalf | None
) -> Verdict:
    checks: list[Run] = [(prop, _verify_run(prop, answer, profile)) for prop in exercise.properties]
    runs: list[Run] = [
        (prop, functools.partial(prop.verify_mined, answer, named, _text_of(exercise)))
        for prop in exercise.properties
        if prop.mined is not None and named
    ]
    runs += [
        (prop, functools.partial(verify_in_environment, prop, answer, named.environ, value))
        for value in (ENVIRON_VALUES if named.environ else ())
        for prop in exercise.properties
    ]
    runs += [
        (prop, functools.partial(verify_with_warnings_as_errors, prop, answer))
        for prop in (exercise.properties if named.warns else ())
    ]
    if second is not None and not named.module and len(checks) > 1:
        failed = _in_halves(exercise, checks, second)
        return failed if failed is not None else _first_failure(exercise, runs)
    reseeded = Reseeded(named.module, named.function)
    if named.module:  # first: whatever this process's hash seed, the same verdict and hint
        checks[:0] = [
            (prop, functools.partial(reseeded.verify, prop)) for prop in exercise.properties
        ]
    try:
        return _first_failure(exercise, checks + runs)
    finally:
        reseeded.close()


def _in_halves(exercise: Exercise, checks: list[Run], second: SecondHalf) -> Verdict | None:
    """The verdict of the first of ``checks`` that fails, ``None`` if all pass: the even
    ones checked here, the odd ones by a second grader (:mod:`.halves`) meanwhile."""
    from hookkata.grading.fair_time import BACKSTOP
    from hookkata.grading.remote import EXERCISE_SECONDS

    theirs = list(range(1, len(checks), 2))
    other = second(theirs)
    if other is None:
        verdict = _first_failure(exercise, checks)
        return None if verdict.passed else verdict
    try:
        ours_failed, ours = len(checks), None
        for index in range(0, len(checks), 2):
            verdict = _first_failure(exercise, [checks[index]])
            if not verdict.passed:
                ours_failed, ours = index, verdict
                break
        wanted = [index for index in theirs if index < ours_failed]
        heard = other.first_failure(wanted, time.monotonic() + BACKSTOP * EXERCISE_SECONDS)
    finally:
        other.stop()
    for index in wanted:
        if index in heard:
            said = heard[index]
        else:  # the second grader was lost before it said: check that property here
            verdict = _first_failure(exercise, [checks[index]])
            said = None if verdict.passed else verdict
        if said is not None:
            return said
    return ours


def _first_failure(exercise: Exercise, runs: list[tuple[Property, Callable[[], None]]]) -> Verdict:
    """Run ``runs`` in order; the verdict of the first that fails, else a pass."""
    for prop, run in runs:
        try:
            run()
        except NotStarted:
            return _verdict(
                exercise,
                "not-started",
                "not started yet: replace `raise NotImplementedError` with your code.",
            )
        except (Mismatch, AnswerCrashed, AnswerHung, AnswerOutOfMemory, AnswerFlooded) as signal:
            return _explain(exercise, prop, signal)
        except AnswerMisplaced as misplaced:
            return _verdict(
                exercise,
                "fail",
                misplaced.message,
                prop=prop.says,
                example=misplaced.example,
                got=misplaced.got,
                expected=misplaced.alone or "what it gives on the main thread",
                hint=misplaced.hint,
            )
        except limits.AnswerCopied as copied:
            where = f"it calls {copied.delegate}"
            return _verdict(exercise, "error", copying.MESSAGE.format(where=where))
        except AnswerLost as lost:
            return _verdict(
                exercise,
                "error",
                f"{lost.reason} (for {lost.example})",
                prop=prop.says,
                example=lost.example,
            )
        except Flaky as flaky:
            return _explain_flaky(exercise, prop, flaky)
        except Exception as exc:  # what came back broke a comparison: never a crash, never a pass
            what = f"{type(exc).__name__}: {exc}"
            return _verdict(
                exercise,
                "error",
                f"what your code returned could not be checked ({probe_one_line(what)}): "
                "return plain values of the kind the exercise asks for",
                prop=prop.says,
            )
    return _verdict(exercise, "pass")


def named_crash_hint(signal: Signal) -> str:
    """The hint a crash names by itself, whatever the property: text holding a lone
    surrogate encoded to UTF-8, an unhashable object handed in used as a key, a recursion
    too deep, the ``__name__`` of a callable that has none."""
    error = signal.error if isinstance(signal, AnswerCrashed) else None
    kind, said = type(error).__name__, signal.one_line if isinstance(signal, AnswerCrashed) else ""
    if kind == "UnicodeEncodeError" and "surrogates not allowed" in said:
        return SURROGATE_HINT
    if kind == "TypeError" and said.startswith("TypeError: unhashable type"):
        return UNHASHABLE_HINT
    if kind == "KeyError" and "in LogRecord" in said and "Attempt to overwrite" in said:
        return LOG_RECORD_HINT
    if kind == "ValueError" and said == "ValueError: embedded null byte":
        return NUL_IN_PATH_HINT
    if kind == "UnicodeDecodeError" and "'utf-8' codec can't decode" in said:
        return CUT_BYTES_HINT
    if kind == "RecursionError":
        return RECURSION_HINT
    if kind == "AttributeError" and said.endswith("has no attribute '__name__'"):
        return NO_NAME_HINT
    return ""


NO_NAME_HINT = (
    "What you are handed may be any callable: a functools.partial or an object with "
    "__call__ has no __name__. Read it with getattr(x, '__name__', None), with a fallback "
    "such as repr(x), or not at all."
)


RECURSION_HINT = (
    "Your code went deeper than the stack allows: a function that calls itself without "
    "end (a wrapper calling itself), or one level per item (per outcome, per hook) on a "
    "long input, as in a long real session. Loop over the items instead."
)


CUT_BYTES_HINT = (
    "Text cut as UTF-8 bytes may end inside a character (é is 2 bytes, € 3), and decoding "
    "that raises: cut the str itself (text[:64]), never its encoded bytes."
)


NUL_IN_PATH_HINT = (
    "A path here is text, and text may hold a NUL: anything that asks the file system "
    "(os.path.realpath, exists, open, Path.resolve) raises on it. Work on the text alone, "
    "with os.path.normpath."
)


LOG_RECORD_HINT = (
    "logging refuses an extra= key that a LogRecord already has (name, message, filename, "
    "args, ...), at whatever level it is enabled: name your fields otherwise (hook_name)."
)


UNHASHABLE_HINT = (
    "What you are handed may be unhashable (a hook or guard whose __hash__ is None, as a "
    "dataclass with eq=True): key no dict, set or Counter by it, and cache nothing on it."
)


SURROGATE_HINT = (
    "Text from the model may hold lone surrogates (JSON's \\ud800 escape reads back as one): "
    "encoding it to UTF-8 (a log line, a hash, a file, print() to a UTF-8 stdout) raises. "
    "Keep it a str, or encode "
    "with errors='backslashreplace' (json.dumps escapes them by default, ensure_ascii=True)."
)


def _explain(exercise: Exercise, prop: Property, signal: Signal) -> Verdict:
    hint = getattr(signal, "hint", "") or named_crash_hint(signal)
    if not hint and not (isinstance(signal, AnswerCrashed) and not signal.grader_raised):
        hint = prop.hint or exercise.hint  # an answer's own crash gets no property's hint
    hint = "" if hint == NO_HINT else hint  # the evidence fits several mistakes: name none
    if isinstance(signal, Mismatch):
        return _verdict(
            exercise,
            "fail",
            f"{prop.says} (fails for {signal.example})",
            prop=prop.says,
            example=signal.example,
            got=signal.got if isinstance(signal.got, str) else repr(signal.got),
            expected=signal.expected,
            hint=hint,
        )
    if isinstance(signal, AnswerCrashed):
        message = f"your code raised {signal.one_line} for {signal.example}"
    elif isinstance(signal, AnswerOutOfMemory):
        limit = f" (limit {signal.limit_mb} MB)" if signal.limit_mb else ""
        message = f"ran out of memory{limit} for {signal.example}: does something grow without end?"
    elif isinstance(signal, AnswerFlooded):
        message = (
            f"printed more than {signal.limit / 1e6:g} MB for {signal.example}: take the "
            "prints out of the answer (what it prints while being checked is not shown)"
        )
    else:
        message = (
            f"timed out after {signal.seconds:g} s without an answer for {signal.example}: "
            "is there a loop that never ends, a wait, or (on a long input) a loop inside a "
            "loop over it?"
        )
    # A limit's message says what to look for; a hint about what to return would mislead.
    hint = hint if isinstance(signal, AnswerCrashed) else ""
    return _verdict(exercise, "error", message, prop=prop.says, example=signal.example, hint=hint)


def _explain_flaky(exercise: Exercise, prop: Property, flaky: Flaky) -> Verdict:
    """Report the first real failure inside Hypothesis's "flaky" wrapper, if there is one.

    Runaway recursion fails at a different depth on each run, which Hypothesis calls
    flaky; the failure itself is still the learner's to see.
    """
    for inner in getattr(flaky, "exceptions", ()):
        if isinstance(
            inner, (Mismatch, AnswerCrashed, AnswerHung, AnswerOutOfMemory, AnswerFlooded)
        ):
            return _explain(exercise, prop, inner)
    return _verdict(
        exercise,
        "fail",
        "the same input gave different results on different runs: does the answer read "
        "the wall clock, random numbers, or state kept between calls?",
        prop=prop.says,
        hint=prop.hint or exercise.hint,
    )


@dataclass(frozen=True)
class Unusable:
    """Why an answer cannot be graded, and whether that is because it is the workbook's own
    code (a copy: its verdict carries no hint, since it names no mistake of the exercise)."""

    message: str
    copied: bool = False


def _unusable(exercise: Exercise, info: Any, allow_copies: bool = False) -> Unusable | None:
    """Why the answer described by ``info`` (plain data from the worker) cannot be graded."""
    if type(info) is not dict or not info.get("defined"):
        return Unusable(
            f"{exercise.name} is not defined: run the exercise cell that defines "
            f"{exercise.signature} (or define it)."
        )
    if not info.get("callable"):
        return Unusable(f"{exercise.name} should be a function, got {info.get('type')}.")
    module = str(info.get("module", ""))
    if not allow_copies and _of_the_workbook(module, str(info.get("code_file", ""))):
        where = f"{module}.{info.get('qualname', '')}"
        return Unusable(copying.MESSAGE.format(where=where), copied=True)
    used = [name for name in info.get("uses") or () if name in exercise.delegates]
    if used:
        where = f"it calls {str(used[0])[:100]}"
        return Unusable(copying.MESSAGE.format(where=where), copied=True)
    if info.get("signature") is None:
        return None  # builtins without a signature: let the properties decide
    if not _binds(info, len(exercise.params)):
        return Unusable(
            f"wrong signature: expected {exercise.signature}, got "
            f"{exercise.name}{info.get('signature')}."
        )
    return None


def _of_the_workbook(module: str, code_file: str) -> bool:
    """Whether a function's module or code comes from the workbook's own packages."""
    if module.startswith(("hookkata.", "toolhooks.")) or module in ("hookkata", "toolhooks"):
        return True
    return copying.in_the_workbook(code_file)


def _binds(info: dict[str, Any], count: int) -> bool:
    """Whether a call with ``count`` positional arguments fits the described signature."""
    positional = info.get("positional") or []
    enough = bool(info.get("variadic")) or len(positional) >= count
    return enough and int(info.get("required", 0)) <= count and not info.get("required_keywords")


def _verdict(exercise: Exercise, status: Any, message: str = "", **details: str) -> Verdict:
    return Verdict(exercise.id, exercise.title, status, message, **details)
