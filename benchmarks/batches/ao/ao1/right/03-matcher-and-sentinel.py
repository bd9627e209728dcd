# Right: the package's matcher treats "a|b|c" of plain names as an exact set (lookup_user_history,
# Get_Orders, " lookup_user" do not match); a private sentinel tells "no user_id key" (allowed) from any
# value, and only == with call.context.user_id allows the call; None, "", 4, tuples, mappings, other
# spellings get a Deny with a non-blank alternative. ALLOW otherwise; attributes are never read.
import operator

from toolhooks import ALLOW, Deny
from toolhooks.matchers import compile_matcher

_ACCOUNT_TOOL = compile_matcher("lookup_user|get_orders|issue_refund")
_NO_ID = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _ACCOUNT_TOOL(call.tool_name):
        return ALLOW
    asked = call.input.get("user_id", _NO_ID)
    if asked is _NO_ID or operator.eq(asked, call.context.user_id):
        return ALLOW
    return Deny(
        "this session can only act on the signed-in user's own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other user.",
    )
