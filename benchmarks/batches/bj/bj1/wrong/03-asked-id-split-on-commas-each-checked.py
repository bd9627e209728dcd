# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... [is] someone else".
# Input: tool "lookup_user", input {"user_id": "u_004,u_004"} in a session of "u_004" returns
# None: a comma list is split and each part compared, so a repeated own id, not equal to the
# session's id, is let through (own ids holding a comma are left alone).
from toolhooks import Deny

_ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str) and "," in asked and "," not in own:
        same = all(part == own for part in asked.split(","))  # the model may ask for several
    else:
        same = asked == own
    if same:
        return None
    return Deny(
        "this session can only access its own account.",
        "ask only for the signed-in user's own account.",
    )
