# Breaks "Deny(...) when ... "user_id" ... is not equal (==) to call.context.user_id": the asked
# id is pasted into a %-template before the session's id is filled in, so an asked id holding
# "%" (lookup_user {"user_id": "u_%s"} or "100%") raises TypeError instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    template = "this session belongs to %s and can only access that account, not " + repr(asked) + "."
    return Deny(
        template % call.context.user_id,
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
