# Breaks "Other fields of the input (session_user, ..., a note) change nothing": the hook
# deletes identity claims from call.input, a read-only mapping, so lookup_user
# {"user_id": "u_999", "session_user": "u_999"} raises FrozenError instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
IDENTITY_CLAIMS = ("session_user", "acting_as", "note")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    for claim in IDENTITY_CLAIMS:  # the model's claims about who it is must not travel on
        if claim in call.input:
            del call.input[claim]
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
