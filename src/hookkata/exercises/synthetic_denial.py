"""Exercise 6: the synthetic ``tool_result`` that answers a denied call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from toolhooks import Deny
from toolhooks.results import BLOCKED_PREFIX, synthetic_error_result

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, call_text, shown
from ..strategies import tool_use_ids, words

NAME = "synthetic_error_result"
_KEYS = {"type", "tool_use_id", "is_error", "content"}

_denials = st.builds(Deny, words, st.none() | words)
_prefixed_denials = st.builds(
    Deny, words.map(lambda reason: f"{BLOCKED_PREFIX}{reason}"), st.none() | words
)


def _answer(answer: Callable[..., Any], example: tuple[str, Deny]) -> tuple[Any, str]:
    tool_use_id, deny = example
    shown_call = call_text(NAME, tool_use_id, deny)
    return call_answer(answer, tool_use_id, deny, example=shown_call), shown_call


def _shape(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    result, shown_call = _answer(answer, example)
    tool_use_id = example[0]
    expected = (
        f"exactly the keys {sorted(_KEYS)}: type 'tool_result', tool_use_id {tool_use_id!r}, "
        "is_error True, content a string starting with 'BLOCKED: '"
    )
    if not isinstance(result, dict) or set(result) != _KEYS:
        raise Mismatch(shown_call, shown(result), expected)
    content = result["content"]
    if (
        result["type"] != "tool_result"
        or result["tool_use_id"] != tool_use_id
        or result["is_error"] is not True
        or not isinstance(content, str)
        or not content.startswith(BLOCKED_PREFIX)
    ):
        raise Mismatch(shown_call, shown(result), expected)


def _says_why(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    result, shown_call = _answer(answer, example)
    deny = example[1]
    content = result.get("content") if isinstance(result, dict) else None
    wanted = [deny.reason.strip()] + ([deny.alternative.strip()] if deny.alternative else [])
    if not isinstance(content, str) or not all(part in content for part in wanted):
        raise Mismatch(
            shown_call,
            shown(content),
            f"content holding the reason and the alternative: {wanted!r}",
        )


def _one_prefix(answer: Callable[..., Any], example: tuple[str, Deny]) -> None:
    result, shown_call = _answer(answer, example)
    content = result.get("content") if isinstance(result, dict) else None
    if not isinstance(content, str) or content.count("BLOCKED") != 1:
        raise Mismatch(shown_call, shown(content), "'BLOCKED: ' exactly once, at the start")


EXERCISE = Exercise(
    number=6,
    id="synthetic-denial",
    title="6 · The synthetic denial result",
    notebook="04-Denying-Without-Breaking-The-Conversation.ipynb",
    name=NAME,
    params=("tool_use_id", "deny"),
    spec=(
        "Return the tool_result that answers a denied call: type, tool_use_id, is_error True, "
        "and content 'BLOCKED: <reason>' plus the alternative when the Deny has one.\n"
        "Never write the prefix twice, even when the reason already starts with it."
    ),
    reference=synthetic_error_result,
    properties=(
        Property(
            "the result has exactly the Messages API's tool_result shape, answers the same "
            "tool_use_id, is an error, and its content starts with 'BLOCKED: '",
            _shape,
            st.tuples(tool_use_ids, _denials),
            fixed=(("toolu_01", Deny("free tier cannot open case files", "offer the FAQ")),),
            hint=(
                "Without the tool_use_id the API cannot pair the result with its call; "
                "without is_error the model reads the text as the tool's output."
            ),
        ),
        Property(
            "the content gives the model the reason and, when there is one, the alternative",
            _says_why,
            st.tuples(tool_use_ids, _denials),
            hint="A denial is a prompt: the reason says why, the alternative what to do instead.",
        ),
        Property(
            "the prefix appears once, even when the reason already starts with 'BLOCKED: '",
            _one_prefix,
            st.tuples(tool_use_ids, _prefixed_denials),
            hint="Strip a leading 'BLOCKED:' from the reason before adding the prefix.",
        ),
    ),
    hint="Every tool_use needs a tool_result with its id in the next message; a denial too.",
)
