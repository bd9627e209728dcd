# Breaks: "Otherwise None (or an Allow ...), also when the input has no "user_id"". Input: tool
# "get_orders" with input {} (or {"customer_id": "u_004"}) raises UnboundLocalError: the name
# bound by `except KeyError as missing` is deleted when the except block ends, so the test
# `missing is not None` after it fails.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    missing = None
    try:
        asked = call.input["user_id"]
    except KeyError as missing:
        asked = None
    if missing is not None:  # no user_id asked for: nothing to compare
        return None
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account instead.",
    )
