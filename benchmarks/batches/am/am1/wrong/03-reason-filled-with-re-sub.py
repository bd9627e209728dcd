# Breaks "... are someone else ... and ids may hold non-ASCII letters, quotes or backslashes":
# the reason is filled in with re.sub, whose replacement text reads backslashes as escapes.
# same_user_hook(make_call("lookup_user", {"user_id": "u\\9"}, context=HookContext("u_004",
# "free", "s_1"))) raises re.error ("invalid group reference 9") instead of returning a Deny.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
REASON = "this session can only access its own account, not {asked}."


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        re.sub(r"\{asked\}", str(asked), REASON),
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
