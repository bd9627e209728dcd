# Right: the tool test is compile_matcher("lookup_user|get_orders|issue_refund"), a set of exact
# names (no regex, no folding); a missing "user_id" defaults to the session's own id, so it is
# allowed; otherwise the id is compared with == against call.context.user_id only (4 vs "4",
# None, tuples, NaN are unequal) and a mismatch gets Deny with a non-blank alternative.
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_is_account_tool = compile_matcher("lookup_user|get_orders|issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    if not _is_account_tool(call.tool_name):
        return None
    if call.input.get("user_id", own) == own:
        return None
    return Deny(
        "this session can only reach its signed-in user's own account.",
        "use the signed-in user's account, or ask the person to sign in as the other holder.",
    )
