# Breaks: "Otherwise None ..., also when the input has no 'user_id'" and "Other fields of the
# input ... change nothing".
# Input: lookup_user with input {"user_id_hint": "u_999"} (no "user_id") in session u_004 is
# denied: the key is looked up as "the first key starting with user_id".
from toolhooks import Deny

_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    # accept the variants models produce: user_id, user_id_str, user_ids ...
    asked = next((v for k, v in call.input.items() if k.startswith("user_id")), _MISSING)
    if asked is _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        "that account is not the signed-in user's.",
        "look up the signed-in user's own account instead.",
    )
