"""Lesson 07: a support desk guarded by one PreToolUse hook, with an in-memory audit."""

from __future__ import annotations

from toolhooks import AuditLog, HookRegistry, install_hooks
from toolhooks.context import Tier
from toolhooks.dispatcher import Dispatcher
from toolhooks.examples.support_desk import SupportDesk, build_support_dispatcher
from toolhooks.hook_types import PreHook
from toolhooks.jsonl import MemorySink
from toolhooks.testing import FixedClock, make_context

CASE = {"customer_id": "u_004", "summary": "credit", "evidence": ["chat"]}
"""A case file that passes Rule A."""


def desk_with(
    pre_hook: PreHook, *, tier: Tier = "free"
) -> tuple[Dispatcher, SupportDesk, MemorySink]:
    """A fresh desk with ``pre_hook`` installed for a session of ``tier``, and an
    ``AuditLog`` writing to a :class:`MemorySink` (its ``records``):
    ``(dispatcher, desk, audit)``."""
    dispatcher, desk = build_support_dispatcher()
    registry = HookRegistry(error_sinks=[])
    registry.pre(pre_hook)
    audit = MemorySink()
    registry.post(AuditLog(sink=audit))
    install_hooks(dispatcher, registry, make_context(tier=tier), clock=FixedClock())
    return dispatcher, desk, audit
