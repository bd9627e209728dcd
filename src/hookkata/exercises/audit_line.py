"""Exercise 11: the audit line, one complete JSON line per call, denials included."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any

from hypothesis import strategies as st

from toolhooks import Deny, ToolOutcome
from toolhooks.audit import audit_record
from toolhooks.events import Denial
from toolhooks.jsonl import to_json_line
from toolhooks.readonly import thaw
from toolhooks.results import error_result, synthetic_error_result, tool_result

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, expect_fields, shown
from ..strategies import TOOLS, contexts, json_objects, timestamps, tool_use_ids, words

NAME = "audit_line"


def reference(outcome: ToolOutcome) -> str:
    return to_json_line(audit_record(outcome))


@st.composite
def outcomes(
    draw: st.DrawFn,
    status: str | None = None,
    inputs: st.SearchStrategy[dict[str, Any]] = json_objects,
) -> ToolOutcome:
    """A finished call that ran, failed in the tool, or was denied (maybe after a rewrite)."""
    chosen = status or draw(st.sampled_from(["ok", "tool_error", "denied"]))
    tool_use_id, sent = draw(tool_use_ids), draw(inputs)
    rewritten = draw(st.booleans()) and chosen != "denied"
    received = {**sent, "limit": 10} if rewritten else sent
    denial = None
    if chosen == "denied":
        denial = Denial(
            draw(st.sampled_from(["SameUserOnly", "free_tier", "DeployWindow"])),
            Deny(draw(words), draw(words)),
        )
        result = synthetic_error_result(tool_use_id, denial.deny)
    elif chosen == "tool_error":
        result = error_result(tool_use_id, f"the tool failed: {draw(words)}")
    else:
        result = tool_result(tool_use_id, draw(words))
    return ToolOutcome(
        tool_name=draw(st.sampled_from(TOOLS)),
        tool_use_id=tool_use_id,
        context=draw(contexts),
        timestamp=draw(timestamps),
        status=chosen,  # type: ignore[arg-type]
        sent_input=sent,
        received_input=None if chosen == "denied" else received,
        result=result,
        denial=denial,
        rewritten_by=("cap_limit",) if rewritten else (),
    )


def _describe(outcome: ToolOutcome) -> str:
    return (
        f"audit_line(<{outcome.status} call {outcome.tool_use_id} to {outcome.tool_name}, "
        f"input {dict(outcome.sent_input)!r}, user {outcome.context.user_id}, "
        f"at {outcome.timestamp.isoformat()}>)"
    )


def _parsed(answer: Callable[..., Any], outcome: ToolOutcome) -> tuple[dict[str, Any], str]:
    example = _describe(outcome)
    line = call_answer(answer, outcome, example=example)
    if not isinstance(line, str) or not line.endswith("\n") or "\n" in line[:-1]:
        raise Mismatch(example, shown(line), "one line of text ending in a single '\\n'")
    try:
        record = json.loads(line)
    except ValueError as exc:
        raise Mismatch(example, shown(line), f"valid JSON ({exc})") from None
    if not isinstance(record, dict):
        raise Mismatch(example, shown(line), "a JSON object")
    return record, example


def _expected(outcome: ToolOutcome) -> dict[str, Any]:
    denial = outcome.denial
    return {
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": thaw(outcome.sent_input),
        "input_received": thaw(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }


def _fields(keys: tuple[str, ...]) -> Callable[[Callable[..., Any], ToolOutcome], None]:
    def check(answer: Callable[..., Any], outcome: ToolOutcome) -> None:
        record, example = _parsed(answer, outcome)
        expect_fields(example, record, _expected(outcome), keys)

    return check


def _timestamp(answer: Callable[..., Any], outcome: ToolOutcome) -> None:
    record, example = _parsed(answer, outcome)
    text = record.get("timestamp")
    try:
        when = datetime.fromisoformat(text) if isinstance(text, str) else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None or when != outcome.timestamp:
        raise Mismatch(
            example,
            f"timestamp: {shown(text)}",
            f"timestamp: ISO 8601 with its UTC offset, e.g. {outcome.timestamp.isoformat()!r}",
        )


_WHO = ("session_id", "user_id", "tool_use_id", "tool_name")
_WHAT = ("input_sent", "input_received", "output", "is_error")
_DENIAL = ("denied_by", "deny_reason", "is_error", "input_received")

EXERCISE = Exercise(
    number=11,
    id="audit-line",
    title="11 · One audit line per call",
    notebook="08-The-Audit-Trail.ipynb",
    name=NAME,
    params=("outcome",),
    spec=(
        "Return one line of JSON (ending in '\\n') for a finished call: timestamp (ISO 8601, "
        f"UTC), {', '.join(_WHO)}, {', '.join(_WHAT)}, denied_by, deny_reason.\n"
        "Denied calls are recorded too: input_received is null for them."
    ),
    reference=reference,
    properties=(
        Property(
            "the line is one complete JSON object ending in a newline, with no newline inside",
            _fields(()),
            outcomes(),
            hint="json.dumps(record) + '\\n'; no indent, which would spread it over lines.",
        ),
        Property(
            "it records who and which call: session_id, user_id, tool_use_id, tool_name",
            _fields(_WHO),
            outcomes(),
            hint="Take who from outcome.context, which the server built.",
        ),
        Property(
            "it records when, as an ISO 8601 timestamp with its UTC offset",
            _timestamp,
            outcomes(),
            hint="outcome.timestamp.isoformat() keeps the offset; str() or a naive time does not.",
        ),
        Property(
            "it records the input as sent and as received (they differ after a rewrite), "
            "the output, and is_error",
            _fields(_WHAT),
            outcomes(),
            hint="input_sent is outcome.sent_input, input_received is outcome.received_input.",
        ),
        Property(
            "a denied call is recorded with the hook that denied it and the reason",
            _fields(_DENIAL),
            outcomes("denied"),
            hint="A trail without refusals cannot say what the agent tried: use outcome.denial.",
        ),
    ),
    hint="Each line must stand alone: who, when, which call, what went in and came out.",
)
