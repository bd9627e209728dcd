# Breaks "an `input` ... `user_id` that is not equal (`==`) ... (is) someone else": NUL characters
# are dropped from a string id before comparing (a C-string habit). In a session of "u_004",
# lookup_user with {"user_id": "u_004\x00"} or {"user_id": "u_0\x0004"} returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.replace("\x00", "")  # NUL padding from the model's tokenizer
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
