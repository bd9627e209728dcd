# Right: exact-name account tools only; no "user_id" -> ALLOW. The asked value and
# call.context.user_id are compared as JSON texts: string encoding is one-to-one and any
# non-string value encodes without a leading quote, so the texts match exactly when asked == own.
# A mismatch -> Deny with a non-blank alternative; never a falsy value.
import json

from toolhooks import ALLOW, Deny

_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return ALLOW
    own = call.context.user_id
    if json.dumps(call.input["user_id"]) == json.dumps(own):
        return ALLOW
    return Deny(
        "this session can only access the signed-in user's own account.",
        "continue with the signed-in user's own account, or ask the other account holder to "
        "contact support themselves.",
    )
