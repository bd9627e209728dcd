"""What a PreToolUse hook can decide: allow, deny, rewrite the input, or ask a person.

Decisions are values, not exceptions: exceptions are kept for defects. Returning ``None``
means the same as :data:`ALLOW` ("no objection"). Anything else a hook returns is a bug in
the hook and stops the agent (:class:`~toolhooks.errors.InvalidDecisionError`), because
guessing what the hook meant would be failing open.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from .errors import DecisionError, InvalidDecisionError, safe_repr
from .readonly import FrozenDict

_BLOCKED_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def without_blocked_prefix(text: str) -> str:
    """``text`` without leading ``BLOCKED:`` prefixes (the synthetic result adds one itself)."""
    return _BLOCKED_PREFIXES.sub("", text).strip()


@dataclass(frozen=True, slots=True)
class Allow:
    """No objection: the chain goes on to the next hook."""


ALLOW = Allow()
"""The one ``Allow`` value hooks need; returning ``None`` means the same."""


@dataclass(frozen=True, slots=True)
class Deny:
    """Refuse the call. The tool does not run and later hooks are skipped.

    The model reads ``reason`` and ``alternative`` as its next observation, so write them
    as a prompt: why the call was refused and what it can do instead.
    """

    reason: str
    alternative: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.reason, str) or not without_blocked_prefix(self.reason):
            raise DecisionError(
                f"Deny needs a reason that says why, got {safe_repr(self.reason)}; the "
                "BLOCKED: prefix is added for you, so it does not count. "
                "E.g. Deny('free tier cannot open case files', 'offer the FAQ')."
            )
        if self.alternative is not None and not isinstance(self.alternative, str):
            raise DecisionError(
                f"Deny.alternative must be a string or None, got {safe_repr(self.alternative)}."
            )


@dataclass(frozen=True, slots=True)
class Ask:
    """Let a person decide. The chain goes on, and a later ``Deny`` still wins; when no hook
    denies, the call waits for the approver given to ``install_hooks`` (``approve=``). With
    no approver the call is denied: fail closed.

    ``reason`` is shown to the person: say what is at stake, e.g. "refund of 900 EUR".
    """

    reason: str

    def __post_init__(self) -> None:
        if not isinstance(self.reason, str) or not self.reason.strip():
            raise DecisionError(
                f"Ask needs a reason the person can decide on, got {safe_repr(self.reason)}; "
                "e.g. Ask('refund of 900 EUR, above the 500 EUR limit')."
            )


@dataclass(frozen=True, slots=True)
class Rewrite:
    """Replace the tool input. Later hooks, and then the tool, see the new input."""

    new_input: Mapping[str, Any]

    def __post_init__(self) -> None:
        if not isinstance(self.new_input, Mapping):
            raise DecisionError(
                "Rewrite needs the complete new input as a mapping, got "
                f"{type(self.new_input).__name__}; e.g. Rewrite({{**call.input, 'limit': 10}})."
            )
        if not isinstance(self.new_input, FrozenDict):
            object.__setattr__(self, "new_input", FrozenDict(self.new_input))


Decision: TypeAlias = "Allow | Deny | Rewrite | Ask"
"""What a PreToolUse hook returns (``None`` is accepted as :data:`ALLOW`)."""


def as_decision(
    returned: object, *, hook_name: str, tool_name: str
) -> Allow | Deny | Rewrite | Ask:
    """Check what a hook returned and normalise ``None`` to :data:`ALLOW`."""
    if returned is None:
        return ALLOW
    if isinstance(returned, (Allow, Deny, Rewrite, Ask)):
        return returned
    if inspect.iscoroutine(returned):  # an async def hook: close it, say why it cannot run
        returned.close()
        raise InvalidDecisionError(
            f"PreToolUse hook {hook_name!r} is an async function (it returned a coroutine) "
            f"for tool {tool_name!r}; hooks here run synchronously, so write it as a plain "
            "def. The call was stopped because the hook never ran.",
            hook_name=hook_name,
            tool_name=tool_name,
        )
    raise InvalidDecisionError(
        f"PreToolUse hook {hook_name!r} returned {safe_repr(returned)} ({type(returned).__name__}) "
        f"for tool {tool_name!r}; expected None, ALLOW, Deny(reason, alternative), "
        "Rewrite(new_input) or Ask(reason); return one of those. The call was stopped "
        "because the hook's intent is unknown.",
        hook_name=hook_name,
        tool_name=tool_name,
    )
