# RIGHT. Compares the ids as their JSON text, which is one-to-one for strings (every character
# gets one fixed spelling), so two strs give equal text exactly when they are == (same object or
# not; accents, quotes, backslashes kept). A non-str id (None, 4, a tuple, a mapping, NaN) is
# never the session's str: denied. Only the three tools, compared exactly; no "user_id" -> None.
import json

from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name == tool for tool in _ACCOUNT_TOOLS):
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if isinstance(asked, str) and json.dumps(asked) == json.dumps(own):
        return None
    return Deny(
        "this session can only read or act on the signed-in user's own account, "
        "and the call asked for another one.",
        "use the signed-in user's own account, or ask the person to sign in as the other account holder.",
    )
