# Breaks "Other fields of the input (session_user, ..., a note) change nothing": on lookup_user with
# {"user_id": "u_999", "note": 42} in a u_004 session it raises TypeError ('int' object is not
# subscriptable) instead of returning Deny: the reason quotes the note's first 60 characters.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    reason = "this session can only access its own account."
    note = call.input.get("note")
    if note:
        reason += f' The request said: "{note[:60]}", which changes nothing.'
    return Deny(reason, "use the signed-in user's own account, or ask the other holder to sign in.")
