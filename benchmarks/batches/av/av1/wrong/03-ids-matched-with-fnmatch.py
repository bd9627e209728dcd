# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... an equal string is
# the same user". Ids are compared with fnmatchcase (the glob habit of Claude Code permission
# rules), so the session's id acts as a pattern: in a session of "u_*", lookup_user for "u_999"
# is allowed; in a session of "u_[04]", its own "u_[04]" is denied. Plain ids behave exactly.
from fnmatch import fnmatchcase

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and fnmatchcase(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
