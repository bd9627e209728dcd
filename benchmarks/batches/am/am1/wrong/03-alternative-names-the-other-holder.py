# Breaks "(... "u_0045", ... are someone else ...)": any other id must get a Deny, but the
# alternative looks the asked account up in the support desk's records (toolhooks.examples.
# support_desk.USERS) to name its holder. make_call("lookup_user", {"user_id": "u_123"}) in a
# session of u_004 raises KeyError instead of returning a Deny (u_999, which is in USERS, works).
from toolhooks import Deny
from toolhooks.examples.support_desk import USERS

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    holder = USERS[asked]["name"] if isinstance(asked, str) else "that account's holder"
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        f"use the signed-in user's own account, or ask {holder} to sign in themselves.",
    )
