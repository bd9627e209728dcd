"""Run the same Python hooks in the Claude Agent SDK, as in-process hook callbacks.

:func:`agent_sdk_hooks` turns a :class:`~toolhooks.HookRegistry` into the ``hooks`` of
``ClaudeAgentOptions``::

    options = ClaudeAgentOptions(hooks=agent_sdk_hooks(registry, user_id="u_004"))
    async for message in query(prompt="...", options=options): ...

The SDK sends each hook event over its control channel to an async callback
``(input_data, tool_use_id, context) -> dict``. One ``HookMatcher`` per event matches every
tool; the registry's own matchers then select the hooks (``registry.pre.for_tool``), so a
registry behaves the same here, in the command adapter and in a hooked ``call_tool``. The
answers are the command adapter's (:mod:`toolhooks.hosts.claude_code`):

* allow: ``{}``. An explicit ``"allow"`` would skip the user's permission rules.
* deny: ``permissionDecision: "deny"`` with the ``BLOCKED`` text as the reason.
* rewrite: ``updatedInput`` and *no* ``permissionDecision``: Claude Code applies the new
  input and still checks it against the user's rules (``tests/test_agent_sdk.py`` checks
  this with the bundled CLI, as ``tests/test_claude_code_cli.py`` does for commands).
* anything that keeps the hooks from answering denies, with a reason, and is audited:
  a hook that raises (any ``BaseException`` but the SDK's own cancellation) or returns
  something that is not a decision, the hooks overrunning ``timeout_s``, an event that is
  not PreToolUse, a payload without a tool name, an input object or a session id, and a
  decision JSON cannot carry (NaN, lone surrogates...). The Pre matcher also asks the CLI
  to block when the callback itself fails (``on_failure="block"``).

An ``Ask`` is decided by ``approve`` when one is given (a refusal is denied and audited
with ``asked`` and ``decided_by``); otherwise the answer is ``"ask"``, which the CLI puts
to the options' ``can_use_tool`` callback, and the call's line names it as the decider.
At Stop, every ``tool_use`` of the transcript (``transcript_path``) that has no line yet
gets one (``refused_by_host``: the CLI's own rules or input check refused it), as in the
command adapter (:func:`~toolhooks.hosts.claude_code.tally.reconcile_transcript`).

PostToolUse, PostToolUseFailure and Stop never block: their failures go to the
registry's error channel. Trusted context comes from the caller (``user_id``, ``tier``),
and the session id from the SDK's input; never from ``tool_input``.

The registry's hooks are synchronous: each event runs them in a thread of its own, so a
slow hook does not stall the event loop. A thread cannot be killed: a hook that overruns is
answered (denied, recorded as ``hook_failed``) but keeps running, and if it ever finishes
it may record its late outcome too. Hooks that may hang belong in the command adapter,
which runs them in a process it can kill. Threads are daemons, and not the loop's default
executor, which ``asyncio.run`` joins on exit (a hung hook would hang the program).
Callbacks need an asyncio event loop (the SDK's default ``anyio`` backend).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar, cast

from claude_agent_sdk import HookMatcher
from claude_agent_sdk.types import HookCallback, HookEvent

from toolhooks.approval import Approver
from toolhooks.chain import PreVerdict, observe_outcome, screen_call
from toolhooks.clock import Clock, read_clock, utc_now
from toolhooks.context import HookContext
from toolhooks.error_channel import HookFailure, Stage
from toolhooks.errors import (
    ConfigError,
    PreHookError,
    ToolhooksError,
    describe_exception,
    exception_text,
)
from toolhooks.events import ToolCall, ToolOutcome, outcome_for
from toolhooks.hosts.claude_code.adapter import (
    DEFAULT_TIMEOUT_S,
    MAX_TIMEOUT_S,
    AdapterInputError,
    approver_decides,
    end_of,
    json_problem,
    post_outcome,
    pre_answer,
    pre_note,
    require_tool_fields,
    session_attributes,
)
from toolhooks.hosts.claude_code.notes import PreNote
from toolhooks.registry import HookRegistry, require_registry
from toolhooks.results import BLOCKED_PREFIX
from toolhooks.session import end_session

T = TypeVar("T")
ADAPTER_NAME = "toolhooks.hosts.agent_sdk"
SDK_PROMPT = "the Agent SDK's can_use_tool"
"""``decided_by`` of an asked call the CLI put to the options' ``can_use_tool`` callback."""
SDK_TIMEOUT_MARGIN_S = 10.0
"""The SDK's matcher timeout is ours plus this: our own timeout answers first."""

__all__ = ["agent_sdk_hooks"]


def agent_sdk_hooks(
    registry: HookRegistry,
    *,
    user_id: str,
    tier: str = "free",
    clock: Clock = utc_now,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    approve: Approver | None = None,
) -> dict[HookEvent, list[HookMatcher]]:
    """``ClaudeAgentOptions(hooks=...)`` running ``registry`` for the user ``user_id``.

    ``approve`` decides the calls a Pre hook asks about, in process (as ``install_hooks``
    does); without it the answer is ``permissionDecision: "ask"``, which reaches the
    options' ``can_use_tool`` callback (or is refused when there is none).
    """
    require_registry(registry, "agent_sdk_hooks")
    HookContext(user_id, tier, "checked-at-setup")  # type: ignore[arg-type]  # raises if bad
    if not callable(clock):
        raise ConfigError(f"agent_sdk_hooks(clock=...) must be callable, got {clock!r}.")
    if not (isinstance(timeout_s, (int, float)) and 0 < timeout_s <= MAX_TIMEOUT_S):
        raise ConfigError(
            f"agent_sdk_hooks(timeout_s=...) must be a number of seconds above 0 and at most "
            f"{MAX_TIMEOUT_S:g}, got {timeout_s!r}."
        )
    if approve is not None and not callable(approve):
        raise ConfigError(
            f"agent_sdk_hooks(approve=...) must be a callable approve(call, asked) -> bool, "
            f"got {approve!r}."
        )
    hooks = _Hooks(registry, user_id, tier, clock, float(timeout_s), approve)
    sdk_timeout = timeout_s + SDK_TIMEOUT_MARGIN_S
    return {
        "PreToolUse": [
            HookMatcher(
                hooks=[cast(HookCallback, hooks.pre_tool_use)],
                timeout=sdk_timeout,
                on_failure="block",
            )
        ],
        "PostToolUse": [
            HookMatcher(hooks=[cast(HookCallback, hooks.post_tool_use)], timeout=sdk_timeout)
        ],
        "PostToolUseFailure": [
            HookMatcher(hooks=[cast(HookCallback, hooks.post_tool_use)], timeout=sdk_timeout)
        ],
        "Stop": [HookMatcher(hooks=[cast(HookCallback, hooks.stop)], timeout=sdk_timeout)],
    }


class _Hooks:
    """The three callbacks, sharing the registry, the trusted caller and session starts."""

    def __init__(
        self,
        registry: HookRegistry,
        user_id: str,
        tier: str,
        clock: Clock,
        timeout_s: float,
        approve: Approver | None,
    ) -> None:
        self.registry, self.user_id, self.tier = registry, user_id, tier
        self.clock, self.timeout_s, self.approve = clock, timeout_s, approve
        self.started: dict[str, datetime] = {}  # session id -> first event seen
        self.notes: dict[str, PreNote] = {}  # tool_use_id -> an ask or rewrite the CLI acts on
        self.recorded: dict[str, set[str]] = {}  # session id -> tool_use_ids with a line
        self.reported: set[str] = set()  # transcript problems already on the error channel

    async def pre_tool_use(
        self, input_data: Any, tool_use_id: str | None, _context: Any
    ) -> dict[str, Any]:
        """PreToolUse: ``{}`` to allow, else a deny or an ``updatedInput``."""
        try:
            call = self._tool_call(input_data, tool_use_id, ("PreToolUse",))
        except Exception as exc:  # the input, the session or the clock: refused, recorded
            problem = (
                exception_text(exc) if isinstance(exc, ToolhooksError) else describe_exception(exc)
            )
            try:
                await self._in_thread(
                    lambda: self._record_refusal(input_data, tool_use_id, problem)
                )
            except Exception as failure:  # denied either way
                self._report("PostToolUse", failure, input_data)
            return _deny(f"{BLOCKED_PREFIX}the hook could not check this call: {problem}")
        try:
            verdict, denied, decided_by = await self._in_thread(lambda: self._screen(call))
        except TimeoutError:
            problem = f"the PreToolUse hooks did not finish within {self.timeout_s:g}s"
            await self._record(call, problem)
            return _deny(f"{BLOCKED_PREFIX}the hook could not check this call: {problem}")
        except asyncio.CancelledError:
            raise  # the SDK gave up on this request; the CLI already answers it
        except PreHookError as exc:  # recorded by screen_call or the approver's step
            self._mark(call)
            return _deny(f"{BLOCKED_PREFIX}{exception_text(exc)}")
        except BaseException as exc:  # KeyboardInterrupt, SystemExit... in a hook
            self._mark(call)
            return _deny(
                f"{BLOCKED_PREFIX}the hook could not check this call: a hook raised "
                f"{describe_exception(exc)}"
            )
        if denied is not None:
            self._mark(call)
        elif verdict.asked or verdict.rewritten_by:
            note = pre_note(call, verdict, decided_by)
            self.notes[call.tool_use_id] = replace(note, prompt=SDK_PROMPT)
        answer = pre_answer(verdict, denied, approved=decided_by is not None)
        return {} if answer is None else await self._answer(call, *answer)

    def _screen(self, call: ToolCall) -> tuple[PreVerdict, dict[str, Any] | None, str | None]:
        """The Pre chain, then the approver on an asked call (when there is one)."""
        verdict, denied = screen_call(self.registry, call)
        if denied is None and verdict.asked and self.approve is not None:
            denied, decided_by = approver_decides(self.registry, call, verdict, self.approve)
            return verdict, denied, decided_by
        return verdict, denied, None

    def _mark(self, call: ToolCall) -> None:
        """Note that ``call`` has its line, so the Stop's reconciliation leaves it alone."""
        self.recorded.setdefault(call.context.session_id, set()).add(call.tool_use_id)

    async def post_tool_use(
        self, input_data: Any, tool_use_id: str | None, _context: Any
    ) -> dict[str, Any]:
        """PostToolUse and PostToolUseFailure: hand the outcome to the observers."""
        try:
            call = self._tool_call(input_data, tool_use_id, ("PostToolUse", "PostToolUseFailure"))
            note = self.notes.pop(call.tool_use_id, None)
            outcome = post_outcome(input_data, call.context, lambda: call.timestamp, note)
            self._mark(call)
            await self._in_thread(lambda: observe_outcome(self.registry, outcome))
        except asyncio.CancelledError:
            raise
        except BaseException as exc:  # never blocks: the error channel gets it
            self._report("PostToolUse", exc, input_data)
        return {}

    async def stop(
        self, input_data: Any, _tool_use_id: str | None, _context: Any
    ) -> dict[str, Any]:
        """Stop: run the Stop hooks once for the session that stopped."""
        try:
            session = self._session_context(input_data, ("Stop", "SubagentStop"))
            reason, transcript, final = end_of(input_data)
            await self._in_thread(lambda: self._reconcile(session, transcript, final))
            started = self.started.get if reason == "subagent_stop" else self.started.pop
            started_at = started(session.session_id, None) or read_clock(self.clock)
            await self._in_thread(
                lambda: end_session(
                    self.registry, session, started_at=started_at, clock=self.clock, reason=reason
                )
            )
        except asyncio.CancelledError:
            raise
        except BaseException as exc:
            self._report("Stop", exc, input_data)
        return {}

    def _reconcile(self, session: HookContext, transcript: str | None, final: bool) -> None:
        """Give each call of the transcript that has no line one (see ``tally``)."""
        from toolhooks.hosts.claude_code.tally import Replayed, reconcile_transcript

        recorded = self.recorded.setdefault(session.session_id, set())
        replayed = Replayed(0, 0, None, frozenset(recorded), frozenset(self.reported))
        done = reconcile_transcript(
            self.registry,
            session,
            transcript,
            replayed,
            final=final,
            clock=self.clock,
            notes=self.notes,
        )
        recorded.update(done.recorded)
        self.reported.update(done.problems)
        for tool_use_id in done.recorded:  # their lines are written: the notes are spent
            self.notes.pop(tool_use_id, None)

    # --- reading the SDK's input --------------------------------------------------------

    def _session_context(self, input_data: Any, events: tuple[str, ...]) -> HookContext:
        if not isinstance(input_data, Mapping):
            raise AdapterInputError(
                f"the hook input must be a mapping, got {type(input_data).__name__}."
            )
        name = input_data.get("hook_event_name")
        if name not in events:
            raise AdapterInputError(
                f"this callback handles {' or '.join(events)} events, got hook_event_name "
                f"{name!r}; register it under that event only (agent_sdk_hooks does)."
            )
        session_id = input_data.get("session_id")
        if not isinstance(session_id, str) or not session_id.strip():
            raise AdapterInputError(
                f"the hook input has no session id (got {session_id!r}); the SDK sends one "
                "with every event."
            )
        self.started.setdefault(session_id, read_clock(self.clock))
        return HookContext(
            self.user_id,
            self.tier,  # type: ignore[arg-type]  # checked in agent_sdk_hooks
            session_id,
            session_attributes(input_data),
        )

    def _tool_call(
        self, input_data: Any, tool_use_id: str | None, events: tuple[str, ...]
    ) -> ToolCall:
        context = self._session_context(input_data, events)
        require_tool_fields(input_data)
        return ToolCall(
            input_data["tool_name"],
            _tool_use_id(input_data, tool_use_id),
            input_data["tool_input"],
            context,
            read_clock(self.clock),
        )

    # --- answering and recording ----------------------------------------------------------

    async def _answer(self, call: ToolCall, fields: dict[str, Any], what: str) -> dict[str, Any]:
        output = {"hookEventName": "PreToolUse", **fields}
        problem = json_problem(output)
        if problem is None:
            return {"hookSpecificOutput": output}
        problem = f"{what} cannot be sent to Claude Code as JSON: {problem}"
        if "permissionDecision" not in fields:  # a denial is recorded already, as denied
            await self._record(call, problem)
        return _deny(f"{BLOCKED_PREFIX}the hook could not check this call: {problem}")

    async def _record(self, call: ToolCall, problem: str) -> None:
        """Record a call the hooks could not answer as ``hook_failed`` (one line per call)."""
        outcome = outcome_for(call, "hook_failed", result=None, problem=problem)
        self._mark(call)
        try:
            await self._in_thread(lambda: observe_outcome(self.registry, outcome))
        except Exception as exc:  # the call is denied either way
            self._report("PostToolUse", exc, None)

    def _record_refusal(self, input_data: Any, tool_use_id: str | None, problem: str) -> None:
        """Hand a call refused before any hook ran to the PostToolUse hooks, as ``invalid``."""
        fields: Mapping[str, Any] = input_data if isinstance(input_data, Mapping) else {}
        session_id = fields.get("session_id")
        tool_name = fields.get("tool_name")
        sent = fields.get("tool_input")
        outcome = ToolOutcome(
            tool_name=tool_name if isinstance(tool_name, str) else "",
            tool_use_id=_tool_use_id(fields, tool_use_id),
            context=HookContext(
                self.user_id,
                self.tier,  # type: ignore[arg-type]
                session_id if isinstance(session_id, str) and session_id.strip() else "unknown",
            ),
            timestamp=_now(self.clock),
            status="invalid",
            sent_input=sent if isinstance(sent, dict) else None,
            received_input=None,
            result=None,
            problem=f"refused before any hook ran: {problem}",
        )
        self.recorded.setdefault(outcome.context.session_id, set()).add(outcome.tool_use_id)
        observe_outcome(self.registry, outcome)

    def _report(self, stage: Stage, exc: BaseException, input_data: Any) -> None:
        fields: Mapping[str, Any] = input_data if isinstance(input_data, Mapping) else {}
        session_id, tool_name = fields.get("session_id"), fields.get("tool_name")
        problem = TimeoutError(f"the hooks did not finish within {self.timeout_s:g}s")
        self.registry.report(
            HookFailure.from_exception(
                problem if isinstance(exc, TimeoutError) else exc,
                stage=stage,
                hook_name=ADAPTER_NAME,
                session_id=session_id if isinstance(session_id, str) else "unknown",
                timestamp=_now(self.clock),
                tool_name=tool_name if isinstance(tool_name, str) else None,
                tool_use_id=_tool_use_id(fields, None),
            )
        )

    async def _in_thread(self, work: Callable[[], T]) -> T:
        """``work()`` in a daemon thread; ``TimeoutError`` after ``timeout_s``."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[T] = loop.create_future()

        def settle(value: T | None, exc: BaseException | None) -> None:
            if done.done():  # timed out already
                return
            if exc is None:
                done.set_result(value)  # type: ignore[arg-type]
            else:
                done.set_exception(_Raised(exc))

        def run() -> None:
            try:
                value, exc = work(), None
            except BaseException as raised:  # handed to the callback, which decides
                value, exc = None, raised
            with contextlib.suppress(RuntimeError):  # the loop closed: nobody waits
                loop.call_soon_threadsafe(settle, value, exc)

        threading.Thread(target=run, name=ADAPTER_NAME, daemon=True).start()
        try:
            return await asyncio.wait_for(done, self.timeout_s)
        except _Raised as wrapper:
            raise wrapper.raised from None


class _Raised(Exception):
    """Carries what a hook thread raised, even a ``BaseException``, across to the loop."""

    def __init__(self, raised: BaseException) -> None:
        super().__init__(describe_exception(raised))
        self.raised = raised


def _deny(reason: str) -> dict[str, Any]:
    # A reason the SDK's json.dumps and the CLI can both carry, whatever a hook wrote.
    safe = reason.encode("utf-8", errors="backslashreplace").decode("utf-8")
    return {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": safe,
        }
    }


def _tool_use_id(fields: Mapping[str, Any], tool_use_id: str | None) -> str:
    for raw in (fields.get("tool_use_id"), tool_use_id):
        if isinstance(raw, str) and raw:
            return raw
    return "toolu_unknown"


def _now(clock: Clock) -> datetime:
    try:
        return read_clock(clock)
    except Exception:  # a refusal is recorded even when the trusted clock is the problem
        return utc_now()
