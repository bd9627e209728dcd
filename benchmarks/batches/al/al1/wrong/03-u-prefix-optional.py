# Breaks: "... `"u_0045"` ... are someone else; an equal string is the same user" (only `==` decides).
# Lets the model drop the "u_" prefix, comparing ids without it: for context user "u_004",
# get_orders with {"user_id": "004"} is allowed (None) instead of denied.
from toolhooks import Deny


def _bare(user_id):
    return user_id.removeprefix("u_") if isinstance(user_id, str) else user_id


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in {"lookup_user", "get_orders", "issue_refund"}:
        return None
    if "user_id" not in call.input:
        return None
    if _bare(call.input["user_id"]) == _bare(call.context.user_id):
        return None
    return Deny(
        "the session can only act on its own account.",
        "use the signed-in user's account id, or ask the person to sign in as that user.",
    )
