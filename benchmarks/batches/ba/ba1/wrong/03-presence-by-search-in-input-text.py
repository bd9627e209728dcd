# Breaks: "Otherwise None ..., also when the input has no "user_id"" and "Other fields of the
# input (... a note) change nothing". A fast path skips calls whose input text never mentions
# user_id; when it does, a missing key reads as None. Input: lookup_user
# {"note": "what is my user_id?"} in a u_004 session -> Deny instead of None.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in str(call.input):
        return None  # fast path: nothing in the input names a user
    asked = call.input.get("user_id")
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
