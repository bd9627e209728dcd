# Breaks "Other fields of the input (session_user, customer_id, ..., a note) change nothing": an
# added schema check denies any account call carrying a field the tool does not take, even for
# the session's own id. make_call("lookup_user", {"user_id": "u_004", "note": "hi"}) in a session
# of u_004 returns a Deny instead of None.
from toolhooks import Deny

EXPECTED_FIELDS = {
    "lookup_user": {"user_id"},
    "get_orders": {"user_id", "limit"},
    "issue_refund": {"user_id", "amount_eur", "reason"},
}
ALTERNATIVE = "use the signed-in user's own account, or ask the person to sign in as that account holder."


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    expected = EXPECTED_FIELDS.get(call.tool_name)
    if expected is None:
        return None
    extra = set(call.input) - expected
    if extra:  # smuggled fields are how identity claims get in
        return Deny(f"unexpected fields {sorted(extra)} in the request.", ALTERNATIVE)
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(f"this session can only access its own account, not {asked!r}.", ALTERNATIVE)
