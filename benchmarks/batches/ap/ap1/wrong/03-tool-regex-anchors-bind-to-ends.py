# Breaks "The tool name is compared exactly: lookup_user_history ... is another tool": the
# pattern ^lookup_user|get_orders|issue_refund$ anchors only its first and last branch, so
# lookup_user_history {"user_id": "u_999"} is denied instead of allowed.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = re.compile(r"^lookup_user|get_orders|issue_refund$")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not ACCOUNT_TOOLS.search(call.tool_name) or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
