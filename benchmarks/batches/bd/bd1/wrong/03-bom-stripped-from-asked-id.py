# Breaks "a "user_id" that is not equal (==) to call.context.user_id ... are someone else": on
# lookup_user with {"user_id": "\ufeffu_004"} (a byte-order mark in front) in a u_004 session it
# returns None; the asked id has its BOM stripped before the comparison, so it is not compared exactly.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.lstrip("\ufeff")  # ids pasted from exported files can carry a BOM
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other holder.",
    )
