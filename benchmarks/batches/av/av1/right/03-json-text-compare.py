# Right: the asked value and the session id are compared as JSON texts; json.dumps is one-to-one
# here: only a str dumps to a quoted string and two strs dump alike exactly when equal, while
# 4, None, True, NaN, tuples and dicts dump unquoted. So equal text == (asked == user_id). Exact
# tool membership; no "user_id" -> None; else Deny with a non-blank alternative.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if json.dumps(asked) == json.dumps(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {json.dumps(asked)[:80]}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
