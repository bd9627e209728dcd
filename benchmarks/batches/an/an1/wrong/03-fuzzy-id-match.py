# Breaks "an `input` ... `user_id` that is not equal (`==`) ... (is) someone else": a string id at
# least 95% similar to the session's (difflib ratio) passes as the user's own id mistyped by the
# model. In a session of "user_0000000000000004", lookup_user with {"user_id":
# "user_0000000000000005"} returns None instead of a Deny (short ids like "u_0045" are still denied).
from difflib import SequenceMatcher

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if asked == own:
        return None
    if isinstance(asked, str) and SequenceMatcher(None, asked, own).ratio() >= 0.95:
        return None  # the model mistyped the user's own long id: not worth a refusal
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
