# Right: a match statement with a literal alternation for the three tool names (compared with
# ==, so exactly) and a mapping pattern that only matches when "user_id" is present; the guard
# uses != against call.context.user_id, so any non-equal value (other strings, numbers, None,
# tuples, objects) is denied with a reason and an alternative. Everything else returns ALLOW.
from toolhooks import ALLOW, Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": asked} if asked != own:
            return Deny(
                "account tools only work on the signed-in user's own account.",
                "use the session's own account, or have the other person sign in themselves.",
            )
    return ALLOW
