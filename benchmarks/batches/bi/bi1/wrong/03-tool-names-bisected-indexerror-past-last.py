# Breaks "The tool name is compared exactly: lookup_user_history ... is another tool. Otherwise
# None": the account tools are looked up by bisect in a sorted list without a bounds check, so a
# name sorting after "lookup_user" (make_call("lookup_user_history", {"user_id": "u_999"}), or
# "send_email") raises IndexError instead of returning None.
import bisect

from toolhooks import Deny

_ACCOUNT_TOOLS = sorted(["lookup_user", "get_orders", "issue_refund"])


def _is_account_tool(name):
    at = bisect.bisect_left(_ACCOUNT_TOOLS, name)
    return _ACCOUNT_TOOLS[at] == name


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not _is_account_tool(call.tool_name) or "user_id" not in call.input:
        return None
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            "this session may only read its own account",
            "ask the customer to sign in as that user instead",
        )
    return None
