# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id ... [is]
# someone else". String ids are compared after squeezing each run of whitespace to one space,
# so in a session of "jose maria" a lookup_user for "jose  maria" (two spaces) or
# "jose\tmaria" is allowed. Ends are not stripped: " u_004" is still denied.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _squeezed(account):
    return re.sub(r"\s+", " ", account) if isinstance(account, str) else account


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _squeezed(asked) == _squeezed(call.context.user_id):
        return None
    return Deny(f"this session can only access its own account, not {asked!r}.", "use the signed-in user's own account, or ask the person to sign in as that account holder.")
