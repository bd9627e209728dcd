# WRONG. Breaks: "an equal string is the same user ... and ids may hold non-ASCII letters, quotes
# or backslashes", and "not equal (==) ... are someone else". The session's id is used as a
# regex: own "u.004" lets "uX004" through; own "a+b" denies "a+b" itself; own "dom\user" raises
# re.error (bad escape \u) instead of answering.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and re.fullmatch(call.context.user_id, asked):  # whole id only
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
