# Breaks: "Other fields of the input (`session_user`, ..., `User_ID`, `userId`, ...) change nothing" and "Otherwise
# `None` ..., also when the input has no `"user_id"`". Tidies the model's keys with .strip() first, so for context
# user u_004, lookup_user with {"user_id ": "u_999"} (no "user_id" key) is denied; {"user_id": "u_999",
# " user_id": "u_004"} is allowed when the spaced key comes last.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    arguments = {key.strip(): value for key, value in call.input.items()}
    if "user_id" in arguments and arguments["user_id"] != call.context.user_id:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account id instead.",
        )
    return None
