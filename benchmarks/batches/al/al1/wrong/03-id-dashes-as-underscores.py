# Breaks: "not equal (`==`) to `call.context.user_id` ... [is] someone else"; ids are compared as they are.
# Treats "-" and "_" in ids as the same character ("the model writes them either way"), so for context
# user "u_004", lookup_user with {"user_id": "u-004"} returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _canon(user_id):
    return user_id.replace("-", "_") if isinstance(user_id, str) else user_id


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if _canon(call.input["user_id"]) != _canon(call.context.user_id):
        return Deny(
            "a session may only read or act on its own account.",
            "use the signed-in user's own account id instead.",
        )
    return None
