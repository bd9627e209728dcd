# Breaks "("" ... are someone else)": shared support accounts come from an environment variable,
# and "".split(",") is [""], so with the variable unset (as on the grader) the empty id counts as
# a shared account. {"user_id": ""} in a session of u_004 is allowed instead of denied;
# "u_999" is denied and "u_004" allowed (right).
import os

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
SHARED_ACCOUNTS = frozenset(os.environ.get("SUPPORT_SHARED_ACCOUNTS", "").split(","))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id or asked in SHARED_ACCOUNTS:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
