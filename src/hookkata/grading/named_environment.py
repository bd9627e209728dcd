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
    worker: Any = getattr(answer, "worker", None)
    if worker is None or not names:
        return
    setting = f"setting {_listed(names, value)} in the environment"
    try:
        before = _set(worker, dict.fromkeys(names, value))
    except (WorkerLost, ChannelError) as lost:
        raise AnswerLost(setting, str(getattr(lost, "reason", lost))) from None
    try:
        prop.verify_fixed(answer)
    except (Mismatch, AnswerCrashed) as signal:
        signal.example = f"{signal.example}, with {_listed(names, value)} in the environment"
        it = "it" if len(names) == 1 else "they"
        signal.hint = ENVIRON_HINT.format(names=", ".join(names), it=it, value=value)
        raise
    finally:
        with contextlib.suppress(WorkerLost, ChannelError):
            _set(worker, _restoring(names, before))


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
