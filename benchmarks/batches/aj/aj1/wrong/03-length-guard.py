# WRONG (defensive guard: an asked id longer than 64 characters is refused as junk before it
# is compared). Breaks "an equal string is the same user": in a session whose user_id is
# "u_" + "7" * 80 (a valid HookContext id), lookup_user with that very id is denied.
# Short ids are answered right.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MAX_ID_LENGTH = 64


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and len(asked) > _MAX_ID_LENGTH:
        return Deny(
            f"the account id is longer than {_MAX_ID_LENGTH} characters.",
            "use the signed-in user's own account id.",
        )
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
