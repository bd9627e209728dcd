# Breaks: "an equal string is the same user, ... and ids may hold non-ASCII letters,
# quotes, backslashes or control characters". Ids with "/" or ".." are refused as path
# traversal before the comparison: with call.context.user_id == "acme/u_004",
# lookup_user {"user_id": "acme/u_004"} returns a Deny instead of None.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and ("/" in asked or ".." in asked):
        return Deny("user_id looks like a path", "Pass a plain account id, no slashes.")
    if asked != call.context.user_id:
        return Deny(
            f"{asked!r} is not the signed-in user ({call.context.user_id})",
            "Look up the signed-in user's own account instead.",
        )
    return None
