# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... [is] someone else".
# Ids that look like phone numbers (digits with + ( ) - . and spaces) are compared by their
# digits only, so in a session of "+15550100199" a lookup_user for "+1 (555) 010-0199" (or
# "15550100199") is allowed. Other ids compare with ==.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_PHONE = re.compile(r"[+\d][\d\s().-]{6,}")


def _number(account):
    if isinstance(account, str) and _PHONE.fullmatch(account):
        return re.sub(r"\D", "", account)
    return account


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _number(asked) == _number(call.context.user_id):
        return None
    return Deny(f"this session can only access its own account, not {asked!r}.", "use the signed-in user's own account, or ask the person to sign in as that account holder.")
