# Breaks the Returns paragraph, which denies every such call whatever the context holds besides user_id:
# a server attribute can switch the rule off, so lookup_user {"user_id": "u_999"} in
# HookContext("u_004", "free", "s_1", {"enforce_same_user": False}) is allowed.
# (Transfer of kill_switch.) Without that attribute every call is judged right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.context.attributes.get("enforce_same_user", True) is False:
        return None  # ops can switch the rule off per session from the server side
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
