# Breaks: "a user_id that is not equal (==) to call.context.user_id" -> Deny, whatever it looks
# like. An id that looks like an unfilled template ("{user_id}", "<user_id>", "${USER}") is
# taken as "the model meant the current user" and allowed. Input: get_orders with
# {"user_id": "<user_id>"} in a u_004 session returns None.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
PLACEHOLDER = re.compile(r"\{[^{}]*\}|<[^<>]*>|\$\{[^{}]*\}")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and PLACEHOLDER.fullmatch(asked):
        return None  # an unfilled template: the model meant "the current user"
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
