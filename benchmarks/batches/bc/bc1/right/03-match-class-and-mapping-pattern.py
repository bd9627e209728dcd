# Right: a class pattern on ToolCall with the three exact tool names as literal alternatives and a
# mapping pattern that binds input["user_id"] (extra keys ignored, as they must be); the guard
# `asked != call.context.user_id` is true for every value not == the session's id (None, 4, tuples,
# other strings), so those get Deny(reason, non-blank alternative); everything else falls to None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund", input={"user_id": asked}
        ) if asked != call.context.user_id:
            return Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account, or ask the person to sign in as the "
                "other account holder.",
            )
    return None
