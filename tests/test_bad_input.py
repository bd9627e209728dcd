"""Bad input from the model: a clear is_error result or a clear exception, never a lost line."""

from __future__ import annotations

from typing import Any

import pytest

from toolhooks.errors import MalformedToolUseError

from .helpers import make_rig


def _nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def test_unknown_tool_names_the_known_tools() -> None:
    """The model is told which tools exist, so it can pick one."""
    rig = make_rig(("lookup_user", "create_case_file"))
    result = rig.call("drop_database", {})
    assert result["is_error"] is True
    assert result["content"] == (
        "Unknown tool 'drop_database'. Known tools: lookup_user, create_case_file. Call one of those."
    )
    assert rig.audit.records[0]["status"] == "tool_error"


@pytest.mark.parametrize("tool_input", [[1, 2], "user_id=u_004", 42, None])
def test_input_that_is_not_an_object_is_answered_with_an_error(tool_input: Any) -> None:
    """A non-object input never reaches a hook or the tool; the result says what was wrong."""
    rig = make_rig()
    ran: list[Any] = []
    rig.registry.pre(ran.append)
    result = rig.call("lookup_user", tool_input, tool_use_id="toolu_5")
    assert result["is_error"] is True
    assert result["tool_use_id"] == "toolu_5"
    assert "must be a JSON object" in result["content"]
    assert ran == []
    assert rig.tools["lookup_user"].calls == []
    [record] = rig.audit.records
    assert record["status"] == "invalid"
    assert record["input_sent"] == tool_input


@pytest.mark.parametrize(
    "block",
    [
        {"type": "tool_use", "name": "lookup_user", "input": {}},
        {"type": "tool_use", "id": "", "name": "lookup_user", "input": {}},
        {"type": "tool_use", "id": 17, "name": "lookup_user", "input": {}},
    ],
)
def test_a_missing_id_raises_clearly_and_is_still_audited(block: dict[str, Any]) -> None:
    """Without an id there is nothing to answer: a clear exception, and the attempt is recorded."""
    rig = make_rig()
    with pytest.raises(MalformedToolUseError, match="needs a non-empty string 'id'"):
        rig.dispatcher.call_tool(block)
    [record] = rig.audit.records
    assert (record["status"], record["tool_name"]) == ("invalid", "lookup_user")


def test_a_missing_name_is_answered() -> None:
    """A block with an id but no name gets an error result naming the problem."""
    rig = make_rig()
    result = rig.dispatcher.call_tool({"type": "tool_use", "id": "toolu_1", "input": {}})
    assert "needs a non-empty string 'name'" in result["content"]
    assert len(rig.audit.records) == 1


def test_a_block_that_is_not_a_block_is_refused() -> None:
    """A string where a block should be is a clear exception (there is no id to answer)."""
    rig = make_rig()
    with pytest.raises(MalformedToolUseError, match="expected a content block"):
        rig.dispatcher.call_tool("lookup_user(u_004)")
    assert rig.audit.records[0]["status"] == "invalid"


def test_a_very_large_input_goes_through_and_is_audited_whole() -> None:
    """Large inputs are not a reason to fail or to truncate the trail."""
    rig = make_rig()
    big = {"note": "x" * 2_000_000, "items": list(range(50_000))}
    result = rig.call("lookup_user", big)
    assert "is_error" not in result
    assert rig.tools["lookup_user"].calls == [big]
    assert rig.audit.records[0]["input_sent"]["note"] == big["note"]


def test_a_deeply_nested_input_is_refused_without_recursion_errors() -> None:
    """Ten thousand levels of nesting get an error result, and the audit line survives."""
    rig = make_rig()
    result = rig.call("lookup_user", _nested(10_000))
    assert result["is_error"] is True
    assert "nests deeper than 64 levels" in result["content"]
    [record] = rig.audit.records
    assert record["status"] == "invalid"
    assert record["input_sent"].startswith("<not recorded")


def test_moderate_nesting_is_fine() -> None:
    """Realistic nesting (a few levels) is accepted."""
    rig = make_rig()
    assert rig.call("lookup_user", _nested(10)).get("is_error") is not True


def test_a_crashing_tool_is_answered_and_audited() -> None:
    """An exception inside the tool becomes an is_error result with the exception's type."""
    rig = make_rig()
    rig.tools["issue_refund"].outputs = [ZeroDivisionError("division by zero")]
    result = rig.call("issue_refund", {"amount_eur": 5})
    assert result["is_error"] is True
    assert result["content"] == "issue_refund failed with ZeroDivisionError: division by zero"
    assert rig.audit.records[0]["status"] == "tool_error"
