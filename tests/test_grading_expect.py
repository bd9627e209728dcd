"""What :mod:`hookkata.grading.expect` asks of a row of calls: each its own verdict, and
the same call the same Deny."""

from __future__ import annotations

import itertools
from datetime import datetime, timezone

import pytest

from hookkata.grading.expect import SAME_CALL_SAME_DENIAL, expect_each_in_a_row
from hookkata.grading.probe import FreshRow, Mismatch
from toolhooks import Deny, HookContext, ToolCall

ROW = FreshRow(6, "calls in a row, the same call by turns with another")


def _make(k: int) -> ToolCall:
    tool = "create_case_file" if k % 2 == 0 else "lookup_user"
    context = HookContext("u_004", "free", "s_1")
    return ToolCall(tool, "toolu_01", {}, context, datetime(2026, 3, 2, tzinfo=timezone.utc))


def _denied(call: ToolCall) -> bool:
    return call.tool_name == "create_case_file"


def _steady(call: ToolCall) -> Deny | None:
    return Deny("case files need premium", "offer the FAQ") if _denied(call) else None


_WORDS = itertools.cycle(("offer the FAQ", "offer the upgrade"))


def _in_turn(call: ToolCall) -> Deny | None:
    return Deny("case files need premium", next(_WORDS)) if _denied(call) else None


def test_a_row_with_one_deny_for_each_same_call_passes():
    expect_each_in_a_row(_steady, ROW, _make, "memo hint", denied=_denied)


def test_the_same_call_denied_in_other_words_by_turns_fails_with_its_hint():
    with pytest.raises(Mismatch) as told:
        expect_each_in_a_row(_in_turn, ROW, _make, "memo hint", denied=_denied)
    assert told.value.hint == SAME_CALL_SAME_DENIAL
    assert "calls 1 and 3" in told.value.example
