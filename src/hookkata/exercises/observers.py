"""Exercise 10: the PostToolUse/Stop runner and its failure policy."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, shown

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


@dataclass
class _Observer:
    label: str
    fails: bool
    log: list[str]

    def __call__(self, event: Any) -> None:
        self.log.append(f"{self.label}({event})")
        if self.fails:
            raise ObserverFailed(f"{self.label} could not write")

    def __repr__(self) -> str:
        return f"{self.label}:{'fails' if self.fails else 'ok'}"


def _all_run_and_failures_reported(answer: Callable[..., Any], failing: list[bool]) -> None:
    log: list[str] = []
    hooks = [_Observer(f"h{i}", fails, log) for i, fails in enumerate(failing)]
    reported: list[tuple[Any, Any]] = []
    example = f"run_observers({hooks!r}, 'end of call', report)"
    # What is expected comes from the example, never from the hooks the answer was handed:
    # an answer could switch a hook's failure off and then report nothing.
    failed = [hook for hook, fails in zip(hooks, failing, strict=True) if fails]
    count = call_answer(
        answer,
        list(hooks),
        "end of call",
        lambda hook, exc: reported.append((hook, exc)),
        example=example,
    )
    expected_log = [f"h{i}(end of call)" for i in range(len(hooks))]
    if log != expected_log:
        raise Mismatch(example, f"hooks ran: {log}", f"every hook once, in order: {expected_log}")
    if [hook for hook, _ in reported] != failed or not all(
        isinstance(exc, ObserverFailed) for _, exc in reported
    ):
        raise Mismatch(
            example,
            f"report called with {shown(reported)}",
            f"report(hook, exception) once per failing hook, in order: {failed}",
        )
    if count != len(failed):
        raise Mismatch(
            example, f"returned {shown(count)}", f"the number of failures: {len(failed)}"
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
    reference=reference,
    properties=(
        Property(
            "every hook runs once, in order, even after others failed; each failure is "
            "reported once with its hook and exception; the count of failures is returned; "
            "nothing is raised",
            _all_run_and_failures_reported,
            st.lists(st.booleans(), max_size=8),
            fixed=([False, True, False], [True, True], []),
            hint=(
                "Put try/except Exception around each hook call, inside the loop: the tool "
                "already ran, so a failing observer must not take the agent down."
            ),
        ),
    ),
    hint="After the act, carry on: record the failure on its own channel.",
)
