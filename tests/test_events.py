"""The three events: frozen, deep, and stamped in UTC."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from toolhooks import SessionEnd, ToolOutcome
from toolhooks.errors import FreezeError, FrozenError
from toolhooks.readonly import FrozenDict
from toolhooks.testing import DEFAULT_NOW, make_call, make_context


def test_a_tool_call_holds_a_deep_read_only_copy_of_the_input() -> None:
    """Changing the model's dict afterwards, or the copy, changes nothing."""
    source = {"evidence": ["order_1"], "meta": {"k": 1}}
    call = make_call("create_case_file", source)
    source["evidence"].append("forged")
    assert call.input == {"evidence": ("order_1",), "meta": {"k": 1}}
    with pytest.raises(FrozenError):
        call.input["meta"]["k"] = 2  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        call.tool_name = "other"  # type: ignore[misc]


def test_with_input_returns_a_new_call_and_keeps_the_old() -> None:
    """How a rewrite reaches the next hook."""
    call = make_call("t", {"a": 1})
    changed = call.with_input({"a": 2})
    assert (call.input, changed.input) == ({"a": 1}, {"a": 2})
    assert type(changed.input) is FrozenDict


def test_timestamps_are_stored_in_utc_and_naive_ones_refused() -> None:
    """Every event's time is comparable: aware, in UTC."""
    local = DEFAULT_NOW.astimezone(timezone(timedelta(hours=-5)))
    assert make_call("t", timestamp=local).timestamp.tzinfo is timezone.utc
    with pytest.raises(ValueError, match=r"ToolCall\.timestamp must be a timezone-aware"):
        make_call("t", timestamp=datetime(2026, 1, 1))
    with pytest.raises(ValueError, match="ended_at"):
        SessionEnd(make_context(), DEFAULT_NOW, datetime(2026, 1, 1))


def test_an_input_with_non_string_keys_is_refused() -> None:
    """1 and "1" would collapse into one key on the way to JSON."""
    with pytest.raises(FreezeError, match="keys must be strings"):
        make_call("t", {1: "a", "1": "b"})  # type: ignore[dict-item]


def test_an_outcome_freezes_what_it_is_given() -> None:
    """Post hooks cannot change the result the model will read."""
    result = {"type": "tool_result", "tool_use_id": "toolu_1", "content": "ok"}
    outcome = ToolOutcome(
        "t", "toolu_1", make_context(), DEFAULT_NOW, "ok", {"a": [1]}, {"a": [1]}, result
    )
    result["content"] = "changed"
    assert outcome.result == {"type": "tool_result", "tool_use_id": "toolu_1", "content": "ok"}
    assert outcome.sent_input == {"a": (1,)}
    with pytest.raises(FrozenError):
        outcome.result["content"] = "x"  # type: ignore[index]
