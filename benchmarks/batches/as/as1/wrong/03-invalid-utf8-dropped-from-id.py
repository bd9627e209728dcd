# Breaks "not equal (==) to call.context.user_id ... are someone else": the id is "cleaned" to valid
# UTF-8 with errors="ignore" before comparing, so a lone surrogate vanishes and the ids look equal.
# Input: lookup_user {"user_id": "u_004\udcff"} in u_004's session must be denied; this returns None.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _clean(value):
    if isinstance(value, str):  # the model's text may not be valid UTF-8: keep what is
        return value.encode("utf-8", "ignore").decode("utf-8")
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if _clean(call.input["user_id"]) == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
