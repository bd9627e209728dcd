"""Synthetic denials: exactly the API's tool_result shape, one BLOCKED prefix, told apart from errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolhooks import Deny, is_blocked
from toolhooks.decisions import without_blocked_prefix
from toolhooks.results import BLOCKED_PREFIX, error_result, synthetic_error_result, tool_result

reasons = (
    st.text(min_size=1, max_size=40)
    .filter(lambda s: s.strip())
    .filter(lambda r: without_blocked_prefix(r) != "")
)
# A reason that is only the BLOCKED: prefix says nothing: Deny refuses it (test_decisions).


def test_exact_shape() -> None:
    """The block has exactly the four keys the Messages API expects, is_error True."""
    result = synthetic_error_result(
        "toolu_01", Deny("free tier cannot open case files", "offer the FAQ")
    )
    assert result == {
        "type": "tool_result",
        "tool_use_id": "toolu_01",
        "content": "BLOCKED: free tier cannot open case files Alternative: offer the FAQ",
        "is_error": True,
    }


@given(reason=reasons, prefixes=st.integers(0, 3), alternative=st.none() | reasons)
def test_exactly_one_prefix_whatever_the_reason_starts_with(
    reason: str, prefixes: int, alternative: str | None
) -> None:
    """A reason that already says BLOCKED: (once or more) still yields a single prefix."""
    deny = Deny("BLOCKED: " * prefixes + reason, alternative)
    content = synthetic_error_result("toolu_x", deny)["content"]
    assert content.startswith(BLOCKED_PREFIX)
    assert not content[len(BLOCKED_PREFIX) :].lstrip().startswith("BLOCKED:")
    if alternative and alternative.strip():
        assert content.endswith(alternative.strip())


@given(reason=reasons)
def test_is_blocked_tells_denials_from_tool_errors_and_results(reason: str) -> None:
    """Only the synthetic denial counts as blocked; a tool error or success does not."""
    assert is_blocked(synthetic_error_result("toolu_1", Deny(reason)))
    assert not is_blocked(error_result("toolu_1", reason)) or reason.startswith(BLOCKED_PREFIX)
    assert not is_blocked(tool_result("toolu_1", BLOCKED_PREFIX + reason))  # not is_error
    assert not is_blocked(
        {"content": BLOCKED_PREFIX + reason, "is_error": True}
    )  # not a tool_result


def test_a_tool_error_whose_own_message_starts_with_the_prefix_reads_as_blocked() -> None:
    """The prefix is the only mark a result carries (what is_blocked's docstring says)."""
    assert is_blocked(error_result("toolu_1", "BLOCKED: 0"))
    assert not is_blocked(error_result("toolu_1", " BLOCKED: 0"))


def test_is_blocked_reads_list_content() -> None:
    """Content given as text blocks is read too."""
    result = {
        "type": "tool_result",
        "tool_use_id": "t",
        "is_error": True,
        "content": [{"type": "text", "text": "BLOCKED: no"}],
    }
    assert is_blocked(result)


@pytest.mark.parametrize("bad_id", ["", None, 7])
def test_a_denial_needs_the_id_of_the_call(bad_id: object) -> None:
    """Without a tool_use_id the result could not be paired, so it is refused."""
    with pytest.raises(ValueError, match="needs the non-empty tool_use_id"):
        synthetic_error_result(bad_id, Deny("no"))  # type: ignore[arg-type]


def test_deny_needs_a_reason() -> None:
    """'Denied' with nothing else gives the model nothing to act on; empty reasons are refused."""
    with pytest.raises(ValueError, match="needs a reason that says why"):
        Deny("   ")


def test_synthetic_result_needs_a_deny() -> None:
    """Passing a plain string instead of a Deny says what to pass."""
    with pytest.raises(TypeError, match="needs a Deny"):
        synthetic_error_result("toolu_1", "no")  # type: ignore[arg-type]
