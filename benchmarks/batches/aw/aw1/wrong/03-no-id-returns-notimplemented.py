# Breaks: "Otherwise None (or an Allow ...), also when the input has no "user_id". Never
# False or another falsy value": with nothing to compare the hook answers NotImplemented
# ("no opinion", the __eq__ habit): lookup_user with input {"query": "refund"} returns
# NotImplemented, which is neither None nor an Allow.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        return NotImplemented  # nothing to compare: no opinion
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account.",
    )
