"""Exercise 10: the PostToolUse/Stop runner and its failure policy."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.probe import Mismatch, call_answer, shown

NAME = "run_observers"
Report = Callable[[Callable[[Any], Any], Exception], None]


def reference(hooks: Sequence[Callable[[Any], Any]], event: Any, report: Report) -> int:
    """Run every hook on ``event``; report each failure and carry on; count the failures.

    The loop of :func:`toolhooks.chain.run_observers`, without its error-channel record.
    """
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures


class ObserverFailed(Exception):
    """What a generated failing observer raises."""


@dataclass(eq=False)
class _Observer:
    label: str
    fails: bool
    log: list[str]
    raised: list[BaseException]

    def __call__(self, event: Any) -> None:
        self.log.append(f"{self.label}({event})")
        if self.fails:
            error = ObserverFailed(f"{self.label} could not write")
            self.raised.append(error)
            raise error

    def __repr__(self) -> str:
        return f"{self.label}:{'fails' if self.fails else 'ok'}"


_REPORT_HINT = (
    "Call report(hook, exc): the hook object itself first, then the exception object it "
    "raised (not its name, not str(exc))."
)


def _all_run_and_failures_reported(answer: Callable[..., Any], failing: list[bool]) -> None:
    # What is expected comes from the example, never from the hooks the answer was handed:
    # an answer could switch a hook's failure off and then report nothing.
    expected_log = [f"h{i}(end of call)" for i in range(len(failing))]
    expected_count = sum(failing)
    log: list[str] = []
    raised: list[BaseException] = []
    hooks = [_Observer(f"h{i}", fails, log, raised) for i, fails in enumerate(failing)]
    failed = [hook for hook, fails in zip(hooks, failing, strict=True) if fails]
    reported: list[tuple[Any, Any]] = []
    example = f"run_observers({hooks!r}, 'end of call', report)"
    count = call_answer(
        answer,
        list(hooks),
        "end of call",
        lambda *args: reported.append(args if len(args) == 2 else (args, None)),
        example=example,
    )
    if log != expected_log:
        raise Mismatch(example, f"hooks ran: {log}", f"every hook once, in order: {expected_log}")
    right = len(reported) == len(failed) and all(
        got_hook is hook and got_exc is exc
        for (got_hook, got_exc), hook, exc in zip(reported, failed, raised, strict=False)
    )
    if not right:
        wrong_args = len(reported) == len(failed) and reported
        raise Mismatch(
            example,
            f"report called with {shown(reported)}",
            f"report(hook, exception) once per failing hook, in order: {failed}",
            _REPORT_HINT if wrong_args else "",
        )
    if type(count) is not int or count != expected_count:
        raise Mismatch(
            example,
            f"returned {shown(count)} (a {type(count).__name__})",
            f"the number of failures, an int: {expected_count}",
            "Return how many hooks failed, an int (0 when none did), not a list or a bool.",
        )


EXERCISE = Exercise(
    number=10,
    id="observers",
    title="10 · Post and Stop hooks never break the agent",
    notebook="07-When-A-Hook-Crashes.ipynb",
    name=NAME,
    params=("hooks", "event", "report"),
    spec=(
        "Call every hook with the event, in order. When one raises, call report(hook, "
        "exception) and go on with the next: never raise.\nReturn how many hooks failed."
    ),
    returns=(
        "an `int`, how many hooks raised (`0` when none did). For each of them, in order,"
        " `report(hook, exception)` is called once, with the hook object and the "
        "exception object it raised. Nothing is raised."
    ),
    reference=reference,
    delegates=("toolhooks.chain.run_observers",),
    properties=(
        Property(
            "every hook runs once, in order, even after others failed; each failure is "
            "reported once with its hook and exception; the count of failures is returned; "
            "nothing is raised",
            _all_run_and_failures_reported,
            st.lists(st.booleans(), max_size=8),
            fixed=([], [True], [False, True, False], [True, True]),
            hint=(
                "Put try/except Exception around each hook call, inside the loop: the tool "
                "already ran, so a failing observer must not take the agent down."
            ),
            id="all-run",
        ),
    ),
    hint="After the act, carry on: record the failure on its own channel.",
    clauses=(
        Clause(
            "every hook runs once, in order, even after failures",
            "all-run",
            "fixed failing first, middle, all",
        ),
        Clause(
            "report(hook, exception): that hook object, that exception object",
            "all-run",
            "identity checks",
        ),
        Clause("once per failing hook, in order", "all-run", "fixed [True, True]"),
        Clause("never raise", "all-run", "every example has its failures caught"),
        Clause("return how many failed, an int", "all-run", "fixed [] (0), [True] (1, not True)"),
    ),
)
