# Breaks "Deny(reason, alternative) ... when ... call.input has a "user_id" that is not equal
# (==) to call.context.user_id (None, ... the number 4 for "4", ... a list/tuple holding the
# id, or a value of any other JSON shape ... are someone else)": a non-string id is escalated to
# a person, so same_user_hook on get_orders with {"user_id": 4} returns an Ask, not a Deny.
from toolhooks import Ask, Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    if not isinstance(asked, str):
        return Ask(f"{call.tool_name} was called with an unusual user_id {asked!r}; allow it?")
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as the holder.",
    )
