"""Exercises 6 and 7 try each value an answer names in every slot of their input: a text as
the id, the reason and the alternative (alone, and starting, ending and inside a longer
one); as a turn's ids, tool names, input, text, block types, crash messages and results;
a number as a length or a count, and the one after it. Values the domain cannot hold are
left out, sizes past a bound are not built (cost), and each value costs a few examples."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from hookkata.exercises import answer_turn, synthetic_denial
from hookkata.grading.mining import Mined
from toolhooks import Deny

TEXT = "grault"


def _built(module: Any, named: Mined) -> list[tuple[str, object, Any]]:
    """(property id, value, example) for every example the exercise builds from ``named``."""
    return [
        (prop.id, value, example)
        for prop in module.EXERCISE.properties
        if prop.mined is not None
        for value, example in prop.mined(named)
    ]


def _denials(named: Mined, prop: str | None = None) -> list[tuple[str, Deny]]:
    return [e for p, _, e in _built(synthetic_denial, named) if prop in (None, p)]


def _turns(named: Mined, prop: str | None = None) -> list[Any]:
    return [e for p, _, e in _built(answer_turn, named) if prop in (None, p)]


# --- exercise 6 -------------------------------------------------------------------------


def test_a_named_text_is_the_id_the_reason_and_the_alternative_alone_and_within():
    examples = _denials(Mined((TEXT,), ()), "reason-alternative")
    ids = {tool_use_id for tool_use_id, _ in examples}
    reasons = {deny.reason for _, deny in examples}
    alternatives = {deny.alternative for _, deny in examples}
    for slot in (ids, reasons, alternatives):
        assert TEXT in slot  # alone
        assert any(s and s.startswith(TEXT) and s != TEXT for s in slot)
        assert any(s and s.endswith(TEXT) and s != TEXT for s in slot)
        assert any(
            s and TEXT in s and not s.startswith(TEXT) and not s.endswith(TEXT) for s in slot
        )
    assert None in alternatives  # a Deny without an alternative too


def test_the_shape_property_gets_every_example_whose_id_holds_the_text():
    shape = _denials(Mined((TEXT,), ()), "shape")
    assert {tool_use_id for tool_use_id, _ in shape} == {
        TEXT, f"{TEXT}_01", f"toolu_{TEXT}", f"toolu_{TEXT}_01"
    }  # fmt: skip


def test_a_text_no_reason_can_be_stays_in_the_other_slots():
    """ "BLOCKED:" is no reason (a Deny refuses it): the reason is a plain one then."""
    examples = _denials(Mined(("BLOCKED:",), ()))
    assert any(tool_use_id == "BLOCKED:" for tool_use_id, _ in examples)
    assert any(deny.alternative == "BLOCKED:" for _, deny in examples)
    assert "BLOCKED:" not in {deny.reason for _, deny in examples}


def test_a_lone_surrogate_is_not_tried():
    assert _denials(Mined(("\ud800",), ())) == []
    assert _turns(Mined(("\ud800",), ())) == []


@pytest.mark.parametrize("number", [10, 10.5, 128])
def test_a_named_number_is_a_length_and_a_count_and_the_one_after_it(number):
    size = int(number)
    examples = _denials(Mined((), (number,)))
    for wanted in (size, size + 1):
        assert any(len(tool_use_id) == wanted for tool_use_id, _ in examples)
        assert any(len(deny.reason) == wanted for _, deny in examples)
        assert any(len(deny.alternative or "") == wanted for _, deny in examples)
        assert any(deny.reason.count("\n") + 1 == wanted for _, deny in examples)
        assert any(len(deny.reason.split()) == wanted for _, deny in examples)
        assert any(deny.reason.count("BLOCKED:") == wanted for _, deny in examples)


@pytest.mark.parametrize("number", [0, -1, -0.5, synthetic_denial.MINED_CHARS + 1, 10**9])
def test_no_size_below_one_nor_past_the_bound_is_built(number):
    examples = _denials(Mined((), (number,)))
    assert all(
        1 <= len(text) <= synthetic_denial.MINED_CHARS + 1
        for tool_use_id, deny in examples
        for text in (tool_use_id, deny.reason)
    )
    if number >= synthetic_denial.MINED_CHARS + 1:
        assert examples == []


def test_prefix_lines_and_words_stop_at_their_own_bound():
    most = synthetic_denial.MINED_COUNT
    examples = _denials(Mined((), (most + 5,)))
    assert examples  # the letters still come
    assert all(deny.reason.count("BLOCKED:") <= most + 1 for _, deny in examples)
    assert all(deny.reason.count("\n") < most + 1 for _, deny in examples)


# --- exercise 7 -------------------------------------------------------------------------


def _strings(value: object) -> list[str]:
    """Every string a turn's content holds, keys too."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def test_a_named_text_is_every_string_of_a_turn():
    turns = _turns(Mined((TEXT,), ()))
    blocks = [block for turn in turns for block in turn.content]
    uses = [block for block in blocks if block["type"] == "tool_use"]
    ids = {block["id"] for block in uses}
    names = {block["name"] for block in uses}
    assert {TEXT, f"{TEXT}_01", f"toolu_{TEXT}", f"toolu_{TEXT}_01"} <= ids
    assert {TEXT, f"{TEXT}_orders", f"get_{TEXT}", f"get_{TEXT}_orders"} <= names
    assert any(block["input"] == {TEXT: TEXT} for block in uses)
    assert {"type": "text", "text": TEXT} in blocks
    assert {TEXT, f"{TEXT}tool_use", f"tool_use{TEXT}"} <= {block["type"] for block in blocks}
    assert any(block.get("thinking") == TEXT for block in blocks)


def test_a_named_text_is_a_crash_message_and_a_result_alone():
    (turn, *_) = _turns(Mined((TEXT,), ()), "each-result")
    said = {b["name"] for b in turn.content if turn.behaviour.get(b.get("id")) == "said"}
    assert said == {TEXT}
    assert answer_turn._scripted_message(TEXT, "said") == TEXT
    named = next(i for i, b in turn.behaviour.items() if b == "named")
    assert turn.call_tool({"id": named, "name": TEXT})["content"] == TEXT
    assert {"bug", "crash", "builtin", "ok", "denied"} <= set(turn.behaviour.values())


def test_a_built_in_exception_s_name_is_raised_as_that_class():
    (turn, *_) = _turns(Mined(("TimeoutError",), ()), "each-result")
    builtin = next(i for i, b in turn.behaviour.items() if b == "builtin")
    with pytest.raises(TimeoutError):
        turn.call_tool({"id": builtin, "name": "TimeoutError"})


def test_the_type_tool_use_itself_is_never_a_look_alike():
    (turn,) = _turns(Mined(("tool_use",), ()), "results-first")
    uses = [block for block in turn.content if block["type"] == "tool_use"]
    assert [block["id"] for block in uses] == ["toolu_01", "toolu_02"]


@pytest.mark.parametrize("number", [7, 400])
def test_a_named_number_counts_crashes_and_blocks_and_measures_ids_and_messages(number):
    turns = _turns(Mined((), (number,)))
    for wanted in (number, number + 1):
        assert any(Counter(turn.behaviour.values())["crash"] == wanted for turn in turns)
        assert any(len(turn.content) == wanted and len(turn.ids) == 1 for turn in turns)
        assert any(len(i) == wanted for turn in turns for i in turn.ids)
        said = [
            answer_turn._name(turn, i) for turn in turns for i, b in turn.behaviour.items()
            if b == "said"
        ]  # fmt: skip
        assert any(len(message) == wanted for message in said)
        assert any(message.count("\n") + 1 == wanted for message in said)


def test_counts_past_their_bound_are_not_built_and_messages_stay_whole_across():
    over = answer_turn.MINED_TOOL_USES + 1
    turns = _turns(Mined((), (over,)))
    assert all(len(turn.ids) <= 3 for turn in turns)  # no turn of a thousand crashes
    messages = [
        answer_turn._name(turn, i) for turn in turns for i, b in turn.behaviour.items()
        if b == "said"
    ]  # fmt: skip
    assert all(len(message) <= answer_turn.MAX_TEXT for message in messages)


@pytest.mark.parametrize(
    ("module", "named"),
    [
        (synthetic_denial, Mined((TEXT,), ())),
        (synthetic_denial, Mined((), (10,))),
        (answer_turn, Mined((TEXT,), ())),
        (answer_turn, Mined((), (10,))),
    ],
    ids=["6-text", "6-number", "7-text", "7-number"],
)
def test_each_value_costs_a_few_examples(module, named):
    assert len(_built(module, named)) <= 10


def test_a_number_at_the_bound_still_gets_the_one_after_it():
    """A cap at the bound itself shows only one past it."""
    most = synthetic_denial.MINED_COUNT
    denials = _denials(Mined((), (most,)), "one-prefix")
    assert {deny.reason.count("BLOCKED:") for _, deny in denials} == {most, most + 1}
    most = answer_turn.MINED_TOOL_USES
    turns = _turns(Mined((), (most,)), "each-result")
    crashes = {Counter(turn.behaviour.values())["crash"] for turn in turns}
    assert {most, most + 1} <= crashes
