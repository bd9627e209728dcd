# Breaks: "The session's user is call.context.user_id only". The session's id is accepted as
# another name for its own account. Input: context HookContext("u_004", "free", "s_42"),
# lookup_user {"user_id": "s_42"} -> None instead of Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked in (call.context.user_id, call.context.session_id):  # "this session's account"
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
