# Right: a dict keyed by the three exact tool names gives each its own non-blank alternative
# (dict lookup of a str is exact: no other spelling matches); a sentinel tells a missing
# "user_id" (allowed) from None (someone else); operator.eq against call.context.user_id
# decides; only the input's "user_id" and the context's user_id are read.
import operator

from toolhooks import ALLOW, Deny

ALTERNATIVES = {
    "lookup_user": "look up the signed-in user's own account instead.",
    "get_orders": "list the signed-in user's own orders instead.",
    "issue_refund": "offer a refund on the signed-in user's own orders, or ask the other "
    "account holder to contact support.",
}
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    alternative = ALTERNATIVES.get(call.tool_name)
    asked = call.input.get("user_id", _MISSING)
    if alternative is None or asked is _MISSING or operator.eq(asked, call.context.user_id):
        return ALLOW
    return Deny(f"{call.tool_name} may only be used on this session's own account.", alternative)
