# Breaks "... is not equal (==) to call.context.user_id ... are someone else": ids are reduced to their
# last path segment first ("ids may come as resource names, users/u_004"), so in a u_004 session a
# lookup_user for "users/u_004" or "org_7/u_004" counts as the session's user and is allowed.
import posixpath

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = posixpath.basename(asked)
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
