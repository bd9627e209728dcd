"""Hooks around the SDK's own tool helpers: ``@beta_tool`` functions and ``tool_runner``.

``client.beta.messages.tool_runner`` runs the agent loop for you: it calls the model,
runs each ``tool_use`` with the matching ``@beta_tool`` function and sends the results
back. :func:`hook_beta_tools` puts the same PreToolUse chain, PostToolUse hooks and audit
trail in front of those functions, so a rule holds whichever loop runs the tools::

    hooked = hook_beta_tools([lookup_user, create_case_file], registry, context)
    runner = client.beta.messages.tool_runner(
        model=model_id(), max_tokens=1024, tools=hooked.tools, messages=[...]
    )
    final = hooked.run(runner)

A denial reaches the model as an ``is_error`` result with the ``BLOCKED`` text (raised as
the SDK's ``ToolError``, which the runner turns into exactly that).

Two limits of the SDK's helper, and what this module does about them:

* a tool function receives only its input, not the ``tool_use`` id. :meth:`HookedTools.run`
  reads each assistant message as the runner yields it and hands the ids to the calls in
  order, so the audit trail names the real ids; a call it cannot match gets a local id.
* the runner turns *every* ``Exception`` from a tool into an ``is_error`` result and
  carries on. A PreToolUse failure is therefore raised out of the runner as
  :class:`PolicyStop` (a ``BaseException``), and :meth:`HookedTools.run` raises the
  ``PreHookError`` inside it: the run stops, as :func:`~toolhooks.hosts.agent_loop.run_loop` does.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable
from typing import Any

from anthropic.lib.tools import BetaFunctionTool, ToolError

from toolhooks.clock import Clock, utc_now
from toolhooks.context import HookContext
from toolhooks.dispatcher import render_output
from toolhooks.errors import ConfigError, PreHookError, exception_text, safe_repr
from toolhooks.registry import HookRegistry, require_registry
from toolhooks.results import error_result, result_text, tool_result
from toolhooks.wrapper import call_with_hooks


class HookedTools:
    """``@beta_tool`` functions behind a hook registry, ready for ``tool_runner``."""

    def __init__(
        self,
        tools: Iterable[BetaFunctionTool[Any]],
        registry: HookRegistry,
        context: HookContext,
        *,
        clock: Clock = utc_now,
    ) -> None:
        require_registry(registry, "hook_beta_tools(tools, registry, context)")
        _require_session(context, clock)
        self.registry, self.context, self.clock = registry, context, clock
        self._pending: deque[tuple[str, str, Any]] = deque()
        self._local_ids = itertools.count(1)
        self.tools: list[BetaFunctionTool[Any]] = [
            _HookedTool(tool, self) for tool in _beta_tools(tools)
        ]

    def expect(self, message: Any) -> None:
        """Note the ``tool_use`` blocks of an assistant message the runner is about to run."""
        for block in getattr(message, "content", None) or ():
            if getattr(block, "type", None) == "tool_use":
                self._pending.append((block.id, block.name, block.input))

    def run(self, runner: Iterable[Any]) -> Any:
        """Drive a ``tool_runner`` to the end, matching ids; returns its last message.

        With ``stream=True`` the runner yields one stream per reply instead of a message;
        each is read to its final message here, before the runner runs that reply's tools.
        A PreToolUse failure stops the run here and is raised as the
        :class:`~toolhooks.errors.PreHookError` it was.
        """
        last = None
        try:
            for item in runner:
                last = item.get_final_message() if hasattr(item, "get_final_message") else item
                self.expect(last)
        except PolicyStop as stop:
            raise stop.error from None
        return last

    def call(self, tool: BetaFunctionTool[Any], tool_input: object) -> Any:
        """One call from the runner: through the hooks, then (if allowed) the function."""
        block = {
            "type": "tool_use",
            "id": self._take_id(tool.name, tool_input),
            "name": tool.name,
            "input": tool_input,
        }

        def run_function(allowed: dict[str, Any]) -> dict[str, Any]:
            try:
                output = tool.call(allowed["input"])  # a plain copy, after every rewrite
            except ToolError as exc:  # the function's own refusal, not a hook's
                return error_result(allowed["id"], exception_text(exc))
            return tool_result(allowed["id"], render_output(output))

        try:
            result = call_with_hooks(
                run_function, block, registry=self.registry, context=self.context, clock=self.clock
            )
        except PreHookError as exc:
            raise PolicyStop(exc) from exc
        if result.get("is_error"):
            raise ToolError(result_text(result))
        return result["content"]

    def _take_id(self, name: str, tool_input: object) -> str:
        for index, (tool_use_id, pending_name, pending_input) in enumerate(self._pending):
            if pending_name == name and pending_input == tool_input:
                del self._pending[index]
                return tool_use_id
        return f"toolu_local_{next(self._local_ids):04d}"


class PolicyStop(BaseException):
    """Carries a :class:`~toolhooks.errors.PreHookError` out of the SDK's ``tool_runner``.

    The runner turns every ``Exception`` from a tool into an ``is_error`` result and
    carries on, which would let the model keep going after a policy could not be checked.
    A ``BaseException`` is not caught there, so the run stops; :meth:`HookedTools.run`
    unwraps it. If you iterate the runner yourself, catch ``PolicyStop`` and handle its
    ``error``.
    """

    def __init__(self, error: PreHookError) -> None:
        super().__init__(f"the run stopped because a PreToolUse check failed: {error}")
        self.error = error


class _HookedTool(BetaFunctionTool[Any]):
    """The runner sees the original tool's name and schema; calls go through the hooks."""

    def __init__(self, inner: BetaFunctionTool[Any], hooks: HookedTools) -> None:
        super().__init__(
            inner.func,
            name=inner.name,
            description=inner.description,
            input_schema=inner.input_schema,
        )
        self._inner, self._hooks = inner, hooks

    def call(self, input: object) -> Any:  # the SDK's parameter name
        return self._hooks.call(self._inner, input)


def _require_session(context: object, clock: object) -> None:
    """Refuse a context or clock that would make every call fail later, inside the run."""
    if not isinstance(context, HookContext):
        raise ConfigError(
            f"hook_beta_tools(tools, registry, context) needs the session's HookContext, got "
            f"{safe_repr(context)} ({type(context).__name__}); build one from your auth "
            "layer: HookContext(user_id, tier, session_id)."
        )
    if not callable(clock):
        raise ConfigError(
            f"hook_beta_tools(clock=...) must be a callable returning an aware datetime, got "
            f"{safe_repr(clock)} ({type(clock).__name__}); e.g. the default utc_now."
        )


def _beta_tools(tools: object) -> list[BetaFunctionTool[Any]]:
    """The ``@beta_tool`` functions as a list; anything else is refused up front."""
    if isinstance(tools, (str, bytes)) or not isinstance(tools, Iterable):
        raise ConfigError(
            f"hook_beta_tools(tools, ...) takes a list of @beta_tool functions, got "
            f"{safe_repr(tools)} ({type(tools).__name__}); e.g. [lookup_user]."
        )
    found = list(tools)
    for tool in found:
        if not isinstance(tool, BetaFunctionTool):
            raise ConfigError(
                f"hook_beta_tools(tools, ...) takes @beta_tool functions, got {safe_repr(tool)} "
                f"({type(tool).__name__}); decorate the function with @beta_tool first."
            )
    return found


def hook_beta_tools(
    tools: Iterable[BetaFunctionTool[Any]],
    registry: HookRegistry,
    context: HookContext,
    *,
    clock: Clock = utc_now,
) -> HookedTools:
    """Put ``registry``'s hooks in front of ``@beta_tool`` functions for one session."""
    return HookedTools(tools, registry, context, clock=clock)
