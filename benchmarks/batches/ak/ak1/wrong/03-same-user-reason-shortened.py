# WRONG. Breaks: "Returns: Deny(reason, alternative) ... when ... "user_id" that is not equal ...
# (`None`, ..., the number `4` ..., a list/tuple holding the id, or a value of any other JSON
# shape)". The reason shortens the asked id with textwrap.shorten, which needs a str:
# lookup_user with {"user_id": 4}, None or ("u_004",) raises AttributeError instead of denying.
import textwrap

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    shown = textwrap.shorten(asked, width=40, placeholder="...")  # ids from the model can be long
    return Deny(
        f"this session can only access its own account, not {shown!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
