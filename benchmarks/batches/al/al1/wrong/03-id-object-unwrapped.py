# Breaks: "... or a value of any other JSON shape ... are someone else" (only an equal string is the same user).
# Anticipates API-style id objects and unwraps a mapping's "id"/"user_id": for context user u_004,
# lookup_user with {"user_id": {"id": "u_004"}} (or {"user_id": {"user_id": "u_004", "type": "customer"}})
# returns None instead of a Deny.
from collections.abc import Mapping

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, Mapping):  # {"id": ..., "type": "customer"} style
        asked = asked.get("id", asked.get("user_id"))
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to {call.context.user_id}; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the other account holder to sign in.",
    )
