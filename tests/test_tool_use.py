"""Reading tool_use blocks: dicts and SDK blocks alike, checked before anything acts on them."""

from __future__ import annotations

from typing import Any

import pytest
from anthropic.types import ToolUseBlock
from hypothesis import given

from toolhooks.errors import MalformedToolUseError
from toolhooks.tool_use import (
    MAX_INPUT_DEPTH,
    ToolUse,
    content_blocks,
    input_problem,
    nesting_depth,
    parse_tool_use,
    tool_use_blocks,
)

from .strategies import json_objects, nested


@given(tool_input=json_objects)
def test_a_valid_block_reads_back_as_itself(tool_input: dict[str, Any]) -> None:
    """parse_tool_use and to_block are inverses for what the API sends."""
    block = {"type": "tool_use", "id": "toolu_1", "name": "lookup_user", "input": tool_input}
    use = parse_tool_use(block)
    assert use == ToolUse("toolu_1", "lookup_user", tool_input)
    assert use.to_block() == block


def test_an_sdk_block_reads_like_a_dict() -> None:
    """The SDK's ToolUseBlock and its dict dump give the same ToolUse."""
    sdk = ToolUseBlock(type="tool_use", id="toolu_2", name="get_orders", input={"n": 1})
    assert parse_tool_use(sdk) == parse_tool_use(sdk.model_dump())


def test_to_block_gives_a_mutable_copy_of_a_frozen_input() -> None:
    """Code below a hooked call may change its input without touching the frozen one."""
    from toolhooks.readonly import freeze

    use = ToolUse("toolu_3", "t", freeze({"tags": ["a"]}))
    block = use.to_block()
    block["input"]["tags"].append("b")
    assert use.input == {"tags": ("a",)}


@pytest.mark.parametrize(
    ("block", "words", "answerable"),
    [
        ({"type": "text", "id": "toolu_1"}, "type 'tool_use'", True),
        ({"name": "t", "input": {}}, "non-empty string 'id'", False),
        ({"id": "", "name": "t", "input": {}}, "non-empty string 'id'", False),
        ({"id": 7, "name": "t", "input": {}}, "got 7", False),
        ({"id": "toolu_1", "input": {}}, "non-empty string 'name'", True),
        ({"id": "toolu_1", "name": "t", "input": "{}"}, "must be a JSON object, got str", True),
        ({"id": "toolu_1", "name": "t", "input": None}, "got NoneType", True),
        ({"id": "toolu_1", "name": "t", "input": {1: "x"}}, "key that is not a string: 1", True),
        (
            {"id": "toolu_1", "name": "t", "input": {"a": [{2: 0}]}},
            "key that is not a string: 2",
            True,
        ),
        ({"id": "toolu_1", "name": "t", "input": nested(65)}, "deeper than 64", True),
    ],
    ids=[
        "wrong_type",
        "no_id",
        "empty_id",
        "int_id",
        "no_name",
        "input_str",
        "input_none",
        "int_key",
        "nested_int_key",
        "too_deep",
    ],
)
def test_malformed_blocks_are_refused_with_what_and_the_id_when_usable(
    block: dict[str, Any], words: str, answerable: bool
) -> None:
    """Each problem is named; the error carries the id whenever the call can still be answered."""
    with pytest.raises(MalformedToolUseError, match=words) as raised:
        parse_tool_use({"type": "tool_use", **block})
    assert (raised.value.tool_use_id is not None) == answerable


def test_nesting_up_to_the_limit_is_fine_and_past_it_is_not() -> None:
    """The boundary: 64 levels pass, 65 do not, and no recursion error on the way."""
    assert nesting_depth(nested(MAX_INPUT_DEPTH), limit=MAX_INPUT_DEPTH) == MAX_INPUT_DEPTH
    assert input_problem(nested(MAX_INPUT_DEPTH)) is None
    assert "deeper" in str(input_problem(nested(100_000)))


def test_a_cyclic_input_is_refused_as_too_deep() -> None:
    """A dict that contains itself cannot come from JSON; the depth walk stops it."""
    loop: dict[str, Any] = {}
    loop["again"] = loop
    assert "deeper" in str(input_problem(loop))


@pytest.mark.parametrize(
    ("content", "count"),
    [("plain text", 0), (None, 0), ([], 0), ([{"type": "text", "text": "hi"}], 1)],
)
def test_content_blocks_of_string_none_and_lists(content: object, count: int) -> None:
    """String content has no blocks; a list is read block by block."""
    assert len(content_blocks(content)) == count


@pytest.mark.parametrize("content", [{"type": "text"}, 42, [["nested"]], [3]])
def test_content_that_is_not_blocks_is_refused(content: object) -> None:
    """A dict, a number or a list of non-blocks is named in the error."""
    with pytest.raises(MalformedToolUseError, match="got"):
        content_blocks(content)


def test_tool_use_blocks_keeps_order_and_skips_other_blocks() -> None:
    """Parallel tool uses come back in the order the model wrote them."""
    content = [
        {"type": "text", "text": "two calls"},
        {"type": "tool_use", "id": "b", "name": "x", "input": {}},
        {"type": "tool_use", "id": "a", "name": "y", "input": {}},
    ]
    assert [block["id"] for block in tool_use_blocks(content)] == ["b", "a"]
