# Breaks: "... (the id in quotes ('"u_004"'), or a list/tuple holding the id, "u_0045" ...)
# are someone else" -> Deny.
# Input: lookup_user, session u_004, input {"user_id": '"u_004"'} (or ("u_004",), or
# "u_0045") returns None: the check is "is the session's id in the asked text".
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in {"lookup_user", "get_orders", "issue_refund"}:
        return None
    if "user_id" not in call.input:
        return None
    own = call.context.user_id
    asked = call.input["user_id"]
    if own in str(asked):  # tolerate wrappers the model adds around the id
        return None
    return Deny(
        "this session may only access its own account.",
        "ask about the signed-in user's own account instead.",
    )
