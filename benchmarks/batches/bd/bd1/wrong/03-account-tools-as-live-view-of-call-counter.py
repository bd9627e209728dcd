# Breaks "deny a call to lookup_user, get_orders or issue_refund ...; allow everything else": on
# create_case_file with {"user_id": "u_999"} in a u_004 session it returns Deny. ACCOUNT_TOOLS is a
# live keys() view of the per-tool call counter, and counting the call adds its tool to the view.
from collections import Counter

from toolhooks import Deny

CALLS = Counter(dict.fromkeys(("lookup_user", "get_orders", "issue_refund"), 0))
ACCOUNT_TOOLS = CALLS.keys()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    CALLS[call.tool_name] += 1  # metrics: how often each tool is asked for
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other holder.",
    )
