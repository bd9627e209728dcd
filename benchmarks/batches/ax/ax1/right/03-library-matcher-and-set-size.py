# Right: the package's matcher for "a|b|c" is an exact-name set (no folding, prefix or
# normalisation). No "user_id" -> None; else {asked, own} has one element exactly when
# asked == own (4, None, tuples, NaN, "U_004" never equal the str id) -> None, otherwise a Deny
# with a non-blank alternative. Only call.context.user_id is read as the session's user.
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

_is_account_tool = compile_matcher("lookup_user|get_orders|issue_refund")
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _is_account_tool(call.tool_name):
        return None
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or len({asked, call.context.user_id}) == 1:
        return None
    return Deny(
        f"this session belongs to {call.context.user_id!r} and cannot open another account.",
        "work with the signed-in user's own account, or ask the other account holder to sign in.",
    )
