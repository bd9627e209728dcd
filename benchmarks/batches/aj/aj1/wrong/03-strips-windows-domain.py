# WRONG (Windows / Active Directory habit: "DOMAIN\user" is reduced to the account name after
# the last backslash, on both sides). Breaks "not equal (==) ... are someone else" and "ids may
# hold ... backslashes": in a u_004 session, lookup_user with {"user_id": "CORP\\u_004"} is
# allowed, and in a session of "CORP\\ann", {"user_id": "OTHER\\ann"} is allowed.
# Ids without a backslash are right.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _account_name(user_id):
    if isinstance(user_id, str):
        return user_id.rsplit("\\", 1)[-1]
    return user_id


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _account_name(asked) == _account_name(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
