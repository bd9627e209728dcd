# Breaks "an `input` ... `user_id` that is not equal (`==`) ... (is) someone else": sentence
# punctuation is trimmed from the end of a string id before comparing. In a session of "u_004",
# lookup_user with {"user_id": "u_004."} (or "u_004?") returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.rstrip(".,;:!?")  # the model ends the id like a sentence: "u_004."
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
