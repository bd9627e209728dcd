# Right: a class pattern on ToolCall with literal tool names (compared with ==, exactly)
# and a mapping pattern that binds the input's "user_id" only when the key exists (so a
# missing key falls through to None); the guard compares the bound value with
# call.context.user_id, and anything unequal gets Deny(reason, non-blank alternative).
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if not asked == call.context.user_id:
            return Deny(
                "The requested account is not the one this session is signed in as.",
                "Use the session's own account, or ask the user to contact support.",
            )
    return None
