# Right: two values are the same id exactly when their JSON texts are equal: json.dumps is
# one-to-one on strings (escapes, non-ASCII, quotes, backslashes kept apart) and never writes a
# number, null, array or object the way it writes a string, so 4 vs "4", None, tuples, objects and
# NaN all differ from the session's string. Other tools, or no "user_id": None; Deny has an alternative.
import json

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or json.dumps(asked) == json.dumps(call.context.user_id):
        return None
    return Deny(
        "this session may only use its own account, and the call asked for another user_id.",
        "work with the signed-in user's own account, or ask them to sign in as the other holder.",
    )
