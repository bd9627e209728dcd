"""The return shapes the notebooks quote (``Exercise.returns``) say what the graders check.

Each case pairs a sentence of a ``returns`` text with an answer that only that sentence
decides: the grader must agree with the sentence, and the sentence must still be there.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from hookkata import exercise, grade
from toolhooks import Deny, ToolCall, ToolOutcome
from toolhooks.audit import audit_record
from toolhooks.testing import make_context

from .kata.answers import (
    audit_line_canonical_text,
    audit_line_denial_if_status_denied,
    audit_line_short_reason,
    observers_return_failures,
    summary_errors_include_failures,
    summary_tools_any_case,
    writes_as_file_url,
    writes_expands_user_variables,
    writes_regex_one_line,
)


def home_nothing_is_pre(reads, must_prevent):
    """Right, except that a preventing rule that reads nothing goes to PreToolUse."""
    if not must_prevent:
        return "PostToolUse"
    if "outcome" in reads:
        raise ValueError("too late to prevent")
    return "tool" if set(reads) == {"arguments"} else "PreToolUse"


def audit_line_graded_keys_only(outcome):
    """The reference's line without the keys the grader does not check."""
    record = audit_record(outcome)
    for key in ("status", "tier", "problem", "rewritten_by", "deny_alternative"):
        del record[key]
    return json.dumps(record, default=str) + "\n"


SUMMARY = exercise("session-summary").reference


def summary_with_extras(outcomes, end):
    """The reference's summary, plus keys the grader does not check."""
    return {**SUMMARY(outcomes, end), "hook_failures": 0, "note": "extra"}


def summary_of_this_session_only(outcomes, end):
    """Right, for the outcomes of ``end``'s session only, as ``SessionSummary`` keeps them."""
    own = [o for o in outcomes if o.context.session_id == end.context.session_id]
    return SUMMARY(own, end)


def install_checks_order_with_assert(dispatcher, guard):
    """Right, except that the out-of-order check is an ``assert`` (gone under python -O)."""
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = wrapper

    def undo():
        assert vars(dispatcher).get("call_tool") is wrapper, "undo() out of order"
        del dispatcher.call_tool

    return undo


def window_false_outside(call):
    """Right inside the window, but allows with False instead of None."""
    if call.tool_name == "create_case_file" and 2 <= call.timestamp.hour < 4:
        return Deny("deploy in progress", "after 04:00 UTC")
    return False


def synthetic_with_a_fifth_key(tool_use_id, deny):
    content = f"BLOCKED: {deny.reason}" + (f" {deny.alternative}" if deny.alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content, "reason": deny.reason}  # fmt: skip


CASES = [
    ("rule-home", home_nothing_is_pre, "fail", "or nothing at all (an empty set)"),
    ("audit-line", audit_line_graded_keys_only, "pass", "Other keys may be there and are not graded"),
    ("session-summary", summary_with_extras, "pass", "others may be there and are not graded"),
    ("session-summary", summary_errors_include_failures, "fail", "and only those"),
    ("session-summary", summary_of_this_session_only, "pass", "another session's outcome is not graded"),
    ("save-before-replace", install_checks_order_with_assert, "fail", "not an `assert`"),
    ("deploy-window", window_false_outside, "fail", "`None` (or `ALLOW`, never another falsy value)"),
    ("synthetic-denial", synthetic_with_a_fifth_key, "fail", "exactly four keys"),
    ("observers", observers_return_failures, "fail", "an `int`, how many hooks raised"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("key", "answer", "status", "sentence"), CASES, ids=[f"{c[0]}:{c[1].__name__}" for c in CASES]
)
def test_the_returns_sentence_decides_the_grade(key, answer, status, sentence):
    chosen = exercise(key)
    assert sentence in chosen.returns
    verdict = grade(chosen, answer, profile="dev-fixed", allow_copies=True)  # some wrap it
    assert verdict.status == status, verdict.report()


def test_a_call_timestamp_is_always_utc_as_the_deploy_window_returns_say():
    """'call.timestamp (always in UTC)': a ToolCall converts the zone it is given."""
    assert "always in UTC" in exercise("deploy-window").returns
    at_plus_two = datetime(2026, 3, 2, 3, 30, tzinfo=timezone(timedelta(hours=2)))
    call = ToolCall("create_case_file", "toolu_01", {}, make_context(), at_plus_two)
    assert call.timestamp.tzinfo is timezone.utc
    assert (call.timestamp.hour, call.timestamp.minute) == (1, 30)


def audit_line_relabelled_utc(outcome):
    """Right, with the time relabelled as UTC rather than converted: the same line, since
    an outcome's time is in UTC already."""
    record = audit_record(outcome)
    record["timestamp"] = outcome.timestamp.replace(tzinfo=timezone.utc).isoformat()
    return json.dumps(record, default=str) + "\n"


def test_an_outcome_timestamp_is_always_utc_as_the_audit_line_returns_say():
    """'outcome.timestamp is always in UTC': a ToolOutcome converts the zone it is given,
    so relabelling its time as UTC changes nothing, and the grade says so."""
    assert "`outcome.timestamp` is always in UTC" in exercise("audit-line").returns
    at_plus_two = datetime(2026, 3, 2, 3, 30, tzinfo=timezone(timedelta(hours=2)))
    outcome = ToolOutcome(
        "lookup_user", "toolu_01", make_context(), at_plus_two, "ok", {}, {}, None
    )
    assert outcome.timestamp.tzinfo is timezone.utc
    assert (outcome.timestamp.hour, outcome.timestamp.minute) == (1, 30)
    chosen = exercise("audit-line")
    verdict = grade(chosen, audit_line_relabelled_utc, profile="dev-fixed", allow_copies=True)
    assert verdict.status == "pass", verdict.report()


SETTLED = [
    ("audit-line", audit_line_denial_if_status_denied, "whatever the `status`"),
    ("audit-line", audit_line_short_reason, "the reason whole"),
    ("audit-line", audit_line_canonical_text, "no Unicode normalisation"),
    ("session-summary", summary_tools_any_case, "`Bash` is neither `bash` nor"),
    ("keep-writes-in-project", writes_expands_user_variables, "`$HOME` is not expanded"),
    ("keep-writes-in-project", writes_as_file_url, "a `#` or `?` (no URL is read)"),
    ("keep-writes-in-project", writes_regex_one_line, "a newline"),
]


@pytest.mark.parametrize(
    ("key", "answer", "sentence"), SETTLED, ids=[f"{c[0]}:{c[1].__name__}" for c in SETTLED]
)
def test_a_sentence_a_blind_batch_settled_fails_the_answer_it_rules_out(key, answer, sentence):
    """Each reading batch D's blind answers took is ruled out by a sentence of the Returns,
    and the grade agrees with it."""
    chosen = exercise(key)
    assert sentence in chosen.returns
    assert grade(chosen, answer, profile="dev-fixed").status == "fail"


def test_a_rule_that_reads_nothing_lives_in_the_tool_by_the_reference():
    reference = exercise("rule-home").reference
    assert reference(set(), True) == "tool"
    assert reference(set(), False) == "PostToolUse"
