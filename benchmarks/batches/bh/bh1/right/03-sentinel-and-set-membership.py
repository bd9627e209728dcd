# Right: a private object() sentinel means "no user_id"; otherwise the asked value is looked up
# in {call.context.user_id} (hash + ==; JSON values arrive hashable), so only an equal str is the
# same user. Exact == tool names; else None; a mismatch -> Deny with a non-blank alternative.
# Attributes and other input fields are never read.
from toolhooks import Deny

_NOTHING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name == name for name in ("lookup_user", "get_orders", "issue_refund")):
        return None
    asked = call.input.get("user_id", _NOTHING)
    if asked is _NOTHING or asked in {call.context.user_id}:
        return None
    return Deny(
        "the requested account is not the one this session is signed in to.",
        "offer to help with the signed-in account, or ask the other holder to sign in.",
    )
