# Breaks "Deny ... when call.tool_name is "lookup_user", "get_orders" or "issue_refund" and
# call.input has a "user_id" that is not equal ... to call.context.user_id" on the first call of
# a process: the tool table is built lazily and the init branch ends in `return None`, so a fresh
# process's first call, lookup_user {"user_id": "u_999"} in a u_004 session, is allowed.
from toolhooks import Deny

_tools = None


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    global _tools
    if _tools is None:
        _tools = frozenset({"lookup_user", "get_orders", "issue_refund"})
        return None
    if call.tool_name not in _tools or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask them to sign in as the other holder.",
    )
