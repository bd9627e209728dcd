"""The hooked call: one tool call through the PreToolUse chain, the tool, and PostToolUse.

:class:`HookedCall` is what :func:`~toolhooks.install.install_hooks` puts in place of
``call_tool``, and the one owner of a hooked call. In order:

1. read the trusted clock and check the block once (a malformed block, or a tool the
   running agent was not offered, is answered with an ``is_error`` result and recorded);
2. run the PreToolUse chain; a failure is recorded, then propagates (fail closed);
3. a denial is answered with the synthetic ``BLOCKED`` result and the tool never runs; a
   call some hook asked about (``Ask``) goes to the approver, and without one is denied;
   otherwise the layer below runs the *rewritten* input (the article's snippet passes
   the original arguments, so rewrites never reach the tool);
4. run the PostToolUse hooks on the outcome, whatever it was; their failures go to the
   error channel and never reach the caller.

Every call gives the PostToolUse hooks exactly one outcome, so an ``AuditLog`` writes
exactly one line per call: a tool that crashes, returns ``None`` or answers another id is a
``tool_error``; a failure that propagates (a Pre hook, the clock, a layer below that failed
closed, a ``KeyboardInterrupt``) is recorded before it goes up.

The call is parsed once. The layer below gets the checked call (its id, tool name and
input) when it can take one, as a :class:`HookedCall` or a
:class:`~toolhooks.dispatcher.Dispatcher` can, so stacked installs parse, freeze and thaw
nothing twice; any other ``call_tool`` gets a block again, with a plain input.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, TypeAlias

from .approval import Approver, ask_person
from .chain import PreVerdict, failure_problem, observe_outcome, run_observers, screen_call
from .clock import Clock, read_clock, utc_now
from .context import HookContext
from .dispatcher import Dispatcher
from .errors import (
    ClockError,
    FreezeError,
    InstallError,
    MalformedToolUseError,
    PreHookError,
    crash_message,
    describe_exception,
    exception_text,
    safe_repr,
)
from .events import (
    Asked,
    Denial,
    OutcomeStatus,
    ToolCall,
    ToolOutcome,
    outcome_for,
    screened_outcome,
    tool_call,
)
from .offered import not_offered
from .readonly import freeze
from .registry import HookRegistry
from .results import error_result, malformed_result, synthetic_error_result
from .tool_use import ToolUse, as_block, input_problem, parse_tool_use

CallTool: TypeAlias = Callable[[Any], dict[str, Any]]
"""A dispatcher's ``call_tool``: takes a ``tool_use`` block, returns a ``tool_result``."""

RunCall: TypeAlias = Callable[[str, str, Mapping[str, Any]], dict[str, Any]]
"""Runs a call that was already checked, from its id, tool name and input: what a hooked
call hands to the layer below."""


class HookedCall:
    """``call_tool`` with ``registry``'s hooks around ``below`` (the saved original)."""

    def __init__(
        self,
        below: CallTool,
        registry: HookRegistry,
        context: HookContext,
        clock: Clock = utc_now,
        approve: Approver | None = None,
    ) -> None:
        _require_parts(below, registry, context, clock, approve)
        self.__wrapped__ = below
        self.registry, self.context, self.clock = registry, context, clock
        self.approve = approve
        self._run_below = runner_for(below)

    def __call__(self, tool_use: object) -> dict[str, Any]:
        """Run one ``tool_use`` block (a dict or an SDK block) through the hooks."""
        timestamp = self._read_clock(tool_use)
        try:
            use = parse_tool_use(tool_use)
        except MalformedToolUseError as exc:
            return self._answer_malformed(exc, tool_use, timestamp)
        except BaseException as exc:  # Ctrl-C while the block was read: record, then go up
            self._observe_unparsed(tool_use, "invalid", timestamp, None, failure_problem(exc))
            raise
        return self._run(use.id, use.name, use.input, timestamp)

    def run_call(
        self, tool_use_id: str, tool_name: str, tool_input: Mapping[str, Any]
    ) -> dict[str, Any]:
        """Run a call that a layer above already checked (stacked installs)."""
        timestamp = self._read_clock({"id": tool_use_id, "name": tool_name, "input": tool_input})
        return self._run(tool_use_id, tool_name, tool_input, timestamp)

    def __repr__(self) -> str:
        return f"<hooked call_tool: {self.registry!r} around {safe_repr(self.__wrapped__)}>"

    def _run(
        self, tool_use_id: str, tool_name: str, tool_input: Mapping[str, Any], when: datetime
    ) -> dict[str, Any]:
        call = tool_call(tool_name, tool_use_id, tool_input, self.context, when)
        refusal = not_offered(tool_name)
        if refusal is not None:
            result = error_result(tool_use_id, refusal)
            self._observe(call, "invalid", result=result, problem=refusal)
            return result
        hooks = self.registry.pre.for_tool(tool_name)
        if not hooks:  # nothing to screen: the usual case
            return self._run_screened(call)
        verdict, denied = screen_call(self.registry, call, hooks)
        if denied is not None:
            return denied
        decided_by = None
        if verdict.asked:
            refused, decided_by = self._ask_person(call, verdict)
            if refused is not None:
                return refused
        return self._run_screened(call, verdict, decided_by)

    def _run_screened(
        self, call: ToolCall, verdict: PreVerdict | None = None, decided_by: str | None = None
    ) -> dict[str, Any]:
        """Run the layer below on the screened input (``verdict`` is None when no Pre hook
        matched), and hand the outcome to the PostToolUse hooks. The input was frozen once,
        in ``call``; nothing below freezes it again."""
        final = call.input if verdict is None else verdict.call.input
        result, status, problem = self._run_below_checked(call, final)
        hooks = self.registry.post.for_tool(call.tool_name)
        if not hooks:  # no observer, no outcome to build
            return result
        try:
            outcome = _screened_outcome(call, status, final, result, problem, verdict, decided_by)
        except FreezeError as exc:  # the result cannot be recorded: answer it as an error
            result, status, problem = _unrecordable(call, exc)
            outcome = _screened_outcome(call, status, final, result, problem, verdict, decided_by)
        run_observers(hooks, outcome, stage="PostToolUse", report=self.registry.report)
        return result

    def _ask_person(self, call: ToolCall, verdict: PreVerdict) -> tuple[dict[str, Any] | None, str]:
        """The approver's decision on an asked call: a denial's result (or None), and who."""
        try:
            denial, decided_by = ask_person(self.approve, verdict.call, verdict.asked)
        except BaseException as exc:
            self._observe(call, "hook_failed", problem=failure_problem(exc), asked=verdict.asked)
            raise
        if denial is None:
            return None, decided_by
        result = synthetic_error_result(call.tool_use_id, denial.deny)
        self._observe(
            call,
            "denied",
            result=result,
            denial=denial,
            rewritten_by=verdict.rewritten_by,
            asked=verdict.asked,
            decided_by=decided_by,
        )
        return result, decided_by

    def _run_below_checked(
        self, call: ToolCall, final: Mapping[str, Any]
    ) -> tuple[dict[str, Any], OutcomeStatus, str | None]:
        """Run the layer below; whatever it does, come back with a result for this call."""
        tool_use_id, tool_name = call.tool_use_id, call.tool_name
        try:
            returned = self._run_below(tool_use_id, tool_name, final)
        except Exception as exc:
            if isinstance(exc, PreHookError):  # a layer below failed closed: so does this one
                self._observe(call, "hook_failed", received=call.input, problem=exception_text(exc))
                raise
            message = crash_message(tool_name, exc)
            return error_result(tool_use_id, message), "tool_error", message
        except BaseException as exc:
            self._observe(call, "tool_error", received=call.input, problem=failure_problem(exc))
            raise
        problem = result_problem(returned, tool_use_id, tool_name)
        if problem is not None:
            return error_result(tool_use_id, problem), "tool_error", problem
        status: OutcomeStatus = "tool_error" if returned.get("is_error") else "ok"
        return returned, status, None

    def _read_clock(self, tool_use: object) -> datetime:
        try:
            return read_clock(self.clock)
        except BaseException as exc:  # a ClockError, or Ctrl-C inside the clock
            problem = exception_text(exc) if isinstance(exc, ClockError) else failure_problem(exc)
            self._observe_unparsed(tool_use, "hook_failed", utc_now(), None, problem)
            raise

    def _answer_malformed(
        self, exc: MalformedToolUseError, tool_use: object, timestamp: datetime
    ) -> dict[str, Any]:
        """Record a malformed block; answer it if it has an id, else re-raise it."""
        result = malformed_result(exc)
        self._observe_unparsed(tool_use, "invalid", timestamp, result, exception_text(exc))
        if result is None:
            raise exc
        return result

    def _observe(
        self,
        call: ToolCall,
        status: OutcomeStatus,
        *,
        received: Mapping[str, Any] | None = None,
        result: Mapping[str, Any] | None = None,
        denial: Denial | None = None,
        problem: str | None = None,
        rewritten_by: tuple[str, ...] = (),
        asked: tuple[Asked, ...] = (),
        decided_by: str | None = None,
    ) -> None:
        """Hand ``call``'s outcome to the PostToolUse hooks. The fields of
        :func:`~toolhooks.events.outcome_for` are spelled out rather than passed as
        ``**fields``: this runs on every call, and packing them costs 0.2 µs."""
        hooks = self.registry.post.for_tool(call.tool_name)
        if hooks:  # no observer, no outcome to build
            outcome = outcome_for(
                call,
                status,
                received=received,
                result=result,
                denial=denial,
                problem=problem,
                rewritten_by=rewritten_by,
                asked=asked,
                decided_by=decided_by,
            )
            run_observers(hooks, outcome, stage="PostToolUse", report=self.registry.report)

    def _observe_unparsed(
        self,
        tool_use: object,
        status: OutcomeStatus,
        timestamp: datetime,
        result: dict[str, Any] | None,
        problem: str,
    ) -> None:
        """Record a call that never became a :class:`ToolCall`, from what can be read of it."""
        block = _readable_block(tool_use)
        raw_id, raw_name = block.get("id"), block.get("name")
        outcome = ToolOutcome(
            tool_name=raw_name if isinstance(raw_name, str) else "",
            tool_use_id=raw_id if isinstance(raw_id, str) else "",
            context=self.context,
            timestamp=timestamp,
            status=status,
            sent_input=_recordable(block.get("input")),
            received_input=None,
            result=result,
            problem=problem,
        )
        observe_outcome(self.registry, outcome)


def call_with_hooks(
    call_tool: CallTool,
    tool_use: object,
    *,
    registry: HookRegistry,
    context: HookContext,
    clock: Clock = utc_now,
    approve: Approver | None = None,
) -> dict[str, Any]:
    """Run one ``tool_use`` through ``registry``'s hooks and then ``call_tool``."""
    return HookedCall(call_tool, registry, context, clock, approve)(tool_use)


def runner_for(call_tool: CallTool) -> RunCall:
    """How to hand a checked call to ``call_tool``'s owner without parsing it again."""
    if isinstance(call_tool, HookedCall):
        return call_tool.run_call
    owner = getattr(call_tool, "__self__", None)
    if isinstance(owner, Dispatcher) and getattr(call_tool, "__func__", None) is (
        Dispatcher.call_tool
    ):
        return owner.run_call
    return lambda tool_use_id, tool_name, tool_input: call_tool(
        ToolUse(tool_use_id, tool_name, tool_input).to_block()
    )


def _screened_outcome(
    call: ToolCall,
    status: OutcomeStatus,
    received: Mapping[str, Any],
    result: Mapping[str, Any],
    problem: str | None,
    verdict: PreVerdict | None,
    decided_by: str | None,
) -> ToolOutcome:
    """The outcome of a call the tool ran for (``received`` is its final input), with the
    rewrites and asks of ``verdict`` (None when no Pre hook matched).

    One helper for the two outcomes of :meth:`HookedCall._run_screened` (the result as
    it came, or the error that replaces an unrecordable one). It goes through
    :func:`~toolhooks.events.screened_outcome`, which skips the checks of
    ``ToolOutcome(...)`` on values checked already: this runs on every hooked call.
    """
    if verdict is None:
        return screened_outcome(call, status, received, result, problem, (), (), decided_by)
    return screened_outcome(
        call, status, received, result, problem, verdict.rewritten_by, verdict.asked, decided_by
    )


def _unrecordable(call: ToolCall, exc: FreezeError) -> tuple[dict[str, Any], OutcomeStatus, str]:
    """The error that answers a call whose result cannot be frozen for the record."""
    problem = (
        f"{call.tool_name} answered with a result that cannot be recorded "
        f"({exception_text(exc)}); fix its dispatcher to return JSON-shaped content "
        "(string keys, no cycles, shallow nesting)."
    )
    return error_result(call.tool_use_id, problem), "tool_error", problem


def result_problem(returned: object, tool_use_id: str, tool_name: str) -> str | None:
    """Why ``returned`` cannot answer the call ``tool_use_id``, or ``None`` when it is its
    ``tool_result``."""
    if (
        (type(returned) is dict or isinstance(returned, Mapping))
        and returned.get("type") == "tool_result"
        and returned.get("tool_use_id") == tool_use_id
    ):
        return None
    return (
        f"{tool_name} answered with {safe_repr(returned)}, which is not a tool_result for "
        f"{tool_use_id}; the tool's dispatcher must return "
        f"{{'type': 'tool_result', 'tool_use_id': {tool_use_id!r}, 'content': ...}}."
    )


def _require_parts(
    below: object, registry: object, context: object, clock: object, approve: object
) -> None:
    """Refuse the wrong things up front: a mistake here would fail every call later."""
    if not isinstance(context, HookContext):
        raise InstallError(
            f"installing hooks needs the session's HookContext, got {type(context).__name__}; "
            "build one from your auth layer: HookContext(user_id, tier, session_id)."
        )
    if not isinstance(registry, HookRegistry):
        raise InstallError(
            f"installing hooks needs a HookRegistry, got {type(registry).__name__}; "
            "register your hooks on registry = HookRegistry() and pass it."
        )
    for name, part in (("call_tool", below), ("clock", clock)):
        if not callable(part):
            raise InstallError(
                f"the {name} to wrap must be callable, got {safe_repr(part)} "
                f"({type(part).__name__}); pass the function itself (e.g. utc_now), not "
                "what it returns."
            )
    if approve is not None and not callable(approve):
        raise InstallError(
            f"approve must be a callable approve(call, asked) -> bool, or None, got "
            f"{safe_repr(approve)}."
        )


def _readable_block(tool_use: object) -> Mapping[str, Any]:
    """The block's fields as far as they can be read; ``{}`` when reading it fails."""
    try:
        block = as_block(tool_use)
        return {key: block.get(key) for key in ("id", "name", "input")}
    except BaseException:  # a block whose model_dump or get raises, even
        # KeyboardInterrupt: this runs while a failure is being recorded, and that failure
        # is raised next; a second one from the same block must not cost the call its line.
        return {}


def _recordable(sent_input: object) -> object:
    """The input as sent, frozen, or a note saying why it cannot be kept as it is."""
    try:
        problem = input_problem(sent_input)
    except Exception as exc:  # a mapping that cannot even be read
        return f"<not recorded: the input cannot be read: {describe_exception(exc)}>"
    if problem is not None:
        return f"<not recorded: the input {problem}>"
    return freeze(sent_input)
