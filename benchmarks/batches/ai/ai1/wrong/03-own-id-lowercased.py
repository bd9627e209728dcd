# Breaks "an equal string is the same user" (and ""U_004" ... is someone else"): only the
# trusted id is normalised to lower case. Session "Alice_7", input {"user_id": "Alice_7"} to
# lookup_user is denied; input "alice_7" is allowed (returns None).
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id.lower()  # canonical form of the session's id
    if call.input["user_id"] != own:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account.",
        )
    return None
