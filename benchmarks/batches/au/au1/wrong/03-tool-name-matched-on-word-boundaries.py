# Breaks "The tool name is compared exactly: `lookup_user_history`, `Get_Orders`,
# `" lookup_user"` ... is another tool" (Returns, Exercise 3): the tools are found with a
# \b-bounded regex search, so a call to " lookup_user" (or "lookup_user.v2", "desk:get_orders")
# with {"user_id": "u_999"} is denied instead of allowed; "lookup_user_history" and the three
# exact names are right.
import re

from toolhooks import Deny

_ACCOUNT_TOOL = re.compile(r"\b(?:lookup_user|get_orders|issue_refund)\b")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _ACCOUNT_TOOL.search(call.tool_name) or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
