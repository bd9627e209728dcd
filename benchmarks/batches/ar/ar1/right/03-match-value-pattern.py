# Right: only the three account tools, by exact string literals; the mapping pattern needs a
# "user_id" key (absent -> None). `call.context.user_id` is a dotted name, so it is a value
# pattern compared with ==: equal strings (any object) allow, any other value (None, 4, a tuple,
# another spelling) falls to the Deny with a non-blank alternative. Nothing else is read.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": call.context.user_id}:
            return None
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": asked}:
            return Deny(
                f"this session belongs to another user and cannot act on account {asked!r}.",
                "use the signed-in user's own account, or ask the person to sign in as that account.",
            )
        case _:
            return None
