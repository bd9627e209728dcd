# Breaks "The tool name is compared exactly: lookup_user_history ... is another tool" + "Otherwise
# None": tools outside the desk's known list are treated as an impossible branch and raise.
# Input: tool "lookup_user_history" with {"user_id": "u_999"} must return None; this raises ValueError.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
OTHER_DESK_TOOLS = frozenset({"create_case_file"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in OTHER_DESK_TOOLS:
        return None
    if call.tool_name not in ACCOUNT_TOOLS:
        raise ValueError(f"unknown tool {call.tool_name!r}: the desk has no such tool")
    if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account.",
        )
    return None
