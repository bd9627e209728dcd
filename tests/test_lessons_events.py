"""What the notebooks show of the events is what the package builds and writes."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from hookkata.exercises.audit_line import FIXED
from hookkata.lessons import events
from toolhooks import Ask, AuditLog, HookRegistry, SessionEnd, ToolCall, ToolOutcome, install_hooks
from toolhooks.audit import audit_record
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.jsonl import MemorySink, to_json_line
from toolhooks.testing import FixedClock, make_context, make_tool_use


def _asked_outcome() -> ToolOutcome:
    """An outcome a hook asked a person about: its line carries asked and decided_by."""
    seen: list[ToolOutcome] = []
    registry = HookRegistry(error_sinks=[])
    registry.pre(lambda call: Ask("a refund of 80 EUR"), matcher="issue_refund")
    registry.post(seen.append)
    dispatcher, _ = build_support_dispatcher()
    install_hooks(
        dispatcher, registry, make_context(), clock=FixedClock(), approve=lambda c, a: True
    )
    refund = {"user_id": "u_004", "amount_eur": 80, "reason": "late"}
    dispatcher.call_tool(make_tool_use("issue_refund", refund))
    return seen[0]


OUTCOMES = (*FIXED, events.one_session().outcome, _asked_outcome())


def _as_json(record: object) -> object:
    return json.loads(to_json_line(record))


@pytest.mark.parametrize("outcome", OUTCOMES, ids=lambda o: f"{o.status}{'-asked' * bool(o.asked)}")
def test_the_audit_key_table_reads_what_audit_record_writes(outcome):
    """Every key, and every value, of the audit line comes from the table show() prints."""
    assert _as_json(events.audit_values(outcome)) == _as_json(audit_record(outcome))


def test_every_outcome_attribute_is_shown_with_its_audit_keys():
    """Only the context's attributes stay out of the line; every key names its source."""
    sources = {entry.source for entry in events.AUDIT_KEYS}
    paths = {path for path, _ in events._rows(FIXED[2])}  # a denied outcome, spelled out
    assert paths - sources == {"context.attributes"}
    assert sources <= paths
    assert len({entry.key for entry in events.AUDIT_KEYS}) == len(events.AUDIT_KEYS)


def test_a_denied_outcome_shows_the_denial_field_by_field():
    text = events.describe(FIXED[2])
    assert "denial.hook_name" in text
    assert "denied_by" in text
    assert "denial.deny.reason" in text
    assert "deny_reason" in text
    assert "sent_input" in text
    assert "input_sent" in text


def test_an_outcome_without_a_denial_says_the_three_keys_are_null():
    text = events.describe(FIXED[0])
    assert "denied_by, deny_reason, deny_alternative (null)" in text


def test_one_session_gives_the_three_events_in_the_order_the_hooks_received_them():
    session = events.one_session()
    assert [type(e) for e in (session.call, session.outcome, session.end)] == [
        ToolCall,
        ToolOutcome,
        SessionEnd,
    ]
    assert session.outcome.tool_use_id == session.call.tool_use_id
    assert session.end.context is session.call.context


@pytest.mark.parametrize("kind", ["call", "outcome", "end"])
def test_describe_names_every_field_and_the_hook_point(kind):
    event = getattr(events.one_session(), kind)
    text = events.describe(event)
    point = {"call": "PreToolUse", "outcome": "PostToolUse", "end": "Stop"}[kind]
    assert text.startswith(f"{type(event).__name__}: what a {point} hook receives")
    for field in fields(event):
        assert f"  {field.name}" in text
    assert all(len(line) <= 120 for line in text.splitlines())


def test_show_prints_the_description(capsys):
    call = events.one_session().call
    events.show(call)
    assert capsys.readouterr().out == events.describe(call) + "\n"


def test_describe_refuses_anything_but_an_event():
    with pytest.raises(TypeError, match="ToolCall, ToolOutcome or SessionEnd"):
        events.describe({"tool_name": "lookup_user"})  # type: ignore[arg-type]


def test_the_audit_log_writes_the_same_line_as_the_record():
    """AuditLog writes audit_record: the table describes the file, not a copy of it."""
    sink = MemorySink()
    outcome = FIXED[2]
    AuditLog(sink=sink)(outcome)
    assert sink.records == [_as_json(audit_record(outcome))]
