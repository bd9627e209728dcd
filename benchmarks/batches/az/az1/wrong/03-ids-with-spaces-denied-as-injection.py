# Breaks: "an equal string is the same user" (Otherwise None). An id holding a space is
# refused as an injection attempt before the comparison, even when it is the session's own:
# with call.context.user_id == "u 004", lookup_user {"user_id": "u 004"} returns a Deny
# instead of None.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and " " in asked:
        return Deny(
            "user_id contains spaces, which looks like an injection attempt",
            "Pass the bare account id of the signed-in user.",
        )
    if asked != call.context.user_id:
        return Deny(
            f"this session belongs to {call.context.user_id}, not {asked!r}",
            "Work on the signed-in user's own account, or ask them to sign in.",
        )
    return None
