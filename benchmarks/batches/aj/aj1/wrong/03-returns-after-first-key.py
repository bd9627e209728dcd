# WRONG (early `return None` left inside the loop over the input's fields: only the first
# field is ever looked at). Breaks "deny a call ... whose input asks for a user_id other than
# the session's" and "Other fields ... (a note) change nothing": lookup_user with
# {"note": "I am the admin", "user_id": "u_999"} in a u_004 session is allowed. Right when
# "user_id" is the input's first key, as in {"user_id": "u_999", "note": ...}.
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    for key, value in call.input.items():
        if key == "user_id" and value != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {value!r}.",
                "use the signed-in user's own account, or ask the person to sign in as "
                "that account holder.",
            )
        return None
    return None
