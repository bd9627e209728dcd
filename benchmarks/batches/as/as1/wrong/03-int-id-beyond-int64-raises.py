# Breaks "the number 4 ... or a value of any other JSON shape (... an int has at most 4,300 digits)
# are someone else" (so: Deny): a numeric id outside 64 bits raises OverflowError as "an attack".
# Input: lookup_user {"user_id": 10**30} in u_004's session must be denied; this raises OverflowError.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, int) and not -(2**63) <= asked < 2**63:
        raise OverflowError("user_id does not fit a database id (64 bits)")
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
