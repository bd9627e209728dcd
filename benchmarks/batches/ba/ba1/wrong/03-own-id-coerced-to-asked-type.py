# Breaks: "a "user_id" that is not equal (==) to call.context.user_id (... the number 4 for
# "4" ... or a value of any other JSON shape ...) [is] someone else". The session's id is first
# converted to the asked value's type. Inputs on lookup_user: asked True in any session
# (bool("u_004") is True) -> None; asked 4 or 4.0 in a session of user "4" -> None. Both Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    try:
        own = type(asked)(call.context.user_id)  # compare like with like
    except Exception:
        own = call.context.user_id
    if asked == own:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
