# Breaks: "The tool name is compared exactly: lookup_user_history, ... is another tool."
# Input: get_orders2 (or lookup_user_v2, lookup_user_) with {"user_id": "u_999"} in session
# "u_004" is denied: rstrip("_v0123456789") strips a trailing *set* of characters, meant as
# "drop a version suffix", so those names collapse onto the account tools.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    base_name = call.tool_name.rstrip("_v0123456789")  # lookup_user_v2 is still lookup_user
    if base_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            "This account belongs to someone other than the signed-in user.",
            "Only look up the session's own account.",
        )
    return None
