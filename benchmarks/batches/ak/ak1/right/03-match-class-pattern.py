# RIGHT. A class pattern on the ToolCall: the tool name must equal one of the three literals
# (value patterns compare with ==, so other spellings fall through), and the mapping pattern
# {"user_id": asked} matches only when that key is present (any value, None included); the guard
# compares with != to call.context.user_id. Everything else falls through to None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if asked != call.context.user_id:
            return Deny(
                "this session can only access the signed-in user's own account.",
                "use the signed-in user's own account, or ask the person to sign in as that user.",
            )
    return None
