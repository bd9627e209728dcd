"""Run the same Python hooks as Claude Code command hooks.

Claude Code starts a hook command per event, writes a JSON payload on its stdin
(``session_id``, ``hook_event_name``, ``tool_name``, ``tool_input``, ``tool_use_id``, ...)
and reads the answer from its exit code and stdout. This adapter turns that protocol into
a :class:`~toolhooks.HookRegistry` run, from the venv's own console script::

    .venv/bin/toolhooks-claude-code pre  --hooks my_rules:registry  # PreToolUse
    .venv/bin/toolhooks-claude-code post --hooks my_rules:registry  # PostToolUse(Failure)
    .venv/bin/toolhooks-claude-code stop --hooks my_rules:registry  # Stop, SubagentStop,
                                                                    # SessionEnd
    .venv/bin/toolhooks-claude-code settings --hooks my_rules:registry  # prints the block

and ``start`` (SessionStart), ``prompt`` (UserPromptSubmit) and ``permission``
(PermissionRequest) for the session's own events (:mod:`.session_events`).
(``.venv/bin/python -P -m toolhooks.hosts.claude_code ...`` is the same command.) Naming the venv's
own executable matters: a ``python`` without the package would exit 1, and Claude Code runs
the tool on any failing exit code but 2.

What it answers on a PreToolUse event:

* allow: nothing on stdout, exit 0. An explicit ``"allow"`` would also skip the user's
  permission prompt; a guard should only ever take permission away.
* deny: ``hookSpecificOutput`` with ``permissionDecision: "deny"`` and the ``BLOCKED``
  text as ``permissionDecisionReason``, which Claude Code shows the model.
* ask (a hook returned ``Ask``): with ``--approve MODULE:ATTR`` the approver decides here
  (a no is a deny); without, ``permissionDecision: "ask"`` with a ``BLOCKED:`` reason, which
  the model reads if Claude Code refuses (``-p`` always does). A note left beside the audit
  file (:mod:`.notes`) puts ``asked`` and ``decided_by`` on the call's line, whoever decides.
* rewrite: ``updatedInput`` and *no* ``permissionDecision``. Claude Code (checked with
  2.1.332 in ``tests/test_claude_code_cli.py``) then runs its own permission check on the
  rewritten input: a rule that allows it runs it, anything else asks the user as usual.
  With ``"allow"`` the rewrite would skip that prompt (a permission the user never gave);
  with ``"ask"`` it would prompt even where the user's rules allow the call (and ``-p``
  runs would refuse it).
* any failure before the tool runs: exit 2 with the reason on stderr, which blocks the
  call. Claude Code treats any other failing exit code as a non-blocking error and runs the
  tool anyway, which would fail *open*. That covers hooks that crash, return something
  that is not a decision, raise any ``BaseException`` or call ``sys.exit``, hang past the
  adapter's ``--timeout``, print on stdout, or fail to import; a payload that is not
  UTF-8 JSON of the right event; a missing identity; and a decision JSON cannot carry
  (NaN, infinities, lone surrogates, non-string keys, sets...).

The hooks run in a forked child process (:mod:`.process_guard`): only the adapter writes
Claude Code's stdout, in ASCII-safe JSON, and a hook that hangs, calls ``os._exit`` or
crashes the interpreter leaves the adapter able to answer exit 2. The working folder goes
last on the import path, so a ``json.py`` the agent wrote there cannot replace the standard
library for the hooks; ``python -P`` keeps it from the adapter's own imports too.

Trusted context comes from the payload's ``session_id`` and from the environment:
``TOOLHOOKS_USER_ID`` (required: no identity, no call, unless ``--user-id-from VAR`` or
``TOOLHOOKS_USER_ID_FROM=VAR`` names another variable, such as ``USER``) and
``TOOLHOOKS_TIER`` (default ``free``); never from ``tool_input``, which is whatever the
model wrote. A call refused before any hook ran is still handed to the PostToolUse hooks as
``invalid``, so an ``AuditLog`` records it. PostToolUse and PostToolUseFailure (a tool that
failed: ``tool_error``) and Stop hooks never block: their failures go to the registry's
error channel, and the command exits 0. Each event is a new process, so the Stop event
first replays the session's audit lines into the registry's ``SessionSummary``
(:mod:`toolhooks.hosts.claude_code.tally`), then gives every ``tool_use`` of the transcript
that has no line one (:mod:`.transcript`: calls Claude Code refused itself): the summary
counts every call of the session. SubagentStop and SessionEnd end the same way, each with
its own ``end_reason``.
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn

from toolhooks.chain import PreVerdict, failure_problem, observe_outcome, screen_call
from toolhooks.clock import Clock, read_clock, utc_now
from toolhooks.context import TIERS, HookContext
from toolhooks.error_channel import HookFailure
from toolhooks.errors import (
    ClockError,
    ContextError,
    FreezeError,
    PreHookError,
    ToolhooksError,
    describe_exception,
    exception_text,
)
from toolhooks.events import Asked, ToolCall, ToolOutcome, outcome_for
from toolhooks.hosts.claude_code.process_guard import (
    Ran,
    Reply,
    project_folder_last,
    run_isolated,
    shadowed_modules,
)
from toolhooks.hosts.claude_code.targets import (
    DEFAULT_TIMEOUT_S,
    EVENT_NAMES,
    MAX_TIMEOUT_S,
    AdapterInputError,
    Event,
    hook_timeout,
    load_approver,
    load_registry,
)
from toolhooks.readonly import freeze, thaw
from toolhooks.registry import HookRegistry
from toolhooks.results import (
    BLOCKED_PREFIX,
    error_result,
    result_text,
    synthetic_error_result,
    tool_result,
)

if TYPE_CHECKING:
    from toolhooks.approval import Approver
    from toolhooks.hosts.claude_code.notes import PreNote

EXIT_OK = 0
EXIT_NON_BLOCKING = 1
EXIT_BLOCK = 2
USER_ENV = "TOOLHOOKS_USER_ID"
USER_FROM_ENV = "TOOLHOOKS_USER_ID_FROM"
UNIDENTIFIED = "unidentified"
"""The ``user_id`` recorded for a call refused because no identity was given."""

__all__ = [  # the command line's names (targets) are re-exported: tests and hosts use them
    "DEFAULT_TIMEOUT_S",
    "EXIT_BLOCK",
    "MAX_TIMEOUT_S",
    "AdapterInputError",
    "Progress",
    "Reply",
    "handle",
    "hook_timeout",
    "load_approver",
    "load_registry",
    "main",
    "parse_payload",
    "post_outcome",
    "require_tool_fields",
    "session_attributes",
    "trusted_context",
]


@dataclass
class Progress:
    """How far one event got, for the adapter's timeout to record what it interrupted."""

    registry: HookRegistry | None = None
    screening: ToolCall | None = None


def handle(
    event: Event,
    stdin_text: str,
    registry: HookRegistry,
    *,
    environ: Mapping[str, str],
    clock: Clock = utc_now,
    progress: Progress | None = None,
    approve: Approver | None = None,
) -> Reply:
    """Answer one Claude Code hook event with ``registry``'s hooks.

    ``approve`` decides the calls a Pre hook asks about (``Ask``) in this process; without
    it, Claude Code asks its user (``permissionDecision: "ask"``), or refuses under ``-p``.
    """
    progress = progress or Progress()
    progress.registry = registry
    try:
        payload = parse_payload(stdin_text, event)
        context = trusted_context(payload, environ)
    except (AdapterInputError, ContextError) as exc:
        problem = exception_text(exc)
        if event in ("pre", "post"):
            _record_refusal(stdin_text, registry, environ, problem, clock)
        return _refuse(event, problem)
    if event == "pre":
        return _pre_tool_use(payload, registry, context, clock, progress, approve)
    if event == "post":
        try:
            outcome = post_outcome(payload, context, clock, _note(registry, payload))
        except BaseException as exc:
            return _unbuilt(event, registry, payload, context, exc)
        observe_outcome(registry, outcome)
        return Reply(EXIT_OK)
    if event == "stop":
        return _stop(payload, registry, context, clock)
    return _session_event(event, payload, registry, context, clock, approve)


def _session_event(
    event: Event,
    payload: Mapping[str, Any],
    registry: HookRegistry,
    context: HookContext,
    clock: Clock,
    approve: Approver | None,
) -> Reply:
    """SessionStart, UserPromptSubmit and PermissionRequest (:mod:`.session_events`).

    Imported here: the tool events' processes never pay for them.
    """
    from toolhooks.hosts.claude_code import session_events

    if event == "start":
        return session_events.session_start(payload, registry, context, clock)
    if event == "prompt":
        return session_events.user_prompt_submit(payload, registry, context, clock)
    call = ToolCall(
        payload["tool_name"],
        _tool_use_id(payload),
        payload["tool_input"],
        context,
        read_clock(clock),
    )
    return session_events.permission_request(registry, call, approve)


def parse_payload(stdin_text: str, event: Event) -> dict[str, Any]:
    """The payload as a dict, checked against the event the command was started for."""
    require_utf8(stdin_text)
    try:
        payload = json.loads(stdin_text)
    except json.JSONDecodeError as exc:
        raise AdapterInputError(
            f"the hook payload on stdin is not JSON ({exc.msg} at line {exc.lineno} column "
            f"{exc.colno}); run this command from Claude Code's hooks settings, which pipe "
            "the event as JSON."
        ) from exc
    except RecursionError as exc:
        raise AdapterInputError("the hook payload on stdin is nested too deeply.") from exc
    except ValueError as exc:  # a number too long to convert (over 4,300 digits)
        raise AdapterInputError(
            f"the hook payload on stdin cannot be read as JSON ({str(exc).split(';')[0]}); "
            "Claude Code sends no such value, so something else wrote this payload."
        ) from exc
    if not isinstance(payload, dict):
        raise AdapterInputError(
            f"the hook payload must be a JSON object, got {type(payload).__name__}."
        )
    name = payload.get("hook_event_name")
    if name not in EVENT_NAMES[event]:
        raise AdapterInputError(
            f"this command handles {' or '.join(EVENT_NAMES[event])} events, got "
            f"hook_event_name {_shown(name)}; register `{event}` under that event in "
            "settings.json (pre for PreToolUse, post for PostToolUse and PostToolUseFailure, "
            "stop for Stop, SubagentStop and SessionEnd, start for SessionStart, prompt for "
            "UserPromptSubmit, permission for PermissionRequest)."
        )
    if event in ("pre", "post", "permission"):
        require_tool_fields(payload)
    return payload


def require_tool_fields(payload: Mapping[str, Any]) -> None:
    """Refuse a tool event without a tool name, an input object, or a string id."""
    if not isinstance(payload.get("tool_name"), str) or not payload["tool_name"]:
        raise AdapterInputError(
            "the payload needs a non-empty string tool_name, got "
            f"{_shown(payload.get('tool_name'))}."
        )
    if not isinstance(payload.get("tool_input"), dict):
        raise AdapterInputError(
            "the payload's tool_input must be a JSON object, got "
            f"{type(payload.get('tool_input')).__name__}."
        )
    tool_use_id = payload.get("tool_use_id")
    if tool_use_id is not None and not isinstance(tool_use_id, str):
        raise AdapterInputError(
            f"the payload's tool_use_id must be a string, got {type(tool_use_id).__name__}."
        )


def trusted_context(payload: Mapping[str, Any], environ: Mapping[str, str]) -> HookContext:
    """Who and which session, from Claude Code's payload and the environment only."""
    session_id = payload.get("session_id")
    return HookContext(
        user_id=trusted_user_id(environ),
        tier=environ.get("TOOLHOOKS_TIER", "free"),  # type: ignore[arg-type]  # validated
        session_id=session_id if isinstance(session_id, str) else "",
        attributes=session_attributes(payload),
    )


SESSION_ATTRIBUTES = ("cwd", "permission_mode", "transcript_path", "agent_id", "agent_type")
"""The payload fields that become ``HookContext.attributes`` (``agent_id`` and
``agent_type`` only in a sub-agent's events: a rule can treat sub-agents apart)."""


def session_attributes(payload: Mapping[str, Any]) -> dict[str, str]:
    """What Claude Code says of the session besides its id: folder, mode, transcript, and
    which sub-agent made the call (``agent_id``, ``agent_type``), if one did."""
    return {key: payload[key] for key in SESSION_ATTRIBUTES if isinstance(payload.get(key), str)}


def trusted_user_id(environ: Mapping[str, str]) -> str:
    """``TOOLHOOKS_USER_ID``, or the variable ``TOOLHOOKS_USER_ID_FROM`` names; else refuse."""
    source = environ.get(USER_FROM_ENV) or USER_ENV
    user_id = environ.get(source, "")
    if user_id.strip():
        return user_id
    if source == USER_ENV:
        raise AdapterInputError(
            f"no trusted user id: set {USER_ENV} in the environment Claude Code runs in, or "
            f"name the variable that holds it with --user-id-from VAR ({USER_FROM_ENV}=VAR), "
            "e.g. USER. The model's tool_input is never a source of identity."
        )
    raise AdapterInputError(
        f"no trusted user id: {USER_FROM_ENV} (or --user-id-from) names {source}, which is "
        "not set or empty in the environment Claude Code runs in."
    )


def _pre_tool_use(
    payload: Mapping[str, Any],
    registry: HookRegistry,
    context: HookContext,
    clock: Clock,
    progress: Progress,
    approve: Approver | None,
) -> Reply:
    try:
        call = ToolCall(
            tool_name=payload["tool_name"],
            tool_use_id=_tool_use_id(payload),
            input=payload["tool_input"],
            context=context,
            timestamp=read_clock(clock),
        )
    except BaseException as exc:  # the clock failed, or the input nests too deeply to freeze
        return _unbuilt("pre", registry, payload, context, exc)
    progress.screening = call
    try:
        verdict, denied = screen_call(registry, call)
        decided_by = None
        if denied is None and verdict.asked and approve is not None:
            denied, decided_by = approver_decides(registry, call, verdict, approve)
    except PreHookError as exc:
        return Reply(EXIT_BLOCK, stderr=f"{BLOCKED_PREFIX}{exception_text(exc)}\n")
    finally:
        progress.screening = None  # recorded by screen_call, whatever happened
    if denied is None and (verdict.asked or verdict.rewritten_by):
        from toolhooks.hosts.claude_code.notes import write_note

        write_note(registry, call, pre_note(call, verdict, decided_by))
    answer = pre_answer(verdict, denied, approved=decided_by is not None)
    if answer is None:
        return Reply(EXIT_OK)
    reply = _decision(answer[0], what=answer[1])
    if reply.exit_code == EXIT_BLOCK and denied is None:  # a denial was recorded already
        _record_unsent(registry, call, verdict, reply)
    return reply


def _unbuilt(
    event: Event,
    registry: HookRegistry,
    payload: Mapping[str, Any],
    context: HookContext,
    exc: BaseException,
) -> Reply:
    """Record a call whose event could not be built (a trusted clock that failed, an input
    too deep to freeze), then refuse it (before the tool) or report it (after); a
    ``BaseException`` such as Ctrl-C goes on up once the line is written."""
    if isinstance(exc, ToolhooksError):
        problem = exception_text(exc)
    else:
        problem = f"the call could not be read: {describe_exception(exc)}"
    clock_or_interrupt = isinstance(exc, ClockError) or not isinstance(exc, Exception)
    try:
        sent: object = freeze(payload["tool_input"])
    except FreezeError as too_deep:
        sent = f"<not recorded: {exception_text(too_deep)}>"
    outcome = ToolOutcome(
        tool_name=payload["tool_name"],
        tool_use_id=_tool_use_id(payload),
        context=context,
        timestamp=utc_now(),  # not the trusted clock: it may be what failed
        status="hook_failed" if clock_or_interrupt else "invalid",
        sent_input=sent,
        received_input=None,
        result=None,
        problem=problem,
    )
    observe_outcome(registry, outcome)
    if not isinstance(exc, Exception):
        raise exc
    return _refuse(event, problem)


def _record_unsent(
    registry: HookRegistry, call: ToolCall, verdict: PreVerdict, reply: Reply
) -> None:
    """A rewrite or an Ask that JSON cannot carry stops the call here, so its one audit line
    is written here too (no PostToolUse event will come for it)."""
    stopped = outcome_for(
        call,
        "hook_failed",
        problem=reply.stderr.strip().removeprefix(BLOCKED_PREFIX),
        rewritten_by=verdict.rewritten_by,
        asked=verdict.asked,
    )
    observe_outcome(registry, stopped)


def approver_decides(
    registry: HookRegistry, call: ToolCall, verdict: PreVerdict, approve: Approver
) -> tuple[dict[str, Any] | None, str]:
    """The approver's decision on an asked call: a denial's result (or None), and who.

    Recorded as the hooked call records it: a refusal is ``denied`` with ``asked`` and
    ``decided_by``; an approver that raises or answers junk is ``hook_failed`` (and blocks).
    """
    from toolhooks.approval import ask_person

    try:
        denial, decided_by = ask_person(approve, verdict.call, verdict.asked)
    except BaseException as exc:
        observe_outcome(
            registry,
            outcome_for(call, "hook_failed", problem=failure_problem(exc), asked=verdict.asked),
        )
        raise
    if denial is None:
        return None, decided_by
    result = synthetic_error_result(call.tool_use_id, denial.deny)
    observe_outcome(
        registry,
        outcome_for(
            call,
            "denied",
            result=result,
            denial=denial,
            rewritten_by=verdict.rewritten_by,
            asked=verdict.asked,
            decided_by=decided_by,
        ),
    )
    return result, decided_by


def pre_note(call: ToolCall, verdict: PreVerdict, decided_by: str | None) -> PreNote:
    """What Claude Code will act on later (an ask, a rewrite), for the line written then.

    Imported here: an allowing Pre process never pays for the notes (or the audit) module.
    """
    from toolhooks.hosts.claude_code.notes import PreNote

    return PreNote(
        call.tool_use_id,
        call.input,
        verdict.rewritten_by,
        verdict.asked,
        decided_by,
        ask_text(verdict.asked) if verdict.asked and decided_by is None else None,
    )


def _note(registry: HookRegistry, payload: Mapping[str, Any]) -> PreNote | None:
    """The Pre process's note on this call, if it left one (an ask or a rewrite).

    A note that cannot be read costs the line what it held, never the line: the failure
    goes to the error channel and the call is recorded without it.
    """
    from toolhooks.hosts.claude_code.notes import note_for

    session_id, tool_use_id = str(payload.get("session_id")), _tool_use_id(payload)
    try:
        return note_for(
            registry, session_id, tool_use_id, payload["tool_name"], payload["tool_input"]
        )
    except Exception as exc:
        registry.report(
            HookFailure.from_exception(
                exc,
                stage="PostToolUse",
                hook_name="toolhooks.hosts.claude_code.notes",
                session_id=session_id,
                timestamp=utc_now(),
                tool_name=str(payload.get("tool_name")),
                tool_use_id=tool_use_id,
            )
        )
        return None


def ask_text(asked: Sequence[Asked]) -> str:
    """The reason sent with ``permissionDecision: "ask"``: shown at Claude Code's prompt,
    and read by the model, ``BLOCKED:`` first, when the call is refused (``-p`` cannot ask).
    """
    reasons = "; ".join(entry.ask.reason for entry in asked)
    return (
        f"{BLOCKED_PREFIX}this call needs a person's approval ({reasons}); it runs only if "
        "the user approves it."
    )


def pre_answer(
    verdict: PreVerdict, denied: Mapping[str, Any] | None, *, approved: bool = False
) -> tuple[dict[str, Any], str] | None:
    """The ``hookSpecificOutput`` fields for a Pre verdict (and what they carry), or ``None``.

    A denial is ``deny`` with the BLOCKED text. An ``Ask`` nobody here decided is ``ask``
    with :func:`ask_text`: Claude Code puts the call to its user (or refuses it under
    ``-p``); one the approver ``approved`` is answered like an allowed call. A rewrite sends
    ``updatedInput`` with no permissionDecision, so Claude Code applies it and still checks
    the user's own rules (``allow`` would skip them).
    """
    if denied is not None:
        return (
            {"permissionDecision": "deny", "permissionDecisionReason": result_text(denied)},
            "the denial",
        )
    fields: dict[str, Any] = {}
    if verdict.rewritten_by:
        fields["updatedInput"] = thaw(verdict.call.input)
    if verdict.asked and not approved:
        fields["permissionDecision"] = "ask"
        fields["permissionDecisionReason"] = ask_text(verdict.asked)
    if not fields:
        return None
    return fields, f"the answer of {', '.join(verdict.rewritten_by) or 'the chain'}"


def _decision(fields: dict[str, Any], *, what: str) -> Reply:
    output = {"hookSpecificOutput": {"hookEventName": "PreToolUse", **fields}}
    problem = json_problem(output)
    if problem is not None:
        return Reply(
            EXIT_BLOCK,
            stderr=f"{BLOCKED_PREFIX}the hook could not check this call: {what} cannot be "
            f"sent to Claude Code as JSON: {problem}.\n",
        )
    return Reply(EXIT_OK, stdout=json.dumps(output, ensure_ascii=True, allow_nan=False) + "\n")


def json_problem(value: object, where: str = "") -> str | None:
    """Why ``value`` cannot travel as JSON exactly as it is, or ``None`` when it can."""
    if value is None or isinstance(value, (bool, int)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{where or 'a value'} is {value!r}"
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return f"{where or 'a string'} holds a lone surrogate, which UTF-8 cannot encode"
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{where or 'an object'} has the key {key!r}, which is not a string"
            problem = json_problem(key, f"{where}[key {key[:40]!r}]") or json_problem(
                item, f"{where}[{key[:40]!r}]"
            )
            if problem is not None:
                return problem
        return None
    if isinstance(value, list):
        for index, item in enumerate(value):
            problem = json_problem(item, f"{where}[{index}]")
            if problem is not None:
                return problem
        return None
    return f"{where or 'a value'} is a {type(value).__name__}, which JSON cannot carry"


def post_outcome(
    payload: Mapping[str, Any],
    context: HookContext,
    clock: Clock,
    note: PreNote | None = None,
) -> ToolOutcome:
    """PostToolUse: the tool succeeded (``tool_response``); PostToolUseFailure: it failed.

    ``note``, left by the Pre process, adds what only the chain knew: the input as the
    model sent it before a rewrite, who rewrote it, who asked, and who decided.
    """
    outcome = _post_outcome(payload, context, clock)
    if note is None:
        return outcome
    return ToolOutcome(
        outcome.tool_name,
        outcome.tool_use_id,
        outcome.context,
        outcome.timestamp,
        outcome.status,
        note.input_sent,
        outcome.received_input,
        outcome.result,
        outcome.denial,
        outcome.problem,
        note.rewritten_by,
        note.asked,
        note.decider(None),
    )


def _post_outcome(payload: Mapping[str, Any], context: HookContext, clock: Clock) -> ToolOutcome:
    call = ToolCall(
        payload["tool_name"],
        _tool_use_id(payload),
        payload["tool_input"],
        context,
        read_clock(clock),
    )
    if payload["hook_event_name"] == "PostToolUseFailure":
        error = payload.get("error")
        problem = error if isinstance(error, str) and error else "the tool failed"
        if payload.get("is_interrupt") is True:
            problem = f"interrupted by the user: {problem}"
        return outcome_for(
            call,
            "tool_error",
            received=call.input,
            result=error_result(call.tool_use_id, problem),
            problem=problem,
        )
    response = payload.get("tool_response")
    text = response if isinstance(response, str) else json.dumps(response, default=str)
    return outcome_for(call, "ok", received=call.input, result=tool_result(call.tool_use_id, text))


def _stop(
    payload: Mapping[str, Any], registry: HookRegistry, context: HookContext, clock: Clock
) -> Reply:
    # Each event is its own process: what the session did is read back from its audit trail.
    # Loaded here, not at the top: only the Stop process needs them, and every Pre and Post
    # process pays for each module it imports (see adapter_vs_plain_hook in make bench).
    from toolhooks.hosts.claude_code.tally import reconcile_transcript, replay_session
    from toolhooks.session import end_session

    reason, transcript, final = end_of(payload)
    replayed = replay_session(registry, context)
    reconcile_transcript(registry, context, transcript, replayed, final=final, clock=clock)
    started_at = replayed.started_at or read_clock(clock)
    end_session(registry, context, started_at=started_at, clock=clock, reason=reason)
    return Reply(EXIT_OK)


def end_of(payload: Mapping[str, Any]) -> tuple[str, str | None, bool]:
    """What ended, for the summary's ``end_reason``; the transcript to reconcile; whether
    every call in it is over (a call without a result then gets its line too).

    * Stop: the main agent finished its turn (``stop``, or ``stop_hook_active`` when a Stop
      hook made it go on); its transcript is ``transcript_path``.
    * SubagentStop: a sub-agent finished (``subagent_stop``); its calls are in its own
      transcript, ``agent_transcript_path``, and all of them are over.
    * SessionEnd: the session ended (``session_end:`` and Claude Code's ``reason``, e.g.
      ``other`` after ``-p``, ``clear``, ``logout``); all of its calls are over.
    """
    name = payload.get("hook_event_name")
    main = _str_field(payload, "transcript_path", "") or None
    if name == "SubagentStop":
        return "subagent_stop", _str_field(payload, "agent_transcript_path", "") or None, True
    if name == "SessionEnd":
        reason = _str_field(payload, "reason", "").strip() or "unknown"
        return f"session_end:{reason[:60]}", main, True
    return ("stop_hook_active" if payload.get("stop_hook_active") else "stop"), main, False


def _tool_use_id(payload: Mapping[str, Any]) -> str:
    raw = payload.get("tool_use_id")
    return raw if isinstance(raw, str) and raw else "toolu_unknown"


def _record_refusal(
    stdin_text: str,
    registry: HookRegistry,
    environ: Mapping[str, str],
    problem: str,
    clock: Clock,
) -> None:
    """Hand a call refused before any hook ran to the PostToolUse hooks, as ``invalid``."""
    try:
        payload = json.loads(stdin_text)
    except (ValueError, RecursionError):
        payload = None
    fields: Mapping[str, Any] = payload if isinstance(payload, dict) else {}
    outcome = ToolOutcome(
        tool_name=_str_field(fields, "tool_name", ""),
        tool_use_id=_str_field(fields, "tool_use_id", ""),
        context=_fallback_context(fields, environ),
        timestamp=_now(clock),
        status="invalid",
        sent_input=fields.get("tool_input") if isinstance(fields.get("tool_input"), dict) else None,
        received_input=None,
        result=None,
        problem=f"refused before any hook ran: {problem}",
    )
    observe_outcome(registry, outcome)


def _fallback_context(fields: Mapping[str, Any], environ: Mapping[str, str]) -> HookContext:
    """The context of a refused call: what is trustworthy of it, and placeholders."""
    try:
        user_id = trusted_user_id(environ)
    except AdapterInputError:
        user_id = UNIDENTIFIED
    tier = environ.get("TOOLHOOKS_TIER", "free")
    session_id = _str_field(fields, "session_id", "")
    return HookContext(
        user_id=user_id,
        tier=tier if tier in TIERS else "free",  # type: ignore[arg-type]
        session_id=session_id if session_id.strip() else "unknown",
    )


def _str_field(fields: Mapping[str, Any], key: str, default: str) -> str:
    value = fields.get(key)
    return value if isinstance(value, str) else default


def _now(clock: Clock) -> datetime:
    try:
        return read_clock(clock)
    except Exception:  # the refusal is recorded even when the trusted clock is the problem
        return utc_now()


def _refuse(event: Event | None, problem: str) -> Reply:
    """Fail closed before a tool runs or a prompt is read; afterwards, report without
    blocking. A PermissionRequest that cannot be decided is denied."""
    if event in ("pre", None):
        return Reply(EXIT_BLOCK, stderr=f"BLOCKED: the hook could not check this call: {problem}\n")
    if event == "prompt":
        return Reply(
            EXIT_BLOCK, stderr=f"BLOCKED: the hook could not check this prompt: {problem}\n"
        )
    if event == "permission":
        from toolhooks.hosts.claude_code.session_events import permission_denied

        return permission_denied(problem)
    return Reply(EXIT_NON_BLOCKING, stderr=f"toolhooks: {problem}\n")


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


# --- the command ------------------------------------------------------------------------


USAGE = (
    "usage: toolhooks-claude-code {pre,post,stop,start,prompt,permission} --hooks MODULE:ATTRIBUTE "
    "[--timeout SECONDS] [--user-id-from VAR] [--approve MODULE:ATTRIBUTE]"
)
_OPTIONS = {
    "--hooks": "hooks",
    "--timeout": "timeout",
    "--user-id-from": "user_id_from",
    "--approve": "approve",
}


class Arguments(NamedTuple):
    """The adapter's command line: the event, and its options."""

    event: Event
    hooks: str
    timeout: str | None = None
    user_id_from: str | None = None
    approve: str | None = None


def parse_arguments(argv: Sequence[str]) -> Arguments:
    """Read ``EVENT --hooks MODULE:ATTRIBUTE [--timeout S] [--user-id-from VAR]``.

    Options take ``--name value`` or ``--name=value``. Read by hand, not with argparse:
    argparse costs every hook process a few milliseconds of imports (gettext, locale,
    shutil), and its ``--help`` exits 0, which Claude Code would take as "allow". Here any
    other word, ``--help`` included, is a bad command line, and the call is refused.
    """
    events: list[str] = []
    values: dict[str, str] = {}
    words = list(argv)
    while words:
        word = words.pop(0)
        if not word.startswith("-"):
            events.append(word)
            continue
        name, has_value, value = word.partition("=")
        if name not in _OPTIONS:
            raise _bad_command_line(f"unknown option {name!r}")
        if not has_value:
            if not words:
                raise _bad_command_line(f"{name} needs a value")
            value = words.pop(0)
        if _OPTIONS[name] in values:
            raise _bad_command_line(f"{name} is given twice")
        values[_OPTIONS[name]] = value
    if len(events) != 1 or events[0] not in EVENT_NAMES:
        raise _bad_command_line(f"expected one event, {', '.join(EVENT_NAMES)}, got {events}")
    if "hooks" not in values:
        raise _bad_command_line("--hooks MODULE:ATTRIBUTE is required")
    event: Event = events[0]  # narrowed by the check against EVENT_NAMES above
    return Arguments(event, **values)


def _bad_command_line(problem: str) -> AdapterInputError:
    return AdapterInputError(f"bad command line: {problem}. {USAGE}")


def read_stdin_text(raw: bytes) -> str:
    """The payload bytes as text, losslessly: a byte that is not UTF-8 becomes a lone
    surrogate (``surrogateescape``), which :func:`parse_payload` refuses once the hooks are
    loaded, so the refusal is audited like any other."""
    return raw.decode("utf-8", errors="surrogateescape")


def require_utf8(stdin_text: str) -> None:
    """Refuse a payload that was not UTF-8 (nothing is guessed), naming the first bad byte."""
    try:
        stdin_text.encode("utf-8")
    except UnicodeEncodeError as exc:
        position = len(stdin_text[: exc.start].encode("utf-8"))
        code = ord(stdin_text[exc.start])
        found = f"byte {bytes([code - 0xDC00])!r}" if 0xDC80 <= code <= 0xDCFF else "a surrogate"
        raise AdapterInputError(
            f"the hook payload on stdin is not UTF-8 ({found} at position {position}); "
            "Claude Code sends UTF-8 JSON."
        ) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code Claude Code acts on. Never raises."""
    try:
        return _main(argv)
    except BaseException as exc:  # the adapter itself failed: still fail closed, with a reason
        return _finish(_refuse(None, f"internal error {describe_exception(exc)}"))


def _main(argv: Sequence[str] | None) -> int:
    folder = project_folder_last()
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["settings"]:  # not a hook: prints the settings block that runs them
        from toolhooks.hosts.claude_code.settings import main as print_settings

        return print_settings(words[1:])
    if words[:1] == ["doctor"]:  # not a hook: checks the settings that run hooks
        from toolhooks.hosts.claude_code.doctor import main as doctor

        return doctor(words[1:])
    event: Event | None = None
    try:
        args = parse_arguments(words)
        event = args.event
        shadowed = shadowed_modules(folder)
        if shadowed:
            raise AdapterInputError(
                f"{', '.join(shadowed)} were imported from the project folder {folder} "
                "instead of the standard library or the installed packages; start the "
                "adapter with its console script, toolhooks-claude-code, or with python -P -m "
                "toolhooks.hosts.claude_code (Python 3.11+): both keep the working folder off the "
                "front of the import path."
            )
        timeout_s = hook_timeout(args.timeout, os.environ)
        environ = dict(os.environ)
        if args.user_id_from is not None:
            environ[USER_FROM_ENV] = args.user_id_from
        stdin_text = read_stdin_text(sys.stdin.buffer.read())
    except AdapterInputError as exc:
        return _finish(_refuse(event, exception_text(exc)))
    assert event is not None
    return _finish(run_hooks(event, stdin_text, args.hooks, environ, timeout_s, args.approve))


def run_hooks(
    event: Event,
    stdin_text: str,
    target: str,
    environ: Mapping[str, str],
    timeout_s: float,
    approver: str | None = None,
    clock: Clock = utc_now,
) -> Reply:
    """Load ``target`` (and ``approver``) and answer the event in a guarded child process."""
    progress = Progress()

    def work() -> Reply:
        return handle(
            event,
            stdin_text,
            load_registry(target),
            environ=environ,
            clock=clock,
            progress=progress,
            approve=None if approver is None else load_approver(approver),
        )

    def on_timeout() -> None:
        call, registry = progress.screening, progress.registry
        if call is not None and registry is not None:
            observe_outcome(
                registry,
                outcome_for(
                    call,
                    "hook_failed",
                    result=None,
                    problem=f"the PreToolUse hooks did not finish within {timeout_s:g}s",
                ),
            )

    return settle(event, run_isolated(work, timeout_s=timeout_s, on_timeout=on_timeout))


def settle(event: Event, ran: Ran) -> Reply:
    """The final answer from a guarded run: its reply only if nothing went wrong around it."""
    if ran.reply is None:
        return _refuse(event, ran.problem or "the hooks gave no answer")
    if ran.printed:
        return _refuse(
            event,
            "a hook wrote on stdout, which is where Claude Code reads the decision; only the "
            "adapter may write there (log to stderr or a file instead). It wrote: "
            f"{ran.printed[:200]!r}",
        )
    reply = ran.reply
    if event in ("pre", "prompt") and reply.exit_code not in (EXIT_OK, EXIT_BLOCK):
        return _refuse(event, f"the answer had exit code {reply.exit_code}")
    if event == "permission" and reply.exit_code != EXIT_OK:
        return _refuse(event, f"the answer had exit code {reply.exit_code}")
    if not reply.stdout.isascii():
        return _refuse(event, "the answer on stdout was not ASCII-safe JSON")
    return reply


def _finish(reply: Reply) -> int:
    """Write the reply (bytes straight to the file descriptors) and return its exit code."""
    _write_fd(1, reply.stdout.encode("ascii", errors="backslashreplace"))
    _write_fd(2, reply.stderr.encode("utf-8", errors="backslashreplace"))
    return reply.exit_code


def _write_fd(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def run() -> NoReturn:
    """The ``toolhooks-claude-code`` console script: answer, then exit at once.

    Nothing runs after the answer: no atexit handler, no thread left to wait for.
    """
    os._exit(main())


if __name__ == "__main__":
    run()
