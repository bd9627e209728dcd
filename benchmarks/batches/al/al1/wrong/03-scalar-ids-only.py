# Breaks: "(`None`, ..., a `list`/`tuple` holding the id, or a value of any other JSON shape ... are someone else)".
# Compares only ids that are JSON scalars (str, int, float, bool) and treats other shapes as "no id given":
# lookup_user with {"user_id": ("u_999",)}, {"user_id": {"id": "u_999"}} or {"user_id": None} returns None.
# Strings and numbers (the number 4 for "4" too) are denied as they should be.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")
    if not isinstance(asked, (str, int, float)):
        return None  # no usable id: nothing to compare
    if asked != call.context.user_id:
        return Deny(
            f"this session cannot access account {asked!r}.",
            "use the signed-in user's own account.",
        )
    return None
