# Breaks "a "user_id" that is not equal (==) to call.context.user_id ... are someone else" (ids
# "may hold ... control characters"): a string id that is not printable is taken as malformed
# and left for the tool to reject, so {"user_id": "u_999\n"} or "u_999\t" in a session of u_004
# is allowed. "u_999" is denied and "u_004" allowed (right).
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and not asked.isprintable():
        return None  # not an id at all: the tool's own validation answers it
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
