# Breaks: "The session's user is call.context.user_id only" and "not equal (==) to
# call.context.user_id". The context id is read as a comma list (household accounts), so
# with call.context.user_id == "u_004,u_005", lookup_user {"user_id": "u_005"} returns
# None instead of a Deny; and the own id "u_004,u_005" itself is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own_ids = call.context.user_id.split(",")
    if call.input["user_id"] not in own_ids:
        return Deny(
            "the requested account is not one of the session's accounts",
            "Ask about one of the signed-in user's own accounts.",
        )
    return None
