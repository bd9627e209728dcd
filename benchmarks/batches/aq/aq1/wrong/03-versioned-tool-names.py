# Breaks "The tool name is compared exactly: lookup_user_history ... is another tool" and "Otherwise None":
# versioned names count as the account tool, so "lookup_user_v2" (or "get_orders_v10") with
# {"user_id": "u_999"} in a u_004 session is denied. (Transfer of versioned_tool.)
# lookup_user_history and other names stay allowed.
import re

from toolhooks import Deny

ACCOUNT_TOOL = re.compile(r"(?:lookup_user|get_orders|issue_refund)(?:_v\d+)?")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if ACCOUNT_TOOL.fullmatch(call.tool_name) and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
