# Breaks: "The tool name is compared exactly: lookup_user_history, Get_Orders, " lookup_user"
# ... is another tool" -> "Otherwise None".
# Input: tool " lookup_user" (leading space) or "mcp__desk__lookup_user" with input
# {"user_id": "u_999"} in session u_004 is denied instead of allowed (endswith, not ==).
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    # endswith also covers namespaced copies of the same tools
    if not call.tool_name.endswith(("lookup_user", "get_orders", "issue_refund")):
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {call.input['user_id']!r}.",
            "use the signed-in user's own account.",
        )
    return None
