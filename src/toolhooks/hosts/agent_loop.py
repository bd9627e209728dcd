"""A Messages-API agent loop on the official ``anthropic`` SDK, with hooks on every tool call.

The loop sends the conversation, reads ``stop_reason``, and acts as the API documents:

* ``tool_use``: run every ``tool_use`` block through the hooked dispatcher and answer them
  all in one user message, results first, in order; then ask again;
* ``pause_turn``: the server paused a long turn; send the conversation back as it is;
* ``end_turn``, ``stop_sequence``: the model is done;
* ``max_tokens``: the reply was cut off; a half-written ``tool_use`` is dropped rather than
  run, and the session ends (raise ``max_tokens`` to get further);
* ``refusal``: the model declined; the session ends.

The session's Stop hooks run exactly once, in a ``finally``, so they run when the session
ends by an error too. The defence is layered as the article recommends: each specialist is
only told of its own tools (filtering, which the loop also enforces), the system prompt
carries soft guidance, and hooks enforce what must hold.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import anthropic

from toolhooks.approval import Approver
from toolhooks.clock import Clock, read_clock, utc_now
from toolhooks.context import HookContext
from toolhooks.dispatcher import Dispatcher
from toolhooks.errors import ConfigError, safe_repr
from toolhooks.install import install_hooks
from toolhooks.matchers import tool_names
from toolhooks.offered import offering
from toolhooks.registry import HookRegistry
from toolhooks.session import end_session
from toolhooks.turns import answer_tool_uses

DEFAULT_MODEL = "claude-sonnet-5"
MODEL_ENV = "HOOKS_WORKBOOK_MODEL"


def model_id() -> str:
    """The model to call: ``$HOOKS_WORKBOOK_MODEL`` if set, else :data:`DEFAULT_MODEL`."""
    return os.environ.get(MODEL_ENV) or DEFAULT_MODEL


@dataclass(frozen=True)
class Specialist:
    """An agent role: its system prompt (soft guidance) and the only tools it is told of."""

    name: str
    system: str
    tools: tuple[str, ...]

    def __post_init__(self) -> None:
        for field_name in ("name", "system"):
            value = getattr(self, field_name)
            if not isinstance(value, str) or not value:
                raise ConfigError(
                    f"Specialist.{field_name} must be a non-empty string, got "
                    f"{safe_repr(value)}; e.g. "
                    "Specialist('support', 'You help customers.', ['lookup_user'])."
                )
        object.__setattr__(self, "tools", tool_names(self.tools, "Specialist.tools"))


@dataclass
class AgentRun:
    """What a session produced: the transcript, why it stopped, how many requests it took."""

    messages: list[dict[str, Any]]
    stop_reason: str
    requests: int = 0
    final_text: str = ""


def run_loop(
    client: anthropic.Anthropic,
    dispatcher: Dispatcher,
    specialist: Specialist,
    task: str,
    *,
    model: str | None = None,
    max_tokens: int = 1024,
    max_requests: int = 10,
) -> AgentRun:
    """Run one conversation to its end through ``dispatcher.call_tool`` (hooked or not).

    The specialist is told of its own tools only, and only those run: a ``tool_use`` that
    names another tool is answered with an ``is_error`` result listing its tools (see
    :mod:`toolhooks.offered`). A :class:`~toolhooks.errors.PreHookError` ends the loop by
    propagating: the agent stops where a policy could not be checked.
    """
    tool_definitions = dispatcher.definitions(specialist.tools)
    messages: list[dict[str, Any]] = [{"role": "user", "content": task}]
    run = AgentRun(messages, stop_reason="max_requests")
    with offering(specialist.tools):
        while run.requests < max_requests:
            response = client.messages.create(
                model=model or model_id(),
                max_tokens=max_tokens,
                system=specialist.system,
                tools=tool_definitions,  # type: ignore[arg-type]
                messages=messages,  # type: ignore[arg-type]
            )
            run.requests += 1
            reason = response.stop_reason or "end_turn"
            content = [
                block.model_dump(mode="json", exclude_none=True) for block in response.content
            ]
            if reason == "max_tokens":  # a cut-off tool_use must not run, nor stay unanswered
                content = [block for block in content if block.get("type") != "tool_use"]
            messages.append(
                {"role": "assistant", "content": content or [{"type": "text", "text": "…"}]}
            )
            if reason == "tool_use":
                messages.append(answer_tool_uses(dispatcher.call_tool, content))
                continue
            if reason == "pause_turn":
                continue
            run.stop_reason = reason
            break
    run.final_text = _last_text(messages)
    return run


def run_session(
    client: anthropic.Anthropic,
    dispatcher: Dispatcher,
    registry: HookRegistry,
    context: HookContext,
    specialist: Specialist,
    task: str,
    *,
    clock: Clock = utc_now,
    approve: Approver | None = None,
    **options: Any,
) -> AgentRun:
    """Install the hooks, run the loop, and end the session (Stop hooks) whatever happens.

    ``approve`` decides the calls a hook answered with ``Ask``; without it they are denied.

    The installation is undone whatever happens too, even when a Stop hook raises a
    ``BaseException`` or the clock fails as the session ends.
    """
    started_at = read_clock(clock)
    undo = install_hooks(dispatcher, registry, context, clock=clock, approve=approve)
    reason = "error"
    try:
        run = run_loop(client, dispatcher, specialist, task, **options)
        reason = run.stop_reason
        return run
    finally:
        try:
            end_session(registry, context, started_at=started_at, clock=clock, reason=reason)
        finally:
            undo()


def add_delegation(
    dispatcher: Dispatcher,
    client: anthropic.Anthropic,
    specialists: Sequence[Specialist],
    **options: Any,
) -> list[AgentRun]:
    """Register ``delegate``, a tool that hands a task to a specialist sub-agent.

    Delegation is a tool call like any other, so the same hooks and the same audit trail
    see it; and the sub-agent's own tool calls go through the same (hooked) dispatcher. A
    direct function call would slip past every hook. Returns the list the sub-agents' runs
    are collected in.
    """
    by_name = {specialist.name: specialist for specialist in specialists}
    runs: list[AgentRun] = []

    def delegate(specialist: str, task: str) -> str:
        chosen = by_name[specialist]
        run = run_loop(client, dispatcher, chosen, task, **options)
        runs.append(run)
        return run.final_text

    dispatcher.tool(
        name="delegate",
        description="Hand a task to a specialist sub-agent and get its answer.",
        input_schema={
            "type": "object",
            "properties": {"specialist": {"enum": sorted(by_name)}, "task": {"type": "string"}},
            "required": ["specialist", "task"],
            "additionalProperties": False,
        },
    )(delegate)
    return runs


def _last_text(messages: list[dict[str, Any]]) -> str:
    for message in reversed(messages):
        if message["role"] == "assistant" and isinstance(message["content"], list):
            texts = [
                block.get("text", "") for block in message["content"] if block.get("type") == "text"
            ]
            if texts:
                return "\n".join(texts)
    return ""
