# Breaks "Deny(reason, alternative) ... when call.tool_name is "lookup_user", "get_orders" or "issue_refund"":
# the name is matched with `is`, so an equal name that is not the interned literal (built at run time, e.g.
# "".join(["lookup", "_user"]) or read by json.loads) with {"user_id": "u_999"} in a u_004 session is
# allowed. (Transfer of tool-name-by-identity.) Names written as literals, as in the notebook, work.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name is tool for tool in ACCOUNT_TOOLS):
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {call.input['user_id']!r}.",
            "use the signed-in user's own account, or ask the person to sign in as the other account holder.",
        )
    return None
