# Breaks "`Deny(reason, alternative)` ... when ... `user_id` ... is not equal" on a repeat: a
# denied request is remembered per session, and the same request again is let through so the
# model does not loop on refusals. In a session of "u_004", lookup_user with {"user_id": "u_999"}
# is denied the first time and returns None the second time.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}
_already_told = set()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    key = (call.context.session_id, call.tool_name, repr(asked))
    if key in _already_told:
        return None  # the model has been told once; refusing again only makes it loop
    _already_told.add(key)
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
