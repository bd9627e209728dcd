# Breaks: "Otherwise None (or an Allow ...), also when the input has no "user_id"". The sentinel is
# compared but never passed to .get(), so a missing key reads as None and is denied:
# lookup_user with input {} (or {"note": "hi"}) in any session returns a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")  # meant: call.input.get("user_id", _MISSING)
    if asked is _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
