# Right: one match on (tool_name, input): literal string patterns compare the tool name with ==
# (exact), the mapping pattern requires the "user_id" key and ignores the other keys, and the
# guard compares the value with == against call.context.user_id only. Anything else (other tool,
# no user_id, equal id) falls through to None; the Deny has a non-blank alternative.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": asked} if not (
            asked == call.context.user_id
        ):
            return Deny(
                f"this session can only access its own account, not {asked!r}.",
                "work with the signed-in user's own account, or ask the other account holder "
                "to sign in themselves.",
            )
    return None
