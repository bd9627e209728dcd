# Breaks the Returns list ("" u_004"" ... "are someone else"): the model's id is .strip()ped
# before the comparison. Session "u_004", input {"user_id": " u_004"} (or "u_004\n") to
# lookup_user: returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.strip()
    if asked != call.context.user_id:
        return Deny(
            f"this session belongs to another user than {asked!r}.",
            "look up the signed-in user's own account instead.",
        )
    return None
