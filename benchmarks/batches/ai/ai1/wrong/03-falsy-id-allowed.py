# Breaks "None, "" ... are someone else": the id is read with .get() and an empty or None value
# is treated as "no user_id given". Input {"user_id": None} (or "", 0, ()) to lookup_user, in
# session "u_004": returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")
    if not asked:  # nothing asked for: nothing to check
        return None
    if asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account.",
        )
    return None
