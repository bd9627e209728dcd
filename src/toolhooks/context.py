"""Trusted context: what the server knows about a session, frozen for its lifetime.

A :class:`HookContext` is built by the server at session start from its own sources (the
auth layer, the session manager, the database), never from anything the model wrote. Hooks
compare the model's untrusted tool input against it.

What ``frozen=True`` does and does not guarantee:

* it blocks ``ctx.tier = "premium"`` and ``del ctx.tier`` (``FrozenInstanceError``);
* it is shallow: a ``dict`` or ``list`` field would stay mutable, so every field here is a
  string, a tuple or a :class:`~toolhooks.readonly.FrozenDict`;
* it is a convention the runtime enforces, not a sandbox: ``object.__setattr__(ctx, ...)``
  still writes. Nothing in Python stops deliberate code; immutability protects against
  accidents and buggy hooks, and code review protects against the rest.

Change is by copy: ``dataclasses.replace(ctx, tier="premium")`` returns a new context and
leaves the old one intact.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias, get_args

from .errors import ContextError
from .readonly import FrozenDict

Tier: TypeAlias = Literal["free", "premium"]
TIERS: tuple[str, ...] = get_args(Tier)

_ATTRIBUTE_TYPES = (str, int, float, bool)


@dataclass(frozen=True, slots=True)
class HookContext:
    """Server-built facts about one session: who, on which plan, in which session.

    ``attributes`` holds further server-side facts (an organisation id, a spend limit);
    keys are strings, values are scalars, and the mapping is read-only.
    """

    user_id: str
    tier: Tier
    session_id: str
    attributes: Mapping[str, Any] = field(default_factory=FrozenDict)

    def __post_init__(self) -> None:
        _require_identifier("user_id", self.user_id)
        _require_identifier("session_id", self.session_id)
        if self.tier not in TIERS:
            raise ContextError(
                f"HookContext.tier must be one of {TIERS}, got {self.tier!r}; "
                "take the tier from your billing records, not from the conversation."
            )
        object.__setattr__(self, "attributes", _frozen_attributes(self.attributes))


def _require_identifier(name: str, value: object) -> None:
    if not isinstance(value, str) or not value.strip():
        raise ContextError(
            f"HookContext.{name} must be a non-empty string, got {value!r}; "
            "build the context from your auth layer and session manager."
        )


def _frozen_attributes(attributes: object) -> FrozenDict:
    if not isinstance(attributes, Mapping):
        raise ContextError(
            f"HookContext.attributes must be a mapping, got {type(attributes).__name__}; "
            "pass a dict such as {'org_id': 'org_7'}."
        )
    for key, value in attributes.items():
        if not isinstance(key, str) or not isinstance(value, _ATTRIBUTE_TYPES):
            raise ContextError(
                "HookContext.attributes must map strings to str, int, float or bool, "
                f"got {key!r}: {value!r} ({type(value).__name__}); "
                "store nested data as separate flat keys."
            )
    return attributes if isinstance(attributes, FrozenDict) else FrozenDict(attributes)
