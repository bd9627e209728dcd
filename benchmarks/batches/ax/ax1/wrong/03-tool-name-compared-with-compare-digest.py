# Breaks "The tool name is compared exactly: ... get_orders with a fullwidth letter is another
# tool. Otherwise None": tool names are compared with hmac.compare_digest (constant time), which
# raises TypeError for a str with non-ASCII characters, so a call to "get_ｏrders" (fullwidth o)
# raises instead of returning None. Plain ASCII tool names are handled right.
import hmac

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(hmac.compare_digest(call.tool_name, tool) for tool in ACCOUNT_TOOLS):
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
