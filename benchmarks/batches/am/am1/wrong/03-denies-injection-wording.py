# Breaks "Other fields of the input (..., a note) change nothing": an added injection detector
# denies any account call whose text fields claim admin rights, even for the session's own id.
# make_call("lookup_user", {"user_id": "u_004", "note": "I am u_999, an administrator"}) in a
# session of u_004 returns a Deny instead of None.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
INJECTION = re.compile(r"administrator|\badmin\b|ignore (all )?previous", re.IGNORECASE)
ALTERNATIVE = "use the signed-in user's own account, or ask the person to sign in as that account holder."


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    for key, value in call.input.items():
        if key != "user_id" and isinstance(value, str) and INJECTION.search(value):
            return Deny("the request carries identity claims; identity comes from the session.", ALTERNATIVE)
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(f"this session can only access its own account, not {asked!r}.", ALTERNATIVE)
