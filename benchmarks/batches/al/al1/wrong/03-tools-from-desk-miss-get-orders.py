# Breaks: "when `call.tool_name` is `"lookup_user"`, `"get_orders"` or `"issue_refund"`".
# The tool set was taken from the support desk's tools that take a user_id (lookup_user, issue_refund);
# the desk has no get_orders, so get_orders with {"user_id": "u_999"} in u_004's session returns None.
from toolhooks import Deny

USER_TOOLS = frozenset({"lookup_user", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in USER_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session cannot access account {call.input['user_id']!r}.",
                "use the signed-in user's own account.",
            )
    return None
