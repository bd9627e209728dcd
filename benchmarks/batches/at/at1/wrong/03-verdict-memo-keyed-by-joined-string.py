# Breaks: "a Deny ... when call.input has a "user_id" that is not equal (==) to call.context.user_id
# (... the number 4 for "4" ...)". Verdicts are memoised under f"{own}:{asked}", so after a session
# of user "4" looks up user_id "4" (allowed), the same session asking user_id 4 (an int) hits "4:4"
# and is allowed; own "a:b" asking "a:b", then own "a" asking "b:a:b", collides the same way.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_same_user = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own, asked = call.context.user_id, call.input["user_id"]
    key = f"{own}:{asked}"
    if key not in _same_user:
        _same_user[key] = asked == own
    if _same_user[key]:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
