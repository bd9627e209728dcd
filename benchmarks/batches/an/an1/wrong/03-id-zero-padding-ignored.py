# Breaks "an `input` ... `user_id` that is not equal (`==`) to `call.context.user_id` ... (is)
# someone else": ids shaped letters+digits are compared by prefix and number, so zero padding is
# ignored. In a session of "u_004", lookup_user with {"user_id": "u_4"} (or "u_0004") returns
# None instead of a Deny; "U_004" and "u_0045" are still denied.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_ID = re.compile(r"([A-Za-z_]+?)([0-9]+)")


def _account_key(value):
    """u_004, u_04 and u_4 are one account: the prefix, then the number."""
    if isinstance(value, str):
        match = _ID.fullmatch(value)
        if match:
            return (match.group(1), int(match.group(2)))
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _account_key(asked) == _account_key(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
