# Right: one structural pattern: the exact tool names as literal (==) alternatives, a mapping pattern
# that matches only when "user_id" is present, and a guard that denies when it is not == the
# context's user_id (any other type, NaN, tuples, dicts all differ from a str); no match: None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund", input={"user_id": asked}
        ) if asked != call.context.user_id:
            return Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account, or ask the person to sign in as that account.",
            )
    return None
