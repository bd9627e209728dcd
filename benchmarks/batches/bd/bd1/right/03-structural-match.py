# Right: the literal patterns compare the tool name with == (exact strings), the mapping pattern
# matches only when "user_id" is a key of call.input (a FrozenDict, a Mapping), and the guard
# denies when that value != call.context.user_id (None, 4, tuples, other strings ... all differ).
# Everything else falls through to None. Deny has a non-blank reason and alternative.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": asked} if (
            asked != call.context.user_id
        ):
            return Deny(
                f"this session belongs to another account than the one asked for ({asked!r}).",
                "work on the signed-in user's own account, or ask the account holder to sign in.",
            )
    return None
