# Breaks "Other fields of the input (session_user, customer_id, ... a note) change nothing":
# the reason is `REASON.format(session_id=..., **call.input)`, so an input that also carries a
# "session_id" claim makes format() raise TypeError (multiple values for 'session_id'):
# lookup_user {"user_id": "u_999", "session_id": "s_42"} crashes instead of returning Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
REASON = "session {session_id} can only access its own account, not {user_id!r}."


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        REASON.format(session_id=call.context.session_id, **call.input),
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
