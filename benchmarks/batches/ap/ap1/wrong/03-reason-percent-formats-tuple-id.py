# Breaks "Deny(...) when ... call.input has a "user_id" that is not equal ... (a list/tuple
# holding the id ... are someone else)": the reason is %-formatted with the asked id, and a
# tuple is taken as the argument list, so {"user_id": ("u_004", "u_999")} raises TypeError.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account, not %r." % asked,
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
