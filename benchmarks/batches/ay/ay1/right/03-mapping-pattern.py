# Right: a match statement; the tool must be exactly one of the three names (literal patterns
# compare with ==), the input (a read-only mapping) must have a "user_id" key of any value, and
# that value is compared with call.context.user_id by == alone (so 4, None, tuples, other
# normalisations are someone else, an equal string is the same user). The Deny carries a
# non-blank alternative; everything else returns None.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": asked}:
            if asked == call.context.user_id:
                return None
            return Deny(
                "This tool only works on the account of the user signed in to this session.",
                "Help the customer with their own account, or ask them to sign in as the other user.",
            )
        case _:
            return None
