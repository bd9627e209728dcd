# Right: the class pattern matches the three tool names exactly (literal patterns use ==
# on the exact names); the mapping pattern matches only when the input has "user_id", and
# the guard denies when that value is not == call.context.user_id (any JSON shape, 4 vs
# "4", tuples, None all differ). Everything else, including no user_id, returns None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if not asked == call.context.user_id:
            return Deny(
                "this session can only use its own account; the input names another one.",
                "work with the signed-in user's own account, or ask the person to sign in "
                "as the other account holder.",
            )
    return None
