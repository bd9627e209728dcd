# Breaks "... the number 4 for "4" ... are someone else": the test is the bound method
# call.context.user_id.__eq__, which returns NotImplemented (truthy) for anything that is not a str, so
# in a session of "4" a lookup_user asking for the int 4 -- or None, a tuple, a mapping -- counts as the
# same user and is allowed. Strings are compared correctly.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    is_session_user = call.context.user_id.__eq__
    asked = call.input["user_id"]
    if is_session_user(asked):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
