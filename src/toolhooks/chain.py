"""The two hook loops: the PreToolUse chain, and the observers that run afterwards.

``run_pre_chain`` is the heart of the package and fits on one screen:

* hooks run in order; the first ``Deny`` wins and nothing after it runs;
* ``ALLOW`` (or ``None``) does not stop the chain: every hook must agree;
* a ``Rewrite`` replaces the input, and the next hook sees the rewritten call;
* an ``Ask`` is noted and the chain goes on: a later ``Deny`` still wins; if none comes,
  the verdict lists who asked, and the caller must get a person's decision;
* an exception, or a return value that is not a decision, stops everything (fail closed):
  it is raised as :class:`~toolhooks.errors.PreHookError`, whatever the exception's
  ``__str__`` does. A ``BaseException`` that is not an ``Exception`` (``KeyboardInterrupt``,
  ``SystemExit``) propagates unchanged.

``run_observers`` runs PostToolUse or Stop hooks: each one runs even when an earlier one
failed, and failures go to the error channel instead of up to the caller.

``run_context_hooks`` runs SessionStart or UserPromptSubmit hooks (Claude Code): each may
add text to the model's context; a prompt hook's ``Deny`` refuses the prompt (the first
wins); a failure stops everything, as in the Pre chain.

``screen_call`` is the PreToolUse stage of one call *recorded*: the chain, then a denial's
or a failure's outcome handed to the PostToolUse hooks. Every surface that runs Pre hooks
(the hooked call, the Claude Code adapter, the Agent SDK callbacks) goes through it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .decisions import ALLOW, Ask, Deny, Rewrite, as_decision
from .error_channel import HookFailure, Stage
from .errors import (
    InvalidDecisionError,
    PreHookError,
    describe_exception,
    exception_text,
    safe_repr,
)
from .events import (
    Asked,
    Denial,
    SessionEnd,
    SessionStart,
    ToolCall,
    ToolOutcome,
    UserPrompt,
    become,
    filling_twin,
    outcome_for,
    set_fields,
)
from .hook_types import PreHook
from .registry import HookRegistry, RegisteredHook
from .results import synthetic_error_result

E = TypeVar("E", ToolOutcome, SessionEnd)


@dataclass(frozen=True, slots=True, init=False)
class PreVerdict:
    """What the Pre chain decided: the call as finally rewritten, a denial if any, and the
    hooks that asked for a person (only when none denied)."""

    call: ToolCall
    denial: Denial | None = None
    rewritten_by: tuple[str, ...] = ()
    asked: tuple[Asked, ...] = ()

    def __init__(
        self,
        call: ToolCall,
        denial: Denial | None = None,
        rewritten_by: tuple[str, ...] = (),
        asked: tuple[Asked, ...] = (),
    ) -> None:
        # Written out, as ToolCall's is: one verdict per screened call, and the generated
        # __init__ of a frozen dataclass pays one object.__setattr__ per field.
        if type(self) is not PreVerdict:  # a subclass: its own layout, field by field
            set_fields(self, PreVerdict, (call, denial, rewritten_by, asked))
            return
        filling: Any = self
        become(self, _VerdictFilling)
        filling.call = call
        filling.denial = denial
        filling.rewritten_by = rewritten_by
        filling.asked = asked
        filling.__class__ = PreVerdict

    @property
    def allowed(self) -> bool:
        """No hook denied and none asked: the tool may run now."""
        return self.denial is None and not self.asked


_VerdictFilling = filling_twin(PreVerdict)


def _verdict(
    call: ToolCall, denial: Denial | None, rewritten_by: tuple[str, ...], asked: tuple[Asked, ...]
) -> PreVerdict:
    """``PreVerdict(call, denial, rewritten_by, asked)`` without the constructor's call and
    class switch: the chain makes one on every screened call."""
    verdict: Any = object.__new__(_VerdictFilling)
    verdict.call = call
    verdict.denial = denial
    verdict.rewritten_by = rewritten_by
    verdict.asked = asked
    verdict.__class__ = PreVerdict
    return verdict  # type: ignore[no-any-return]


def run_pre_chain(hooks: Sequence[RegisteredHook[PreHook]], call: ToolCall) -> PreVerdict:
    """Run PreToolUse hooks in order over ``call``; see the module docstring for the rules."""
    rewritten_by: tuple[str, ...] = ()  # tuples, grown only on a rewrite or an ask (rare):
    asked: tuple[Asked, ...] = ()  # the usual allowing chain builds no list to copy
    for entry in hooks:
        try:
            returned = entry.hook(call)
        except Exception as exc:  # a BaseException (KeyboardInterrupt...) passes as it is
            raise PreHookError(
                f"PreToolUse hook {entry.name!r} raised {describe_exception(exc)} "
                f"(tool {call.tool_name!r}, tool_use_id {call.tool_use_id!r}). The tool was "
                "not run: a check that did not finish is not a check that passed. "
                "Fix the hook, then run the agent again.",
                hook_name=entry.name,
                tool_name=call.tool_name,
            ) from exc
        if returned is None or returned is ALLOW:  # the common case, kept cheap
            continue
        decision = as_decision(returned, hook_name=entry.name, tool_name=call.tool_name)
        if isinstance(decision, Deny):
            return _verdict(call, Denial(entry.name, decision), rewritten_by, ())
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            rewritten_by += (entry.name,)
        elif isinstance(decision, Ask):
            asked += (Asked(entry.name, decision),)
    return _verdict(call, None, rewritten_by, asked)


C = TypeVar("C", SessionStart, UserPrompt)


def run_context_hooks(
    hooks: Sequence[RegisteredHook[Callable[[C], Any]]], event: C
) -> tuple[tuple[str, ...], Denial | None]:
    """Run SessionStart or UserPromptSubmit hooks in order: the texts they add to the
    model's context, and the first ``Deny`` (prompt hooks only; nothing runs after it).

    Fail closed: a hook that raises, or returns anything else, raises ``PreHookError``.
    """
    added: list[str] = []
    for entry in hooks:
        try:
            returned = entry.hook(event)
        except Exception as exc:
            raise PreHookError(
                f"{type(event).__name__} hook {entry.name!r} raised {describe_exception(exc)}. "
                "A check that did not finish is not a check that passed; fix the hook.",
                hook_name=entry.name,
                tool_name="",
            ) from exc
        if returned is None:
            continue
        if isinstance(returned, str):
            added.append(returned)
        elif isinstance(returned, Deny) and isinstance(event, UserPrompt):
            return tuple(added), Denial(entry.name, returned)
        else:
            expected = "text, Deny or None" if isinstance(event, UserPrompt) else "text or None"
            raise InvalidDecisionError(
                f"{type(event).__name__} hook {entry.name!r} returned {safe_repr(returned)}; "
                f"expected {expected}.",
                hook_name=entry.name,
                tool_name="",
            )
    return tuple(added), None


def run_observers(
    hooks: Sequence[RegisteredHook[Callable[[E], None]]],
    event: E,
    *,
    stage: Stage,
    report: Callable[[HookFailure], None],
) -> int:
    """Run every hook on ``event``; report each failure and carry on. Returns the failures.

    A ``BaseException`` (``KeyboardInterrupt``, ``SystemExit``) is raised once every hook
    has run, so an audit hook registered after the interrupted one still writes its line.

    ``event`` is a :class:`~toolhooks.events.ToolOutcome` or a
    :class:`~toolhooks.events.SessionEnd`; a failure's record takes the session, the time
    and the call from it.
    """
    failures = 0
    interrupted: BaseException | None = None
    for entry in hooks:
        try:
            entry.hook(event)
        except Exception as exc:
            failures += 1
            try:
                report(HookFailure.from_event(exc, stage=stage, hook_name=entry.name, event=event))
            except BaseException as inner:  # Ctrl-C in a sink, or in the failure's __str__
                interrupted = interrupted or inner
        except BaseException as exc:  # Ctrl-C: finish the round (the audit line), then stop
            interrupted = interrupted or exc
    if interrupted is not None:
        raise interrupted
    return failures


def screen_call(
    registry: HookRegistry,
    call: ToolCall,
    hooks: Sequence[RegisteredHook[PreHook]] | None = None,
) -> tuple[PreVerdict, dict[str, Any] | None]:
    """The PreToolUse stage of ``call``, recorded; returns the verdict and a denial's result.

    ``hooks`` are ``registry``'s Pre hooks for the call's tool, when the caller looked them
    up already (the hooked call does, to skip the stage when there are none).

    A failure (a ``PreHookError``, or any ``BaseException`` such as ``KeyboardInterrupt``)
    is handed to the PostToolUse hooks as ``hook_failed``, then propagates: fail closed. A
    denial is handed to them as ``denied`` and answered with the synthetic ``BLOCKED``
    result. Every surface that runs Pre hooks (the hooked call, the Claude Code adapter)
    goes through here.
    """
    try:
        if hooks is None:
            hooks = registry.pre.for_tool(call.tool_name)
        verdict = run_pre_chain(hooks, call)
    except BaseException as exc:
        observe_outcome(
            registry, outcome_for(call, "hook_failed", result=None, problem=failure_problem(exc))
        )
        raise
    if verdict.denial is None:
        return verdict, None
    result = synthetic_error_result(call.tool_use_id, verdict.denial.deny)
    observe_outcome(registry, outcome_for(call, "denied", result=result, denial=verdict.denial))
    return verdict, result


def observe_outcome(registry: HookRegistry, outcome: ToolOutcome) -> None:
    """Run the PostToolUse hooks that match the outcome's tool; failures are reported."""
    run_observers(
        registry.post.for_tool(outcome.tool_name),
        outcome,
        stage="PostToolUse",
        report=registry.report,
    )


def failure_problem(exc: BaseException) -> str:
    """The ``problem`` recorded for a failure that propagates."""
    if isinstance(exc, PreHookError):
        return exception_text(exc)  # its message already names the hook and the cause
    return f"interrupted by {describe_exception(exc)}; the call did not finish"
