# Breaks "deny a call to lookup_user, get_orders or issue_refund ... allow everything else":
# the tool set was copied from the Rule B hook and extended, keeping "create_case_file", so
# create_case_file {"user_id": "u_999"} in u_004's session is denied instead of allowed.
# The three account tools are judged correctly.
from toolhooks import Deny

GUARDED_TOOLS = frozenset({"create_case_file", "lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in GUARDED_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
