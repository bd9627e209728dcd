# Breaks "call.input has a "user_id" that is not equal (==) to call.context.user_id ... are someone
# else": terminal colour codes are "sanitised" out of the model's id before the comparison.
# Input: lookup_user {"user_id": "\x1b[1mu_004\x1b[0m"} in u_004's session must be denied; returns None.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = _ANSI.sub("", asked)  # escape sequences are terminal noise, not part of an id
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
