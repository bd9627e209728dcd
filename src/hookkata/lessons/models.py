"""Scripted fake models for the lessons: policies for ``FakeMessagesAPI``.

:func:`denial_reader` plays a model that reads its tool results the way a real one tends
to: an error that does not say it is deliberate looks transient, so it retries; a
``BLOCKED`` result without advice makes it give up; a ``BLOCKED`` result with an
alternative makes it offer that alternative. It lets notebook 04 show why the denial
message is a prompt; :func:`session_with` runs one session against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolhooks import HookRegistry
from toolhooks.dispatcher import Dispatcher
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.fake import FakeMessagesAPI, Policy, Turn, text, tool_use
from toolhooks.hook_types import PreHook
from toolhooks.hosts.agent_loop import Specialist, run_session
from toolhooks.results import BLOCKED_PREFIX
from toolhooks.testing import FixedClock, make_context

MAX_RETRIES = 3


def denial_reader(name: str, tool_input: Mapping[str, Any]) -> Policy:
    """A model that calls ``name`` once, then reacts to what comes back."""

    def policy(request: Mapping[str, Any]) -> Turn:
        results = _last_results(request)
        if not results:
            return Turn([text("Let me open a case for you."), tool_use(name, dict(tool_input))])
        content = _text(results[-1])
        if not results[-1].get("is_error"):
            return Turn([text(f"Done: {content}")], "end_turn")
        if not content.startswith(BLOCKED_PREFIX):
            if _attempts(request, name) < MAX_RETRIES:
                return Turn([text("That failed; trying again."), tool_use(name, dict(tool_input))])
            return Turn([text("It keeps failing; please try again later.")], "end_turn")
        if "Alternative:" in content:
            advice = content.split("Alternative:", 1)[1].strip()
            return Turn(
                [text(f"I can't do that here. What I can do instead: {advice}")], "end_turn"
            )
        return Turn(
            [text("I'm not allowed to do that. I don't know what else to offer.")], "end_turn"
        )

    return policy


def _last_results(request: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    last = request["messages"][-1]
    content = last.get("content")
    if last.get("role") != "user" or not isinstance(content, list):
        return []
    return [block for block in content if block.get("type") == "tool_result"]


def _attempts(request: Mapping[str, Any], name: str) -> int:
    return sum(
        1
        for message in request["messages"]
        if message["role"] == "assistant" and isinstance(message["content"], list)
        for block in message["content"]
        if block.get("type") == "tool_use" and block.get("name") == name
    )


def _text(result: Mapping[str, Any]) -> str:
    content = result.get("content", "")
    if isinstance(content, str):
        return content
    return " ".join(block.get("text", "") for block in content if isinstance(block, Mapping))


def session_with(
    dispatcher: Dispatcher | None = None, hook: PreHook | None = None, *, case: Mapping[str, Any]
) -> str:
    """One session of the :func:`denial_reader` model asking for ``create_case_file`` with
    ``case``, on ``dispatcher`` (a fresh support desk's by default) guarded by ``hook``:
    ``"<n> requests -> <final text>"``."""
    dispatcher = dispatcher or build_support_dispatcher()[0]
    registry = HookRegistry(error_sinks=[])
    if hook is not None:
        registry.pre(hook)
    api = FakeMessagesAPI(policy=denial_reader("create_case_file", case))
    support = Specialist("support", "Help the customer.", ("create_case_file",))
    run = run_session(
        api.client(), dispatcher, registry, make_context(), support, "Open a case.",
        clock=FixedClock(),
    )  # fmt: skip
    return f"{run.requests} requests -> {run.final_text}"
