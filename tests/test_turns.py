"""Answering one assistant turn: every tool_use answered, in order, in one message."""

from __future__ import annotations

from typing import Any

import pytest

from toolhooks import PreHookError, answer_tool_uses, validate_transcript
from toolhooks.results import tool_result
from toolhooks.testing import make_tool_use

TURN = [
    {"type": "text", "text": "two lookups"},
    make_tool_use("lookup_user", {"user_id": "u_1"}, "toolu_a"),
    make_tool_use("lookup_user", {"user_id": "u_2"}, "toolu_b"),
]


def echo(block: Any) -> dict[str, Any]:
    return tool_result(block["id"], f"ran {block['id']}")


def test_results_come_first_in_order_and_follow_up_text_last() -> None:
    """The next user message begins with the results, in the order of the calls."""
    answer = answer_tool_uses(echo, TURN, follow_up="anything else?")
    assert [b.get("tool_use_id", b.get("text")) for b in answer["content"]] == [
        "toolu_a",
        "toolu_b",
        "anything else?",
    ]
    validate_transcript(
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": TURN}, answer]
    )


def test_a_crashing_call_is_answered_without_dropping_the_others() -> None:
    """One failure is one is_error result; its siblings still get theirs."""

    def flaky(block: Any) -> dict[str, Any]:
        if block["id"] == "toolu_a":
            raise ConnectionError("service down")
        return echo(block)

    answer = answer_tool_uses(flaky, TURN)
    first, second = answer["content"]
    assert first == {
        "type": "tool_result",
        "tool_use_id": "toolu_a",
        "content": "the call failed with ConnectionError: service down",
        "is_error": True,
    }
    assert second["content"] == "ran toolu_b"


def test_an_unprintable_crash_is_still_answered() -> None:
    """The error message never raises while it is written."""

    class Odd(Exception):
        def __str__(self) -> str:
            raise RuntimeError

    def broken(block: Any) -> dict[str, Any]:
        raise Odd

    first, _ = answer_tool_uses(broken, TURN)["content"]
    assert "Odd" in first["content"]


def test_a_pre_hook_error_is_never_turned_into_a_result() -> None:
    """A policy that could not be checked stops the agent."""

    def failing(block: Any) -> dict[str, Any]:
        raise PreHookError("check failed", hook_name="h", tool_name="lookup_user")

    with pytest.raises(PreHookError):
        answer_tool_uses(failing, TURN)


@pytest.mark.parametrize(
    "returned",
    [None, "ok", {"type": "tool_result", "tool_use_id": "toolu_zzz", "content": "x"}],
)
def test_a_call_tool_that_answers_the_wrong_thing_is_a_clear_error(returned: object) -> None:
    """answer_tool_uses checks that each result answers its own call."""
    with pytest.raises(
        ValueError, match="expected a tool_result block whose tool_use_id is 'toolu_a'"
    ):
        answer_tool_uses(lambda block: returned, TURN)  # type: ignore[arg-type,return-value]
