"""A session's calls read back from its audit trail, for hosts that run each event apart.

:class:`~toolhooks.session.SessionSummary` counts the calls it watches, in memory. Where
every hook event is a new process (Claude Code's command hooks), the process that handles
Stop has watched nothing, and would report 0 calls. The trail knows better: every call of
the session left one line in the registry's ``AuditLog`` file (allowed, denied, failed,
crashed), and every PostToolUse or Stop hook that broke left one in its ``JsonlErrorSink``.

:func:`replay_session` reads the lines of one ``session_id`` back and hands them to the
registry's ``SessionSummary`` Stop hooks, through their ``observe`` and ``record_failure``
methods, as if they had watched the whole session; the summary then counts across
processes. It returns when the session started: its first line's timestamp.

Only file sinks can be read back (``AuditLog(path)``, ``JsonlErrorSink(path)``); each Stop
reads the whole file, so each summary line counts the session up to that Stop.

Some calls reach no hook at all: Claude Code refuses them itself (its permission rules, its
input check, an ``Ask`` that ``-p`` cannot put to anyone). :func:`reconcile_transcript`
finds them in Claude Code's transcript and gives each its line before the summary is
written, so the summary counts every call the session saw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_args

from toolhooks.audit import AuditLog
from toolhooks.chain import observe_outcome
from toolhooks.clock import Clock, read_clock, utc_now
from toolhooks.context import HookContext
from toolhooks.decisions import Deny
from toolhooks.error_channel import HookFailure, JsonlErrorSink
from toolhooks.errors import exception_text
from toolhooks.events import Denial, OutcomeStatus, ToolOutcome
from toolhooks.jsonl import JsonlFile, read_lines
from toolhooks.registry import HookRegistry
from toolhooks.session import SessionSummary

if TYPE_CHECKING:
    from toolhooks.hosts.claude_code.notes import PreNote
    from toolhooks.hosts.claude_code.transcript import TranscriptCall

_STATUSES: tuple[str, ...] = get_args(OutcomeStatus)
_STAGES = ("PostToolUse", "Stop")


@dataclass(frozen=True, slots=True)
class Replayed:
    """What :func:`replay_session` handed to the summaries, and when the session started.

    ``tool_use_ids`` are the calls the audit holds; ``failure_messages`` what the error
    lines said (so that a Stop does not report the same transcript problem twice).
    """

    calls: int
    hook_failures: int
    started_at: datetime | None
    tool_use_ids: frozenset[str] = frozenset()
    failure_messages: frozenset[str] = frozenset()


def replay_session(registry: HookRegistry, context: HookContext) -> Replayed:
    """Feed the session's audit and error lines to ``registry``'s ``SessionSummary`` hooks."""
    outcomes = [
        outcome_from_record(record, context)
        for record in session_records(audit_paths(registry), context.session_id)
    ]
    failures = [
        failure_from_record(record)
        for record in session_records(error_paths(registry), context.session_id)
        if record.get("stage") in _STAGES
    ]
    for summary in summaries(registry):
        for outcome in outcomes:
            summary.observe(outcome)
        for failure in failures:
            summary.record_failure(failure)
    times = [outcome.timestamp for outcome in outcomes]
    return Replayed(
        len(outcomes),
        len(failures),
        min(times) if times else None,
        frozenset(outcome.tool_use_id for outcome in outcomes),
        frozenset(failure.message for failure in failures),
    )


def audit_paths(registry: HookRegistry) -> list[Path]:
    """The files of the registry's ``AuditLog`` PostToolUse hooks."""
    return _unique(
        entry.hook.sink.path
        for entry in registry.post.all
        if isinstance(entry.hook, AuditLog) and isinstance(entry.hook.sink, JsonlFile)
    )


def error_paths(registry: HookRegistry) -> list[Path]:
    """The files of the registry's ``JsonlErrorSink`` error sinks."""
    return _unique(
        sink.file.path for sink in registry.error_sinks if isinstance(sink, JsonlErrorSink)
    )


def summaries(registry: HookRegistry) -> list[SessionSummary]:
    """The registry's ``SessionSummary`` Stop hooks."""
    return [entry.hook for entry in registry.stop.all if isinstance(entry.hook, SessionSummary)]


def session_records(paths: Iterable[Path], session_id: str) -> list[dict[str, Any]]:
    """The lines of ``session_id`` in ``paths``, each once (two logs may share a file)."""
    seen: set[str] = set()
    records = []
    for path in paths:
        for record in read_lines(path):
            if record.get("session_id") != session_id:
                continue
            key = repr(sorted(record.items(), key=lambda item: item[0]))
            if key not in seen:
                seen.add(key)
                records.append(record)
    return records


def outcome_from_record(record: Mapping[str, Any], context: HookContext) -> ToolOutcome:
    """One audit line as the outcome it recorded (enough for counting; no result)."""
    status = record.get("status")
    denial = None
    if status == "denied":
        reason = record.get("deny_reason")
        alternative = record.get("deny_alternative")
        denial = Denial(
            _text(record.get("denied_by"), "unknown hook"),
            Deny(
                _text(reason, "(reason not recorded)"),
                alternative if isinstance(alternative, str) else None,
            ),
        )
    received = record.get("input_received")
    return ToolOutcome(
        tool_name=_text(record.get("tool_name"), ""),
        tool_use_id=_text(record.get("tool_use_id"), ""),
        context=context,
        timestamp=_timestamp(record.get("timestamp")) or datetime.now().astimezone(),
        status=status if status in _STATUSES else "invalid",
        sent_input=record.get("input_sent"),
        received_input=received if isinstance(received, Mapping) else None,
        result=None,
        denial=denial,
        problem=record.get("problem") if isinstance(record.get("problem"), str) else None,
        rewritten_by=tuple(str(name) for name in record.get("rewritten_by") or ()),
    )


def failure_from_record(record: Mapping[str, Any]) -> HookFailure:
    """One error-channel line as the failure it recorded."""
    stage = record.get("stage")
    return HookFailure(
        stage=stage if stage in _STAGES else "PostToolUse",
        hook_name=_text(record.get("hook_name"), "unknown hook"),
        error_type=_text(record.get("error_type"), "Exception"),
        message=_text(record.get("message"), ""),
        session_id=_text(record.get("session_id"), ""),
        timestamp=_timestamp(record.get("timestamp")) or datetime.now().astimezone(),
        tool_name=record.get("tool_name") if isinstance(record.get("tool_name"), str) else None,
        tool_use_id=(
            record.get("tool_use_id") if isinstance(record.get("tool_use_id"), str) else None
        ),
    )


def _text(value: object, default: str) -> str:
    return value if isinstance(value, str) and value else default


def _timestamp(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


def _unique(paths: Iterable[Path]) -> list[Path]:
    return list(dict.fromkeys(paths))


# --- the transcript: calls that reached no hook ---------------------------------------

RECONCILER = "toolhooks.hosts.claude_code.transcript"
"""The ``hook_name`` of an error line about a transcript that could not be read."""
MAX_PROBLEM = 500


@dataclass(frozen=True, slots=True)
class Reconciled:
    """What :func:`reconcile_transcript` did: the calls it recorded, the lines it could not
    read, and the problems it reported on the error channel."""

    recorded: tuple[str, ...] = ()
    skipped_lines: int = 0
    problems: tuple[str, ...] = ()

    @property
    def added(self) -> int:
        """How many calls got a line."""
        return len(self.recorded)


def reconcile_transcript(
    registry: HookRegistry,
    context: HookContext,
    transcript_path: str | None,
    replayed: Replayed,
    *,
    final: bool,
    clock: Clock = utc_now,
    notes: Mapping[str, PreNote] | None = None,
) -> Reconciled:
    """Give every ``tool_use`` of the transcript without an audit line one now.

    A call the hooks never saw end (Claude Code refused it by its permission rules or its
    input check, or refused a call a hook asked about) gets ``refused_by_host`` with the
    text Claude Code sent back as ``problem`` (an error result that left no line never
    reached PostToolUseFailure, so the tool did not run); one that succeeded but left no
    line (no PostToolUse hook, or its process failed) gets ``ok``. A call without a result
    yet is left for a later Stop, unless ``final`` (SessionEnd). The lines go through the
    registry's PostToolUse hooks, so every observer sees them. A transcript that cannot be
    read, or has lines that cannot, is reported on the error channel (once per session and
    problem): the record may be incomplete.
    """
    from toolhooks.hosts.claude_code.notes import find_note, read_notes
    from toolhooks.hosts.claude_code.transcript import TranscriptError, read_transcript

    if not transcript_path:
        return Reconciled()
    try:
        transcript = read_transcript(transcript_path, context.session_id)
    except TranscriptError as exc:
        problem = exception_text(exc)
        return Reconciled(problems=_report_once(registry, context, replayed, problem, clock))
    missing = [
        call
        for call in transcript.calls
        if call.tool_use_id not in replayed.tool_use_ids and (call.answered or final)
    ]
    if notes is None:
        notes = read_notes(registry, context.session_id) if missing else {}
    for call in missing:
        note = find_note(notes, call.tool_use_id, call.tool_name, call.input, call.result)
        observe_outcome(registry, transcript_outcome(call, context, note))
    recorded = tuple(call.tool_use_id for call in missing)
    if transcript.skipped:
        problem = (
            f"{transcript.skipped} line(s) of the transcript {transcript_path!r} could not be "
            "read (torn, not UTF-8, or of an unknown shape) and were skipped; a call they held "
            "has no audit line."
        )
        reported = _report_once(registry, context, replayed, problem, clock)
        return Reconciled(recorded, transcript.skipped, reported)
    return Reconciled(recorded)


def transcript_outcome(
    call: TranscriptCall, context: HookContext, note: PreNote | None
) -> ToolOutcome:
    """The outcome of a call known only from the transcript (and from a Pre note, if any)."""
    refused_with = call.result if call.is_error else None
    status: OutcomeStatus
    if not call.answered:
        status, problem = "refused_by_host", "Claude Code sent no tool_result for it (interrupted?)"
    elif call.is_error:
        status, problem = "refused_by_host", f"refused by Claude Code: {call.result}"
    else:
        status, problem = "ok", "recorded from the transcript: no PostToolUse line"
    ran = status == "ok"
    return ToolOutcome(
        tool_name=call.tool_name,
        tool_use_id=call.tool_use_id,
        context=context,
        timestamp=call.timestamp or utc_now(),
        status=status,
        sent_input=note.input_sent if note is not None else call.input,
        received_input=call.input if ran and isinstance(call.input, Mapping) else None,
        result=None,
        problem=None if problem is None else problem[:MAX_PROBLEM],
        rewritten_by=note.rewritten_by if note is not None else (),
        asked=note.asked if note is not None else (),
        decided_by=note.decider(refused_with) if note is not None else None,
    )


def _report_once(
    registry: HookRegistry,
    context: HookContext,
    replayed: Replayed,
    problem: str,
    clock: Clock,
) -> tuple[str, ...]:
    """Report ``problem`` unless the session's error lines hold it already."""
    if problem in replayed.failure_messages:
        return ()
    registry.report(
        HookFailure(
            stage="Stop",
            hook_name=RECONCILER,
            error_type="TranscriptError",
            message=problem,
            session_id=context.session_id,
            timestamp=read_clock(clock),
        )
    )
    return (problem,)
