# Breaks: "not equal (==) to call.context.user_id ... are someone else". Both ids are
# "normalised" by removing underscores (users type u004 or u_004), so with user_id
# "u_004" in the context, lookup_user {"user_id": "u004"} (or "u__004") returns None
# instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _norm(value):
    return value.replace("_", "") if isinstance(value, str) else value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if _norm(call.input["user_id"]) != _norm(call.context.user_id):
        return Deny(
            "that account belongs to another user",
            "Work only on the signed-in user's account.",
        )
    return None
