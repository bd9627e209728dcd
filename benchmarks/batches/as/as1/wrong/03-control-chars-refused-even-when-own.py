# Breaks "an equal string is the same user": ids holding control characters are denied as an
# injection attempt before the comparison, even when they equal the session's own id.
# Input: HookContext("u\t004", "free", "s_1"), lookup_user {"user_id": "u\t004"} must be allowed; denied.
import unicodedata

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and any(unicodedata.category(ch) == "Cc" for ch in asked):
        return Deny(
            "the requested user id holds control characters.",
            "ask for the account by its plain id, without control characters.",
        )
    if asked != call.context.user_id:
        return Deny(
            "this session can only access its own account.",
            "work with the signed-in user's own account.",
        )
    return None
