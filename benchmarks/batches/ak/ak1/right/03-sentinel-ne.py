# RIGHT. A missing key and a key holding None are told apart by a private sentinel; any value
# present is compared with operator.ne against call.context.user_id (so 4 vs "4", tuples, None,
# "" and "U_004" all differ, an equal str from another object does not). Non-account tools and
# equal ids give ALLOW (an Allow, not a falsy value); the Deny always has a fixed, non-blank
# alternative and does not format the asked value.
import operator

from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or not operator.ne(asked, call.context.user_id):
        return ALLOW
    return Deny(
        "this session can only access the signed-in user's own account.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
