# Breaks "Deny(reason, alternative) when ... "user_id" ... is not equal (==) to
# call.context.user_id ("U_004", " u_004", ...)": an id equal to the session's after strip
# and casefold is taken for a typo and rewritten to the own id, so "U_004" gets a Rewrite.
from toolhooks import Deny, Rewrite

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if asked == own:
        return None
    if isinstance(asked, str) and asked.strip().casefold() == own.casefold():
        # the model meant the signed-in user and only mistyped the id: correct it
        return Rewrite({**call.input, "user_id": own})
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
