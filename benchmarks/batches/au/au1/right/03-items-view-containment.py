# Right: the tool name must be one of the three (frozenset membership: exact string equality),
# the input must have "user_id", and the pair ("user_id", session's id) must not be among the
# input's items; dict items containment compares the stored value with == (identity first), so
# only an equal id passes. Every other case returns ALLOW; the Deny carries an alternative.
from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    if (
        call.tool_name in _ACCOUNT_TOOLS
        and "user_id" in call.input
        and ("user_id", own) not in call.input.items()
    ):
        return Deny(
            "this session may only use its own account; the request named another user_id.",
            f"use the account of the signed-in user ({own!r}), or have the other person sign in.",
        )
    return ALLOW
