# WRONG. Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... are someone
# else". It URL-decodes the asked id before comparing: in u_004's session lookup_user with
# {"user_id": "u%5F004"} (or "u_%30%304") is allowed, although "u%5F004" != "u_004".
from urllib.parse import unquote

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = unquote(asked)  # models copy ids out of URLs now and then
    if asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that user.",
        )
    return None
