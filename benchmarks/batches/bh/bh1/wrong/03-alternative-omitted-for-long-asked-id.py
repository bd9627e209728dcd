# Breaks: "Returns: Deny(reason, alternative) (a toolhooks.Deny whose alternative is not blank)".
# Input: lookup_user with input {"user_id": "u_" + "9" * 200}, session u_004: returns
# Deny(reason, None); long ids are not echoed back, and the alternative went with them.
from toolhooks import Deny

_MAX_ECHO = 64


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    shown = repr(asked)
    if len(shown) > _MAX_ECHO:  # don't feed a huge injected string back to the model
        return Deny("this session can only access its own account.")
    return Deny(
        f"this session can only access its own account, not {shown}.",
        f"ask the holder of {shown} to sign in, or use the session's own account.",
    )
