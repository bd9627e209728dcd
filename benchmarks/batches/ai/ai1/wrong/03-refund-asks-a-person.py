# Breaks "Returns: Deny(reason, alternative) ... when call.tool_name is ... "issue_refund" and
# ... not equal": a refund on another account goes to a person (Ask) instead of a Deny.
# Input: issue_refund with {"user_id": "u_999"} in session "u_004" returns Ask(...), not a Deny.
from toolhooks import Ask, Deny

READ_TOOLS = {"lookup_user", "get_orders"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    if call.tool_name in READ_TOOLS:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account.",
        )
    if call.tool_name == "issue_refund":  # money moves: let a person decide
        return Ask(f"refund on account {call.input['user_id']!r} from another user's session")
    return None
