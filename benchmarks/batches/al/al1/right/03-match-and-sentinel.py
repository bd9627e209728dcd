# Right: a match on the exact tool names (string literal patterns compare with ==, so no folding or prefixes);
# a private sentinel tells "no user_id key" (allowed) from any value; only a value == call.context.user_id
# (an equal str) passes, every other value (None, "", numbers, tuples, mappings, near-misses) gets a Deny with a
# fixed, non-blank alternative. Nothing else in the input or in context.attributes is read; allowed calls get None.
from toolhooks import Deny

_ABSENT = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name:
        case "lookup_user" | "get_orders" | "issue_refund":
            asked = call.input.get("user_id", _ABSENT)
        case _:
            return None
    if asked is _ABSENT or asked == call.context.user_id:
        return None
    return Deny(
        "this session may only use its own account, not the one the input names.",
        "use the signed-in user's own account, or ask the person to sign in as the account holder.",
    )
