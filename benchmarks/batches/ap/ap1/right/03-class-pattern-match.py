# Right: a class pattern matches the exact tool names (literal patterns compare str by ==, so
# "lookup_user_history", "Get_Orders" or " lookup_user" do not match) and a mapping pattern
# binds "user_id" only when the key is present; the guard denies unless it == the session's
# user_id (any other value or JSON shape is someone else). Everything else returns None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if not (asked == call.context.user_id):
            return Deny(
                f"this session belongs to another account than {asked!r}; it can only "
                "read or act on its own.",
                "use the signed-in user's own account, or ask the other account holder to "
                "sign in themselves.",
            )
    return None
