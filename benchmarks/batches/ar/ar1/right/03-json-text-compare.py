# Right: for the three account tools (exact names) with a "user_id" key, the id and the
# session's user_id are compared as JSON text: a str encodes to a quoted, escaped text that is
# equal iff the strings are equal (==), and a non-string never starts with a quote, so None,
# 4, tuples, NaN and dicts are someone else -> Deny with an alternative. Else None.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if json.dumps(asked) == json.dumps(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the other one.",
    )
