# Breaks: "deny a call to `lookup_user`, `get_orders` or `issue_refund` whose input asks for a
# `user_id` other than the session's" -- the tool set is built with
# "...,get_orders, issue_refund".split(","), so its third name is " issue_refund" (leading
# space). Input: issue_refund {"user_id": "u_999"} in u_004's session is allowed, not denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset("lookup_user,get_orders, issue_refund".split(","))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                "this session may only access its own account.",
                "use the signed-in user's account instead.",
            )
    return None
