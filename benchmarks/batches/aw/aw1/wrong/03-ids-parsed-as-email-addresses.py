# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id (...
# the id in quotes ('"u_004"') ...) are someone else": the asked id goes through
# email.utils.parseaddr first, so '"u_004"' in u_004's session, or 'Jose <jose@example.com>'
# in jose@example.com's, is read as the session's own address and allowed.
from email.utils import parseaddr

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _address(value):
    """The bare address of an id the model may have written as 'Name <address>'."""
    if isinstance(value, str):
        return parseaddr(value)[1] or value
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _address(asked) == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
