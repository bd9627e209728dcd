# Right: structural pattern matching: the tool name against three literals (exact ==); then the
# mapping pattern {"user_id": call.context.user_id}, whose dotted name is a value pattern (==):
# an equal string returns None, any other value reaches {"user_id": _} and is denied with a
# non-blank alternative; an input without "user_id" matches neither and is allowed.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name:
        case "lookup_user" | "get_orders" | "issue_refund":
            pass
        case _:
            return None
    match call.input:
        case {"user_id": call.context.user_id}:
            return None
        case {"user_id": asked}:
            return Deny(
                f"this session can only access its own account, not {asked!r}.",
                "use the signed-in user's own account, or ask the person to sign in as that "
                "account holder.",
            )
    return None
