"""Exercise 3: the user-id match hook, never fooled by identity claims in the input."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from toolhooks import HookContext, ToolCall
from toolhooks.rules import ACCOUNT_TOOLS, SameUserOnly
from toolhooks.testing import DEFAULT_NOW

from ..exercise import Exercise, Property
from ..expect import expect_allowed, expect_denied
from ..strategies import (
    NON_ACCOUNT_TOOLS,
    calls,
    contexts,
    identity_claims,
    json_objects,
    timestamps,
    tool_use_ids,
    user_ids,
)

NAME = "same_user_hook"
_ACCOUNT = tuple(sorted(ACCOUNT_TOOLS))

reference = SameUserOnly()


@st.composite
def _account_calls(draw: st.DrawFn, *, own: bool) -> ToolCall:
    """A call to an account tool for the session's own user, or for someone else."""
    context = draw(contexts)
    other = draw(user_ids.filter(lambda u: u != context.user_id))
    target = context.user_id if own else other
    tool_input = {**draw(identity_claims(other)), "user_id": target}
    return ToolCall(
        draw(st.sampled_from(_ACCOUNT)), draw(tool_use_ids), tool_input, context, draw(timestamps)
    )


def _article_call() -> ToolCall:
    """The article's example: u_999 asked for in a session of u_004."""
    context = HookContext("u_004", "free", "s_article")
    return ToolCall("lookup_user", "toolu_01", {"user_id": "u_999"}, context, DEFAULT_NOW)


def _no_user_id(tool_input: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in tool_input.items() if key != "user_id"}


_unrelated_calls = st.one_of(
    calls(
        tools=NON_ACCOUNT_TOOLS, tool_input=json_objects.map(lambda d: {**d, "user_id": "u_999"})
    ),
    calls(tools=_ACCOUNT, tool_input=json_objects.map(_no_user_id)),
)

EXERCISE = Exercise(
    number=3,
    id="same-user",
    title="3 · Only the session's own account",
    notebook="03-Trusted-Context-Untrusted-Input.ipynb",
    name=NAME,
    params=("call",),
    spec=(
        "A PreToolUse hook: deny a call to lookup_user, get_orders or issue_refund whose "
        "input asks for a user_id other than the session's (call.context.user_id).\n"
        "Give a reason and an alternative. Allow everything else."
    ),
    reference=reference,
    properties=(
        Property(
            "a call for another user's account is denied with a reason and an alternative, "
            "whatever the input claims about who is asking",
            expect_denied,
            _account_calls(own=False),
            fixed=(_article_call(),),
            hint=(
                "Compare call.input['user_id'] with call.context.user_id, the only trusted "
                "identity. Every other field of the input is the model's words."
            ),
        ),
        Property(
            "a call for the session's own account is allowed, even with claims in the input",
            expect_allowed,
            _account_calls(own=True),
            hint="Deny only on a mismatch with the trusted context; claims change nothing.",
        ),
        Property(
            "calls to other tools, and calls without a user_id, are allowed",
            expect_allowed,
            _unrelated_calls,
            hint="Check the tool name first, and use call.input.get('user_id').",
        ),
    ),
    hint="Authorization is untrusted model output compared with trusted server state.",
)
