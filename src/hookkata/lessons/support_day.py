"""Lesson 08: a day at the support desk, four scripted sessions through the real SDK.

The sessions start just before the deploy window (02:00 UTC) and run into it, so the audit
trail holds allowed calls and denials by each of the three Pre hooks of the lesson.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from toolhooks import HookContext, HookRegistry
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.fake import FakeMessagesAPI, Turn, text, tool_use
from toolhooks.hosts.agent_loop import Specialist, run_session


def lookups(*users: str) -> Turn:
    """One assistant turn that looks up each of ``users`` (parallel tool use)."""
    return Turn([tool_use("lookup_user", {"user_id": user}) for user in users])


def open_case(customer: str) -> Turn:
    """One assistant turn that opens a case file (with evidence) for ``customer``."""
    case = {"customer_id": customer, "summary": "credit", "evidence": ["chat"]}
    return Turn([tool_use("create_case_file", case)])


SESSIONS: tuple[tuple[HookContext, tuple[Turn, ...]], ...] = (
    (HookContext("u_004", "free", "s_1"), (lookups("u_004"), open_case("u_004"))),
    (HookContext("u_007", "premium", "s_2"), (lookups("u_007", "u_999"), open_case("u_007"))),
    (HookContext("u_007", "premium", "s_3"), (open_case("u_007"), lookups("u_007"))),
    (HookContext("u_004", "free", "s_4"), (lookups("u_999", "u_004"), open_case("u_004"))),
)
"""Each session's trusted context and what the model asks for, turn by turn."""

SUPPORT = Specialist("support", "Help the customer.", ("lookup_user", "create_case_file"))


def describe_day() -> str:
    """One line per session: who, on which plan, and the calls of each turn."""
    lines = []
    for context, turns in SESSIONS:
        asked = " | ".join(
            ", ".join(f"{b['name']}({_target(b['input'])})" for b in turn.content) for turn in turns
        )
        lines.append(f"{context.session_id}  {context.user_id} ({context.tier:<7})  {asked}")
    return "\n".join(lines)


def _target(tool_input: dict[str, object]) -> object:
    return tool_input.get("user_id", tool_input.get("customer_id"))


def run_day(registry: HookRegistry, clock: Callable[[], datetime]) -> None:
    """Run the :data:`SESSIONS` one after the other, each on a fresh desk, with
    ``registry``'s hooks and ``clock``; each ends with the model saying it is done."""
    for context, turns in SESSIONS:
        dispatcher, _desk = build_support_dispatcher()
        api = FakeMessagesAPI([*turns, Turn([text("Done for now.")])])
        run_session(api.client(), dispatcher, registry, context, SUPPORT, "Help me.", clock=clock)
