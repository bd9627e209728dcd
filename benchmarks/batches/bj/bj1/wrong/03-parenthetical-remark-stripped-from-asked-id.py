# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... [is] someone else".
# Input: tool "issue_refund", input {"user_id": "u_004 (me)"} in a session of "u_004" returns
# None: a trailing "(...)" remark is cut from the asked id before comparing, so a different
# string passes as the session's own id.
import re

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_REMARK = re.compile(r"\s*\([^()]*\)\Z")


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str) and "(" not in own:
        asked = _REMARK.sub("", asked)  # "u_004 (the customer)" is still u_004
    if asked == own:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account id, with nothing added to it.",
    )
