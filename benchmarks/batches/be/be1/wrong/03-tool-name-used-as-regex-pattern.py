# Breaks: "The tool name is compared exactly" -- the answer calls re.fullmatch with its
# arguments swapped, so the model's tool name is the pattern. Input: tool "get_order." (or
# ".*") with {"user_id": "u_999"} in u_004's session is another tool and must be allowed;
# here it is denied (and a name like "lookup_user(" raises re.error).
import re

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(re.fullmatch(call.tool_name, tool) for tool in ACCOUNT_TOOLS):
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            "this session can only touch its own account.",
            "use the signed-in user's account instead.",
        )
    return None
