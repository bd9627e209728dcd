# Breaks "Deny ... when call.tool_name is ... and call.input has a "user_id" that is not equal": only calls
# whose tool_use_id starts with "toolu_" (the model's) are checked, so lookup_user {"user_id": "u_999"} in a
# u_004 session with tool_use_id "call_1" (or "srvtoolu_1") is allowed. (Transfer of
# model-calls-only-by-id-prefix.) make_call's default id "toolu_01" is checked right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not call.tool_use_id.startswith("toolu_"):
        return None  # not a model tool_use: the server's own calls are trusted
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != call.context.user_id:
            return Deny(
                f"this session can only access its own account, not {call.input['user_id']!r}.",
                "use the signed-in user's own account instead.",
            )
    return None
