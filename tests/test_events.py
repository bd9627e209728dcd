"""The three events: frozen, deep, and stamped in UTC."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from toolhooks import SessionEnd, ToolCall, ToolOutcome
from toolhooks.errors import EventError, FreezeError, FrozenError
from toolhooks.events import outcome_for
from toolhooks.readonly import FrozenDict
from toolhooks.results import tool_result
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


@pytest.mark.parametrize("event", [ToolCall, ToolOutcome])
def test_the_written_out_init_takes_exactly_the_fields(event: type[Any]) -> None:
    """ToolCall and ToolOutcome write their __init__ out for speed: same names, order and
    defaults as the fields, so nothing a generated one would take is lost."""
    parameters = list(inspect.signature(event).parameters.values())
    fields = dataclasses.fields(event)
    assert [parameter.name for parameter in parameters] == [field.name for field in fields]
    defaults = [parameter.default for parameter in parameters]
    missing = inspect.Parameter.empty
    assert defaults == [missing if f.default is dataclasses.MISSING else f.default for f in fields]


def _events() -> list[Any]:
    call = make_call("lookup_user", {"user_id": "u_004", "tags": ["a"]})
    result = tool_result(call.tool_use_id, "done")
    return [call, outcome_for(call, "ok", received=call.input, result=result)]


@pytest.mark.parametrize("event", _events(), ids=["ToolCall", "ToolOutcome"])
def test_events_stay_frozen_and_survive_copies(event: Any) -> None:
    """No attribute can be set or deleted; pickle, deepcopy and replace give equal events;
    equal events hash alike."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.tool_name = "issue_refund"
    with pytest.raises(dataclasses.FrozenInstanceError):
        del event.tool_name
    for copied in (pickle.loads(pickle.dumps(event)), copy.deepcopy(event)):
        assert copied == event
        assert hash(copied) == hash(event)
    assert dataclasses.replace(event) == event
    assert dataclasses.replace(event, tool_use_id="toolu_99").tool_use_id == "toolu_99"


def test_a_result_is_frozen_once_and_kept_when_already_frozen() -> None:
    """The outcome freezes a plain result; one that is frozen already is kept as it is."""
    call, outcome = _events()
    assert type(outcome.result) is FrozenDict
    again = outcome_for(call, "ok", received=call.input, result=outcome.result)
    assert again.result is outcome.result


@pytest.mark.parametrize("event", _events(), ids=["ToolCall", "ToolOutcome"])
def test_vars_hands_out_no_writable_dict(event: Any) -> None:
    """An event keeps its fields in slots: vars() refuses, so neither a hook's "copy, then
    edit" nor a deliberate vars(call)["input"] = ... can change what other hooks see."""
    with pytest.raises(TypeError):
        vars(event)


def test_a_dataclass_subclass_is_checked_and_frozen_like_the_event() -> None:
    """A subclass's generated __init__ replaces the written-out one; __post_init__ still
    refuses what ToolCall refuses and freezes what it freezes."""

    @dataclasses.dataclass(frozen=True)
    class TaggedCall(ToolCall):
        tag: str = ""

    with pytest.raises(EventError, match="tool_name"):
        TaggedCall("", "toolu_01", {}, make_context(), DEFAULT_NOW)
    tagged = TaggedCall("lookup_user", "toolu_01", {"ids": [1]}, make_context(), DEFAULT_NOW, "x")
    assert (type(tagged.input), tagged.input["ids"], tagged.tag) == (FrozenDict, (1,), "x")

    @dataclasses.dataclass(frozen=True)
    class TaggedOutcome(ToolOutcome):
        tag: str = ""

    call = make_call("lookup_user", {})
    with pytest.raises(EventError, match="status"):
        TaggedOutcome("lookup_user", "toolu_01", call.context, DEFAULT_NOW, "fine", {}, None, None)
