"""What a PreToolUse hook can decide: values, checked when they are made."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.decisions import Allow, as_decision, without_blocked_prefix
from toolhooks.errors import InvalidDecisionError, PreHookError
from toolhooks.readonly import FrozenDict


@pytest.mark.parametrize(
    "reason", ["", "   ", "BLOCKED:", "BLOCKED: ", " BLOCKED:BLOCKED:  ", None, 3]
)
def test_a_deny_must_say_why_and_the_prefix_does_not_count(reason: object) -> None:
    """A reason that is empty once the BLOCKED: prefix is taken off gives the model nothing."""
    with pytest.raises(ValueError, match="needs a reason that says why"):
        Deny(reason)  # type: ignore[arg-type]


def test_a_deny_alternative_must_be_text() -> None:
    """The alternative is read by the model: a string or nothing."""
    with pytest.raises(ValueError, match="alternative must be a string or None"):
        Deny("no", alternative=["faq"])  # type: ignore[arg-type]


@given(reason=st.text(min_size=1).filter(lambda r: without_blocked_prefix(r) != ""))
def test_any_reason_with_content_is_accepted(reason: str) -> None:
    """Every reason with something left after the prefix makes a Deny."""
    assert Deny(reason).reason == reason


def test_rewrite_freezes_the_new_input_and_refuses_non_mappings() -> None:
    """Later hooks cannot change a rewrite; a list is not an input."""
    source = {"tags": ["a"]}
    rewrite = Rewrite(source)
    source["tags"].append("b")
    assert type(rewrite.new_input) is FrozenDict
    assert rewrite.new_input == {"tags": ("a",)}
    with pytest.raises(TypeError, match="complete new input as a mapping"):
        Rewrite([("a", 1)])  # type: ignore[arg-type]


@pytest.mark.parametrize("returned", [None, ALLOW, Allow()])
def test_none_and_allow_mean_no_objection(returned: object) -> None:
    """None is the same as ALLOW."""
    assert as_decision(returned, hook_name="h", tool_name="t") == ALLOW


@pytest.mark.parametrize("returned", [True, False, "deny", 0, {"decision": "deny"}, Deny])
def test_anything_else_is_a_bug_that_stops_the_call(returned: object) -> None:
    """Guessing what a hook meant would fail open; the error names the hook and the choices."""
    with pytest.raises(InvalidDecisionError, match=r"'h' returned .* expected None, ALLOW") as e:
        as_decision(returned, hook_name="h", tool_name="t")
    assert isinstance(e.value, PreHookError)


def test_a_returned_object_whose_repr_fails_is_still_named() -> None:
    """The error message survives a hostile return value."""

    class Odd:
        def __repr__(self) -> str:
            raise RuntimeError

    with pytest.raises(InvalidDecisionError, match="Odd whose repr failed"):
        as_decision(Odd(), hook_name="h", tool_name="t")
