# Breaks "Returns: Deny(reason, alternative) ... (None, ... the number 4 for "4" ... or a
# list/tuple holding the id ... are someone else)": the branch for non-string ids ends in a stray
# comma, so for user_id 4, None or ("u_004",) it returns a 1-tuple holding the Deny, not a Deny
# (a dispatcher stops on it). String ids, the happy path, get a real Deny or None.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str):
        if asked == own:
            return None
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account, or ask them to sign in as the other holder.",
        )
    return Deny(
        "user_id must be the signed-in user's id, not a number, list or null.",
        "call the tool again with the session's own user id.",
    ),
