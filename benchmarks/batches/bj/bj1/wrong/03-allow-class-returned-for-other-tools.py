# Breaks: "Otherwise None (or an Allow: ALLOW or a new Allow())". Input: tool "create_case_file"
# (or "lookup_user_history") with any input returns the class Allow itself, not ALLOW or an
# Allow() instance: `return Allow` without the call. Account tools with no user_id or the
# session's own id get None, as they should.
from toolhooks import Allow, Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS:
        return Allow  # not an account tool: no objection
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account instead.",
    )
