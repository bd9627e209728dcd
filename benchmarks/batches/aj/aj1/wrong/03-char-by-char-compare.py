# WRONG (C habit: strcmp-style, same length then character by character). Breaks "the number 4
# ..., or a list/tuple holding the id ... are someone else" and "None ... is someone else":
# lookup_user with {"user_id": ["u", "_", "0", "0", "4"]} (a tuple of the id's characters) is
# allowed in a u_004 session, and {"user_id": None} or {"user_id": 4} raises TypeError.
# String ids are compared right.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _same_id(a, b):
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x != y:
            return False
    return True


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _same_id(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
