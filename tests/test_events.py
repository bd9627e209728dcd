"""The three events: frozen, deep, and stamped in UTC."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import (
    Ask,
    Dispatcher,
    HookRegistry,
    SessionEnd,
    ToolCall,
    ToolDefinition,
    ToolOutcome,
    install_hooks,
)
from toolhooks.chain import PreVerdict, run_pre_chain
from toolhooks.errors import EventError, FreezeError, FrozenError
from toolhooks.events import (
    Asked,
    become,
    filling_twin,
    outcome_for,
    screened_outcome,
    tool_call,
)
from toolhooks.readonly import FrozenDict
from toolhooks.results import tool_result
from toolhooks.testing import DEFAULT_NOW, make_call, make_context, make_tool_use

from .strategies import contexts, hostile_objects, hostile_values, json_objects


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


# --- the hooked call's builders: what the constructors build, without their costs ---------


class Tag(str):
    """A str subclass: accepted where a string is, but not the exact type."""


class LaterClock(datetime):
    """A datetime subclass, as some libraries return."""


names = st.sampled_from(["lookup_user", "", Tag("lookup_user"), 7, None])
call_inputs = (
    hostile_objects
    | hostile_objects.map(FrozenDict)
    | st.sampled_from([[1, 2], "oops", None, {1: "x"}])
    | json_objects
)
moments = st.sampled_from(
    [
        DEFAULT_NOW,
        DEFAULT_NOW.astimezone(timezone(timedelta(hours=2))),
        DEFAULT_NOW.replace(tzinfo=None),
        LaterClock(2026, 3, 2, 10, 30, tzinfo=timezone.utc),
        "2026-03-02",
    ]
)
context_kinds = contexts | st.sampled_from([None, "s_001"])


def _built(build: Callable[[], Any]) -> tuple[str, Any]:
    """What building gives: the event, or the error's type and text."""
    try:
        return "built", build()
    except Exception as exc:
        return "raised", (type(exc), str(exc))


def _shape(event: Any) -> list[tuple[str, type, Any, Any]]:
    """Each field's name, exact type, value and zone: equality alone would let a dict pass
    for a FrozenDict, a Tag for a str, or 12:30+02:00 for 10:30 UTC."""
    values = [(field.name, getattr(event, field.name)) for field in dataclasses.fields(event)]
    return [(name, type(value), value, getattr(value, "tzinfo", None)) for name, value in values]


@given(
    tool_name=names,
    tool_use_id=names.map(
        lambda name: name.replace("lookup", "toolu") if type(name) is str else name
    ),
    tool_input=call_inputs,
    context=context_kinds,
    timestamp=moments,
)
def test_tool_call_builds_what_the_constructor_builds(
    tool_name: Any, tool_use_id: Any, tool_input: Any, context: Any, timestamp: Any
) -> None:
    """tool_call (the hooked call's builder) gives an equal ToolCall with fields of the same
    types, or the same error, whatever it is given."""
    args = (tool_name, tool_use_id, tool_input, context, timestamp)
    fast, slow = _built(lambda: tool_call(*args)), _built(lambda: ToolCall(*args))
    if fast[0] == "raised" or slow[0] == "raised":
        assert fast == slow
        return
    assert type(fast[1]) is ToolCall
    assert _shape(fast[1]) == _shape(slow[1])


@given(
    call_input=hostile_objects | json_objects,
    status=st.sampled_from(["ok", "tool_error"]),
    rewritten=st.none() | json_objects,
    content=hostile_values | st.sampled_from([{1, 2}, {"a": {3}}]),
    problem=st.none() | st.text(max_size=8),
    decided_by=st.none() | st.just("approver"),
    asked=st.booleans(),
)
def test_screened_outcome_builds_what_the_constructor_builds(
    call_input: dict[str, Any],
    status: Any,
    rewritten: dict[str, Any] | None,
    content: Any,
    problem: str | None,
    decided_by: str | None,
    asked: bool,
) -> None:
    """screened_outcome (the hooked call's outcome) equals ToolOutcome(...) on the same values,
    field types included, and refuses a result that cannot be frozen as it does."""
    call = ToolCall("lookup_user", "toolu_01", call_input, make_context(), DEFAULT_NOW)
    received = call.input if rewritten is None else FrozenDict(rewritten)
    result = {"type": "tool_result", "tool_use_id": "toolu_01", "content": content}
    rewritten_by = () if rewritten is None else ("tidy",)
    asks = (Asked("refunds", Ask("over 500 EUR")),) if asked else ()
    fast = _built(
        lambda: screened_outcome(
            call, status, received, result, problem, rewritten_by, asks, decided_by
        )
    )
    slow = _built(
        lambda: ToolOutcome(
            *(call.tool_name, call.tool_use_id, call.context, call.timestamp, status),
            *(call.input, received, result, None, problem, rewritten_by, asks, decided_by),
        )
    )
    if fast[0] == "raised" or slow[0] == "raised":
        assert fast == slow
        return
    assert type(fast[1]) is ToolOutcome
    assert _shape(fast[1]) == _shape(slow[1])


def _hooked_events() -> list[Any]:
    """The ToolCall, the PreVerdict and the ToolOutcome of a real hooked call, as its hooks
    receive them (the builders' events, not the constructors')."""
    seen: list[Any] = []
    registry = HookRegistry(error_sinks=[])
    registry.pre(seen.append)
    registry.post(seen.append)
    dispatcher = Dispatcher()
    dispatcher.register(lambda user_id: "ok", ToolDefinition("lookup_user", "look up"))
    install_hooks(dispatcher, registry, make_context())
    dispatcher.call_tool(make_tool_use("lookup_user", {"user_id": "u_004"}))
    verdict = run_pre_chain(registry.pre.all, seen[0])
    return [seen[0], verdict, seen[1]]


@pytest.mark.parametrize("event", _hooked_events(), ids=["ToolCall", "PreVerdict", "ToolOutcome"])
def test_the_hooked_calls_events_are_their_class_frozen_in_slots(event: Any) -> None:
    """Filled as their twin, the events a hooked call hands out are exactly their class:
    frozen, with no writable dict, and they pickle and compare like any other."""
    assert type(event) in (ToolCall, PreVerdict, ToolOutcome)
    name = dataclasses.fields(event)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(event, name, "changed")
    with pytest.raises(TypeError):
        vars(event)
    assert pickle.loads(pickle.dumps(event)) == event
    assert dataclasses.replace(event) == event


def test_an_event_cannot_become_a_class_of_another_layout() -> None:
    """become() is Python's own __class__ assignment: it refuses a class whose slots differ,
    so a twin of the wrong class can never be filled in place of the right one."""
    call = make_call("lookup_user", {})
    with pytest.raises(TypeError, match="layout"):
        become(call, filling_twin(ToolOutcome))
    assert type(call) is ToolCall
