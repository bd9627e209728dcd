# Breaks: "a "user_id" that is not equal (==) to call.context.user_id (... the id in quotes
# ('"u_004"') ...) [is] someone else". Input: tool "get_orders", input {"user_id": "`u_004`"}
# in a session of "u_004" returns None: markdown backticks the model put around the id are
# stripped before the comparison, so a different string passes as equal.
from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and "`" not in call.context.user_id:
        asked = asked.strip("`")  # models like to format ids as code
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "look up the signed-in user's own account instead.",
    )
