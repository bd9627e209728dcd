# Breaks "an `input` ... `user_id` that is not equal (`==`) ... (is) someone else": ids may come
# namespaced ("desk:u_004"), so only the part after the last colon is compared. In a session of
# "u_004", lookup_user with {"user_id": "desk:u_004"} (or "u_999:u_004") returns None instead of a
# Deny; "u_0045", "U_004", " u_004" and '"u_004"' are still denied.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.rpartition(":")[2]  # "desk:u_004" is u_004 in the desk's namespace
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
