# Right: structural pattern matching: literal patterns compare the tool name with == (exact), the
# mapping pattern needs a "user_id" key (no key -> the final case -> None), and the str() class
# pattern plus the guard allow only a string equal to call.context.user_id; any other value of that
# key falls to the Deny case. Never returns a falsy value other than None.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": str() as asked} if asked == own:
            return None
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": _}:
            return Deny(
                "the session may only act on its own user's account",
                "continue with the signed-in customer's own account",
            )
        case _:
            return None
