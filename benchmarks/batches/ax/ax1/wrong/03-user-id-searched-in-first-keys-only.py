# Breaks "Other fields of the input (session_user, customer_id, ..., a note) change nothing":
# the input is scanned for "user_id" over its first 8 keys only (a cap against huge inputs), so
# an input stuffed with 8 identity claims before "user_id": "u_999" is allowed in a session of
# u_004. {"user_id": "u_999"} alone is denied, {"user_id": "u_004"} allowed (right).
from itertools import islice

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
MAX_FIELDS_SCANNED = 8


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    for key, value in islice(call.input.items(), MAX_FIELDS_SCANNED):
        if key != "user_id":
            continue
        if value == call.context.user_id:
            return None
        return Deny(
            f"this session can only access its own account, not {value!r}.",
            "use the signed-in user's own account, or ask the other holder to sign in.",
        )
    return None
