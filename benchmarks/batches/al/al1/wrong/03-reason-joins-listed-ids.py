# Breaks: "a `list`/`tuple` holding the id, or a value of any other JSON shape ... are someone else" (a Deny).
# The comparison is right, but the reason lists a tuple of ids with ", ".join, which needs strings:
# lookup_user with {"user_id": (4,)} or {"user_id": ("u_004", None)} raises TypeError instead of denying.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    asked = call.input["user_id"]
    shown = ", ".join(asked) if isinstance(asked, (list, tuple)) else str(asked)
    return Deny(
        f"this session belongs to {call.context.user_id} and cannot access: {shown}.",
        "ask only for the signed-in user's own account.",
    )
