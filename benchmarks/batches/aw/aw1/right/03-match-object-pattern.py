# Right: one match statement: an object(...) class pattern with the three tool names as literal
# (== on the exact str) alternatives and a mapping pattern that needs the "user_id" key; the guard
# is not (asked == call.context.user_id), so every non-equal value of any shape is denied with a
# reason and a non-blank alternative. Everything else falls out of the match to None.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case object(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if not (asked == call.context.user_id):
            return Deny(
                f"this session can only access its own account, not {asked!r}.",
                "use the signed-in user's own account, or ask the person to sign in as "
                "the other account holder.",
            )
    return None
