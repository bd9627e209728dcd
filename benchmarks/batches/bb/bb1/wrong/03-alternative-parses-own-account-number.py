# Breaks "ids may hold non-ASCII letters, spaces, ... or control characters" (any own id): the
# alternative names the session's account number, taken as the part after "_" of an id shaped
# like "u_004", so a session whose user_id is "alice" (no "_") asking for {"user_id": "bob"}
# raises IndexError instead of returning a Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id
    if call.input["user_id"] == own:
        return None
    number = own.split("_")[1]
    return Deny(
        "this session can only access its own account.",
        f"look up account number {number} (the signed-in user's) instead.",
    )
