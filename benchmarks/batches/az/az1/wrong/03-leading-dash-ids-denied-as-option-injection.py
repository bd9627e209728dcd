# Breaks: "an equal string is the same user". A habit from shell tools: an id that starts
# with "-" is refused as option injection, even when it equals the session's own id:
# with call.context.user_id == "-u_004", get_orders {"user_id": "-u_004"} returns a Deny
# instead of None.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and asked.startswith("-"):
        return Deny("user_id looks like a command-line option", "Pass a plain account id.")
    if asked == call.context.user_id:
        return None
    return Deny(
        f"the session's user is {call.context.user_id}; {asked!r} is someone else",
        "Use the signed-in user's own id.",
    )
