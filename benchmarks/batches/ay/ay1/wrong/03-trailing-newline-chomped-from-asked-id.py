# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id ... are
# someone else". The model's id is chomped like a line of text (rstrip("\r\n")), so
# {"user_id": "u_004\n"} in a u_004 session is allowed. (A leading space is still refused.)
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.rstrip("\r\n")  # models often end a value with a newline
    if asked != call.context.user_id:
        return Deny(
            "You asked for an account other than the session's own.",
            "Use the signed-in user's account, or ask the customer to contact support.",
        )
    return None
