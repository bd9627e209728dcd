# Right: the tool name is matched exactly (frozenset of the three names), a missing "user_id"
# allows; otherwise the ids are compared as their JSON texts, which are equal exactly when both
# are the same str (a non-str value never encodes as a JSON string; ASCII-escaped text is
# injective), so numbers, None, tuples, other normalisations all deny with a non-blank alternative.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if json.dumps(call.input["user_id"]) == json.dumps(call.context.user_id):
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other "
        "account holder.",
    )
