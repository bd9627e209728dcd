# Breaks "a "user_id" that is not equal (==) to call.context.user_id ... are someone else" (and
# "ids may hold ... spaces"): in a session whose user_id is "jo smith", lookup_user with
# {"user_id": "jo\u00a0smith"} (a no-break space) returns None: no-break spaces become spaces first.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.replace("\u00a0", " ")  # copy-pasted ids often carry no-break spaces
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other holder.",
    )
