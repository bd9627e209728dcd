# Breaks "Other fields of the input (...) change nothing" and "Otherwise None": an input with many
# fields is denied as "stuffed", even when it asks for the session's own account.
# Input: lookup_user {"user_id": "u_004", "f0": "x", ..., "f8": "x"} in u_004's session must be allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
MAX_FIELDS = 8  # an account lookup takes a handful of fields; more is an injection attempt


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if len(call.input) > MAX_FIELDS:
        return Deny(
            f"the input has {len(call.input)} fields, more than an account tool takes.",
            "retry with only the fields the tool needs.",
        )
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account.",
        )
    return None
