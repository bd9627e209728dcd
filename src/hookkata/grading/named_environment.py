"""The environment variables an answer reads by name: set each, and nothing may change.

No exercise gives the environment a say: a hook decides from the call and its trusted
context, whatever ``HOOKS_DISABLED`` or ``DEBUG`` holds. A learner who adds such a switch
(a kill switch, a debug mode, a strict flag) passes every input as long as the variable is
unset, as it is where grading runs. So once everything else has passed, grading sets each
variable the answer's source reads by name (:attr:`.mining.Mined.environ`) to each of
:data:`ENVIRON_VALUES`, in the worker, runs every property's fixed examples again, and puts
the variables back. Only answers that read the environment pay for it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from hookkata.grading.channel import ChannelError
from hookkata.grading.limits import WorkerLost
from hookkata.grading.probe import AnswerCrashed, AnswerLost, Mismatch


class HasFixedExamples(Protocol):
    """A property (:class:`.exercise.Property`) whose fixed examples can be run again."""

    def verify_fixed(self, answer: Callable[..., Any]) -> None: ...


ENVIRON_VALUES = ("1", "true", "0")
"""The values each variable is set to, in turn: on, on spelled out, off."""

ENVIRON_HINT = (
    "your code reads {names} from the environment, and its answer changed when {it} held "
    "{value!r}: the exercise gives the environment no say, so the same call must get the "
    "same answer whatever the environment holds. Drop that switch."
)


def verify_in_environment(
    prop: HasFixedExamples, answer: Callable[..., Any], names: Sequence[str], value: str
) -> None:
    """Run ``prop``'s fixed examples with every variable of ``names`` set to ``value`` in
    the answer's process; a failure names the variables and the value."""
    if not names:
        return
    it = "it" if len(names) == 1 else "they"
    _verify_under(
        prop,
        answer,
        f"with {_listed(names, value)} in the environment",
        ENVIRON_HINT.format(names=", ".join(names), it=it, value=value),
        lambda worker: _set(worker, dict.fromkeys(names, value)),
        lambda worker, before: _set(worker, _restoring(names, before)),
    )


WARNINGS_HINT = (
    "your code warns (warnings.warn), and its answer changed when warnings were errors "
    "(python -W error, PYTHONWARNINGS=error, as many CI runs are): the same call must get "
    "the same answer however the process treats warnings. Log instead, or leave it out."
)
WARNINGS_AS_ERRORS = "with warnings as errors (python -W error)"


def verify_with_warnings_as_errors(prop: HasFixedExamples, answer: Callable[..., Any]) -> None:
    """Run ``prop``'s fixed examples with every warning an error in the answer's process
    (``warnings.simplefilter("error")``); a failure says so."""
    _verify_under(
        prop,
        answer,
        WARNINGS_AS_ERRORS,
        WARNINGS_HINT,
        lambda worker: _as_errors(worker, True),
        lambda worker, _before: _as_errors(worker, False),
    )


def _verify_under(
    prop: HasFixedExamples,
    answer: Callable[..., Any],
    under: str,
    hint: str,
    change: Callable[[Any], object],
    put_back: Callable[[Any, object], object],
) -> None:
    """``prop``'s fixed examples run again once ``change(worker)`` changed the answer's
    process, put back after; a failure's example says ``under`` what, with ``hint``."""
    worker: Any = getattr(answer, "worker", None)
    if worker is None:
        return
    try:
        before = change(worker)
    except (WorkerLost, ChannelError) as lost:
        raise AnswerLost(
            f"changing its process: {under}", str(getattr(lost, "reason", lost))
        ) from None
    try:
        prop.verify_fixed(answer)
    except (Mismatch, AnswerCrashed) as signal:
        signal.example = f"{signal.example}, {under}"
        signal.hint = hint
        raise
    finally:
        with contextlib.suppress(WorkerLost, ChannelError):
            put_back(worker, before)


def _as_errors(worker: Any, on: bool) -> object:
    from hookkata.grading.remote import SCRIPT_SECONDS

    return worker.request({"op": "warnings", "as_errors": on}, SCRIPT_SECONDS)


def _set(worker: Any, wanted: dict[str, str | None]) -> object:
    from hookkata.grading.remote import SCRIPT_SECONDS

    return worker.request({"op": "environ", "set": wanted}, SCRIPT_SECONDS)


def _restoring(names: Sequence[str], before: object) -> dict[str, str | None]:
    """The values to put back: what the worker said it held, where that is plain text;
    otherwise the variable is removed (grading ends with this phase anyway)."""
    held = before if isinstance(before, dict) else {}
    return {name: v if isinstance(v := held.get(name), str) else None for name in names}


def _listed(names: Sequence[str], value: str) -> str:
    return ", ".join(f"{name}={value}" for name in names)
