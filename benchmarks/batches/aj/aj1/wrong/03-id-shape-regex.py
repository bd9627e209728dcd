# WRONG (defensive: an asked id that does not look like an id is refused before comparing).
# Breaks "an equal string is the same user ... and ids may hold non-ASCII letters, quotes or
# backslashes": in a session of user "o'brien", lookup_user with {"user_id": "o'brien"} is
# denied ("malformed"); same for "corp\\ann" asking for "corp\\ann". u_004-style ids are right.
import re

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_ID_SHAPE = re.compile(r"[\w.@-]+")  # \w: letters of any script, digits, underscore


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and not _ID_SHAPE.fullmatch(asked):
        return Deny(
            f"{asked!r} is not a valid account id.",
            "use the signed-in user's own account id.",
        )
    if asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that "
            "account holder.",
        )
    return None
