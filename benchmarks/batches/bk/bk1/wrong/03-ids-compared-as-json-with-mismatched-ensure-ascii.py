# Breaks "an equal string is the same user ... ids may hold non-ASCII letters": both ids
# are compared as JSON text (so 4 and "4" differ), but the asked one is dumped with
# ensure_ascii=False and the session's with the default, so a non-ASCII own id never
# matches itself. Input: session "josé", lookup_user {"user_id": "josé"} returns a Deny.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = json.dumps(call.input["user_id"], ensure_ascii=False)  # readable in the reason
    own = json.dumps(call.context.user_id)
    if asked == own:
        return None
    return Deny(
        f"this session belongs to another user; it cannot access account {asked}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )
