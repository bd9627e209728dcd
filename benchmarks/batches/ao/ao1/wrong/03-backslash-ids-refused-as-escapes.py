# Breaks "an equal string is the same user ... ids may hold non-ASCII letters, quotes or backslashes":
# an asked id with a backslash is denied as an escape-sequence injection before any comparison, so in a
# session whose user_id is "CORP\\jdoe" a lookup_user for that very id, "CORP\\jdoe", is denied
# (None is due). Ids without a backslash are handled correctly.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and "\\" in asked:
        return Deny(
            "the account id holds a backslash, which looks like an escape-sequence injection.",
            "ask the person for their account id again and look it up as plain text.",
        )
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
