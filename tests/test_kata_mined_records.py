"""Exercises 11 to 13 (the audit line, the session summary, writes in the project) try
each value an answer names in every slot of their input, cheaply: at most eight examples
a value, each a real input (never a wrapper the answer sees), and a rule keyed on a value
is caught wherever the value sits."""

from __future__ import annotations

import textwrap
from collections import Counter

import pytest

from hookkata import exercise, grade
from hookkata.exercises import audit_line, session_summary
from hookkata.grading.mining import Mined
from toolhooks import SessionEnd, ToolCall, ToolOutcome

from .test_kata_mined import ODD_NUMBERS, ODD_TEXTS

ODD = Mined(ODD_TEXTS, ODD_NUMBERS)
MOST_A_VALUE = 8


def _built(number: int, named: Mined) -> list[tuple[object, object]]:
    """Every (value, example) the exercise's properties build from ``named``."""
    return [pair for p in exercise(number).properties if p.mined for pair in p.mined(named)]


@pytest.mark.parametrize("number", [11, 12, 13])
def test_at_most_eight_examples_a_value_and_every_text_tried(number):
    built = _built(number, ODD)
    per_value = Counter(repr(value) for value, _ in built)
    assert max(per_value.values()) <= MOST_A_VALUE, per_value.most_common(3)
    untried = {repr(text) for text in ODD.texts} - set(per_value)
    assert not untried, f"texts never tried: {sorted(untried)}"  # every text has a slot


def test_a_count_is_tried_at_the_value_and_one_more():
    """A cap at 10 shows at 11: both lengths are built, for a reason and for a session."""
    reasons = {len(w.outcome.denial.deny.reason) for _, w in _built(11, Mined((), (10,)))
               if w.outcome.denial is not None}  # fmt: skip
    assert {10, 11} <= reasons
    sessions = {len(w.session[0]) for _, w in _built(12, Mined((), (10,)))}
    assert {10, 11} <= sessions
    paths = {len(c.input["file_path"]) for _, c in _built(13, Mined((), (4096,)))}
    assert {4096, 4097} <= paths


def test_each_example_holds_a_real_outcome_session_or_call():
    for _, whole in _built(11, ODD):
        assert type(whole) is audit_line.Whole
        assert type(whole.outcome) is ToolOutcome
    for _, whole in _built(12, ODD):
        outcomes, end = whole.session
        assert type(whole) is session_summary.Whole
        assert type(end) is SessionEnd
        assert all(o.context.session_id == end.context.session_id for o in outcomes)
    assert all(type(call) is ToolCall for _, call in _built(13, ODD))


def test_a_text_is_tried_inside_a_longer_one_where_text_is_kept_as_it_is():
    texts = [w.outcome.tool_name for _, w in _built(11, Mined(("grault",), ()))]
    assert "grault" in texts
    assert "grault_tool" in texts
    reasons = [w.session[1].reason for _, w in _built(12, Mined(("grault",), ()))]
    assert "grault" in reasons
    assert any(
        r.startswith("grault") and r.endswith("grault") and r.count("grault") == 3 for r in reasons
    )
    paths = [c.input.get("file_path") for _, c in _built(13, Mined(("grault",), ()))]
    assert "/work/project/graultnotes/xgraulty/notesgrault" in paths


SOURCES = {
    11: """
        import json
        from toolhooks.readonly import thaw
        def audit_line(outcome):
            hook = outcome.denial.hook_name if outcome.denial else None
            record = {
                "timestamp": outcome.timestamp.isoformat(),
                "session_id": outcome.context.session_id,
                "user_id": outcome.context.user_id,
                "tool_use_id": outcome.tool_use_id,
                "tool_name": outcome.tool_name,
                "input_sent": thaw(outcome.sent_input),
                "input_received": thaw(outcome.received_input),
                "output": None if outcome.result is None else thaw(outcome.result["content"]),
                "is_error": outcome.status != "ok",
                "denied_by": None if hook == "grault_hook" else hook,
                "deny_reason": outcome.denial.deny.reason if outcome.denial else None,
            }
            return json.dumps(record) + "\\n"
        """,
    12: """
        from collections import Counter
        def summarize_session(outcomes, end):
            users = [o for o in outcomes if o.context.user_id != "grault_bot"]
            return {
                "session_id": end.context.session_id,
                "user_id": end.context.user_id,
                "started_at": end.started_at.isoformat(),
                "ended_at": end.ended_at.isoformat(),
                "end_reason": end.reason,
                "calls": len(users),
                "calls_by_tool": dict(Counter(o.tool_name for o in users)),
                "denials": sum(o.status == "denied" for o in users),
                "tool_errors": sum(o.status == "tool_error" for o in users),
            }
        """,
    13: """
        import os
        from toolhooks import Deny
        def keep_writes_in_project(call):
            if call.tool_name not in ("Write", "Edit"):
                return None
            project = call.context.attributes.get("cwd")
            path = call.input.get("file_path")
            if not project or not isinstance(path, str) or not path:
                return Deny("nothing to check.", "give a file_path.")
            if call.input.get("grault_force"):
                return None
            project = os.path.normpath(project)
            target = os.path.normpath(os.path.join(project, path))
            if os.path.commonpath([project, target]) == project:
                return None
            return Deny("outside.", "write inside the project folder.")
        """,
}
"""Answers keyed on a value in a slot the fixed and generated examples never fill so: a
hook's name, the user of a session's calls, an input key beside file_path."""


@pytest.mark.parametrize("number", sorted(SOURCES))
def test_a_rule_keyed_on_a_named_value_in_any_slot_is_caught_with_the_value_named(number):
    source = textwrap.dedent(SOURCES[number])
    chosen = exercise(number)
    namespace: dict[str, object] = {}
    exec(compile(source, f"<learner {number}>", "exec"), namespace)
    answer = namespace[chosen.name]
    assert grade(chosen, answer, profile="ci", source="x = 1\n").status == "pass"
    verdict = grade(chosen, answer, profile="ci", source=source)
    assert verdict.status == "fail", verdict
    assert "a value your own code names" in verdict.hint
    assert "grault_" in verdict.hint
