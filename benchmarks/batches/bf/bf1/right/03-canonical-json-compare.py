# Right: ids are compared through json.dumps, injective on JSON values: equal strings encode
# alike and different ones (case, spaces, quotes, accents, normalisation) differently, and a
# str always starts with a quote while 4, None, arrays, objects, NaN never do. Tool names are
# matched exactly; no "user_id" or another tool gives ALLOW; Deny has a non-blank alternative.
import json

from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = dict.fromkeys(("lookup_user", "get_orders", "issue_refund"), True)
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _ACCOUNT_TOOLS.get(call.tool_name, False):
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING:
        return ALLOW
    if json.dumps(asked) == json.dumps(call.context.user_id):
        return ALLOW
    return Deny(
        "This call asks for an account that is not the session's own.",
        "Look up the signed-in customer's own account instead.",
    )
