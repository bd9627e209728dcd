# Breaks: "Otherwise None (or an Allow ...). Never False or another falsy value": the tool's
# check is found with getattr(_AccountTools, call.tool_name), so a tool named after an attribute
# every class has is "dispatched": "__repr__" returns a str, "__class__" the ToolCall class,
# "__sizeof__" an int, instead of None.
from toolhooks import Deny


def _own_account_only(call):
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account.",
    )


class _AccountTools:
    """The tools this hook guards, each mapped to its check."""

    lookup_user = get_orders = issue_refund = staticmethod(_own_account_only)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    check = getattr(_AccountTools, call.tool_name, None)
    return check(call) if callable(check) else None
