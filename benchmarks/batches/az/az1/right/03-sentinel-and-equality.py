# Right: only the three tool names (exact tuple membership, so no near-miss names); a
# sentinel tells "no user_id" from a user_id of None/""/0; the asked value is compared with
# call.context.user_id by == alone, so any other value or type (4, a tuple, a quoted id,
# another normalisation) is someone else and gets a Deny with a non-blank alternative.
from toolhooks import ALLOW, Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or asked == call.context.user_id:
        return ALLOW
    return Deny(
        "This session belongs to another user than the account requested.",
        "Work only on the signed-in user's own account; ask them to sign in for another.",
    )
