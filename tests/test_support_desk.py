"""The example tools: Rule A lives in the tool; who may call it is for hooks to decide."""

from __future__ import annotations

import pytest

from toolhooks.errors import ToolInputError
from toolhooks.examples.support_desk import SupportDesk, build_support_dispatcher
from toolhooks.testing import make_tool_use


def test_a_case_file_needs_evidence_a_capability_check() -> None:
    """Rule A: decided by the arguments alone, answered as an is_error result, not BLOCKED."""
    dispatcher, desk = build_support_dispatcher()
    block = make_tool_use(
        "create_case_file", {"customer_id": "u_004", "summary": "s", "evidence": []}
    )
    result = dispatcher.call_tool(block)
    assert result["is_error"] is True
    assert result["content"].startswith("create_case_file cannot do this: a case file needs")
    assert desk.cases == []


def test_each_desk_has_its_own_state() -> None:
    """Two desks never share accounts, cases or refunds."""
    first, second = SupportDesk(), SupportDesk()
    first.users["u_004"]["tier"] = "premium"
    first.issue_refund("u_004", 10.0, "late")
    assert second.users["u_004"]["tier"] == "free"
    assert second.refunds == []


def test_refunds_must_be_positive_and_unknown_users_are_named() -> None:
    """Capability errors say what was wrong and how to fix it."""
    desk = SupportDesk()
    with pytest.raises(ToolInputError, match="must be positive"):
        desk.issue_refund("u_004", 0, "x")
    with pytest.raises(ToolInputError, match="ids look like 'u_004'"):
        desk.lookup_user("bob")


def test_the_schemas_refuse_extra_and_missing_fields() -> None:
    """The model cannot smuggle fields past the tools' schemas."""
    dispatcher, _ = build_support_dispatcher()
    extra = make_tool_use("lookup_user", {"user_id": "u_004", "as_admin": True})
    assert "Invalid input for lookup_user" in dispatcher.call_tool(extra)["content"]
    missing = make_tool_use("issue_refund", {"user_id": "u_004"})
    assert "'amount_eur' is a required property" in dispatcher.call_tool(missing)["content"]
