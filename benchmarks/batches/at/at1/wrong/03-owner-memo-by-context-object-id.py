# Breaks: "The session's user is call.context.user_id only" on later calls. The owner is memoised by
# id(call.context) and CPython reuses a freed context's address: after
# same_user_hook(make_call("lookup_user", {"user_id": "u_004"}, context=HookContext("u_004", "free", "s_1"))),
# the same line with HookContext("u_999", "premium", "s_2") is allowed (None) instead of denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_owner_by_context = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    owner = _owner_by_context.setdefault(id(call.context), call.context.user_id)
    asked = call.input["user_id"]
    if asked == owner:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
