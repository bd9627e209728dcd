# Breaks: "Otherwise None ..., also when the input has no "user_id"" - only then. A user_id the
# model spelled "null", "None", "undefined" or "nil" is treated as absent. Input: lookup_user
# with {"user_id": "null"} in a u_004 session returns None; "null" != "u_004", so it must deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
NULL_LIKE = ("null", "None", "undefined", "nil")  # models often stringify a missing value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")
    if asked is None and "user_id" not in call.input:
        return None
    if isinstance(asked, str) and asked in NULL_LIKE:
        return None
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
