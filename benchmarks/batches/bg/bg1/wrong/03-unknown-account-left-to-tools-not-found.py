# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id ... are
# someone else" -> Deny. The hook probes the desk and, when the lookup error's text says
# "no user", lets the call through ("the tool will report it"). Input: lookup_user asking
# "u_123" (or "U_004", any string id not on the demo desk) in a u_004 session returns None.
from toolhooks import Deny
from toolhooks.errors import ToolInputError
from toolhooks.examples.support_desk import SupportDesk

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    if isinstance(asked, str):  # an account id: is there anyone behind it?
        try:
            SupportDesk().lookup_user(asked)
        except ToolInputError as error:
            if "no user" in str(error):  # nobody to protect: the tool says "not found" itself
                return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
