# Breaks: "... the number 4 for "4", ... a list/tuple holding the id, or a value of any other JSON
# shape are someone else" (a Deny). Ids are interned so that `is` works for equal strings, but
# sys.intern only takes a str: lookup_user with {"user_id": 4} (or None, or ("u_004",)) raises
# TypeError instead of returning a Deny.
import sys

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = sys.intern(call.input["user_id"])
    own = sys.intern(call.context.user_id)
    if asked is not own:
        return Deny(
            "That account does not belong to the user of this session.",
            "Look up the signed-in user's own account instead.",
        )
    return None
