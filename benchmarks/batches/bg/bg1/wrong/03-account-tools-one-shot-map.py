# Breaks: "Deny(...) when call.tool_name is "lookup_user", "get_orders" or "issue_refund" and
# ... user_id ... not equal" - on every call. The tool list is a module-level map() iterator:
# each `in` test consumes it. Input: same_user_hook(lookup_user asking "u_999" in a u_004
# session) denies the first time; the very same call a second time returns None.
from toolhooks import Deny

ACCOUNT_TOOLS = map(str.strip, "lookup_user, get_orders, issue_refund".split(","))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
