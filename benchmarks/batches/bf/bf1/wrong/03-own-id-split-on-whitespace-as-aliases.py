# Breaks: "an equal string is the same user" and "not equal (==) ... are someone else"; ids
# "may hold ... spaces". Input: a session whose user_id is "ann lee" and lookup_user with
# {"user_id": "ann"} is allowed: the answer reads the session's id as a list of aliases
# (split on whitespace), so any one word of it counts as the same user.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own_ids = {call.context.user_id, *call.context.user_id.split()}
    if isinstance(asked, str) and asked in own_ids:
        return None
    return Deny(
        "That account is not the one this session belongs to.",
        "Ask about the signed-in customer's own account instead.",
    )
