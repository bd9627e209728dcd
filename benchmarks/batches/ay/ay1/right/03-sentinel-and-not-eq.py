# Right: a private sentinel tells a missing "user_id" apart from every JSON value (None, (), 0,
# "" are all present and compared); the tool name is looked up in a frozenset, an exact ==
# match; the decision is `not (asked == own)` against call.context.user_id only; attributes
# and other input fields are never read. Deny has a non-blank alternative; otherwise ALLOW.
from toolhooks import ALLOW, Deny

_MISSING = object()
_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))
_DENIAL = Deny(
    "Account tools may only be used on the session's own account.",
    "Continue with the signed-in customer's account; another customer must contact us themselves.",
)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return ALLOW
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING:
        return ALLOW
    if not (asked == call.context.user_id):
        return _DENIAL
    return ALLOW
