"""The example dispatcher: definitions, schema checks, and capability checks in the tool."""

from __future__ import annotations

import pytest

from toolhooks import Dispatcher, ToolDefinition, is_blocked
from toolhooks.errors import ConfigError, DuplicateToolError
from toolhooks.examples.support_desk import build_support_dispatcher
from toolhooks.testing import make_tool_use


def test_rule_a_lives_in_the_tool_and_is_an_error_not_a_denial() -> None:
    """Empty evidence comes back as is_error, but not BLOCKED: the tool could not, nobody refused."""
    dispatcher, desk = build_support_dispatcher()
    result = dispatcher.call_tool(
        make_tool_use("create_case_file", {"customer_id": "u_004", "summary": "s", "evidence": []})
    )
    assert result["is_error"] is True
    assert not is_blocked(result)
    assert "at least one piece of evidence" in result["content"]
    assert desk.cases == []


def test_schema_violations_are_explained() -> None:
    """A wrong type is reported with where it is and what was expected."""
    dispatcher, _ = build_support_dispatcher()
    result = dispatcher.call_tool(
        make_tool_use("issue_refund", {"user_id": "u_004", "amount_eur": "ten", "reason": "r"})
    )
    assert result["is_error"] is True
    assert result["content"].startswith(
        "Invalid input for issue_refund: amount_eur: 'ten' is not of type 'number'"
    )


def test_definitions_follow_the_api_shape_and_filter_per_specialist() -> None:
    """definitions() gives name, description, input_schema; a name list filters them."""
    dispatcher, _ = build_support_dispatcher()
    [only] = dispatcher.definitions(["lookup_user"])
    assert set(only) == {"name", "description", "input_schema"}
    assert only["input_schema"]["required"] == ["user_id"]
    with pytest.raises(ConfigError, match="unknown tools"):
        dispatcher.definitions(["rm_rf"])


def test_registering_a_name_twice_is_refused() -> None:
    """Two tools under one name would make calls ambiguous."""
    dispatcher = Dispatcher()
    definition = ToolDefinition("ping", "ping", {"type": "object"})
    dispatcher.register(lambda: "pong", definition)
    with pytest.raises(DuplicateToolError, match="already registered"):
        dispatcher.register(lambda: "pong", definition)


def test_an_invalid_schema_is_refused_at_definition() -> None:
    """A broken input_schema fails when the tool is defined, not when the model calls it."""
    with pytest.raises(ValueError, match="invalid input_schema"):
        ToolDefinition("ping", "ping", {"type": "objekt"})
