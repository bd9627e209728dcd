# Breaks "Deny ... when ... call.input has a "user_id" that is not equal (==) to call.context.user_id" on a
# second call: a tool_use_id once allowed is remembered and never checked again, so after
# lookup_user {"user_id": "u_004"} (id "toolu_01", allowed) a lookup_user {"user_id": "u_999"} with the same
# id "toolu_01" (make_call's default) is allowed. (Transfer of decision-memo-by-tool-use-id.)
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_approved = set()  # tool_use ids already checked and allowed: a retry of one needs no second look


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_use_id in _approved:
        return None
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    _approved.add(call.tool_use_id)
    return None
