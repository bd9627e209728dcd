# Breaks: "ids may hold ... control characters" and "a `user_id` that is not equal (`==`) to
# `call.context.user_id`" -- the answer removes line breaks the model may have wrapped into a
# long id ("".join(s.splitlines())), and splitlines also splits on \x1c-\x1e, \x85, \x0b, \x0c.
# Input: lookup_user {"user_id": "u_00\x1c4"} in u_004's session must be denied; it is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = "".join(asked.splitlines())  # undo line wrapping inside a long id
    if asked == call.context.user_id:
        return None
    return Deny("a session can only access its own account.", "use the signed-in account.")
