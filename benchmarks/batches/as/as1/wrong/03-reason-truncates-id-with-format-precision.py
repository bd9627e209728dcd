# Breaks "the number 4 for "4" ... or a value of any other JSON shape ... are someone else" (so:
# Deny): the reason cuts long ids with the format spec ".40", which an int (or None) refuses.
# Input: lookup_user {"user_id": 4} in session "4" (or u_004) must be denied; raises ValueError.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked:.40}.",  # long ids cut short
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
