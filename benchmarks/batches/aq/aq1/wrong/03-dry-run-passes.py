# Breaks "Other fields of the input (...) change nothing": a call whose input says "dry_run": true is
# let through, so lookup_user {"user_id": "u_999", "dry_run": true} in a u_004 session is allowed.
# (Transfer of dry-run-passes.) Without the flag every call is judged right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.input.get("dry_run") is True:
        return None  # a dry run reads nothing and changes nothing
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
