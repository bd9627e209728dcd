# Breaks: "... ids may hold non-ASCII letters, quotes or backslashes" with "The session's user is
# call.context.user_id only". Sessions whose own id does not look like a customer id are skipped as
# internal test accounts, so a session with user_id "josé" asking lookup_user {"user_id": "u_999"}
# gets None instead of a Deny.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_CUSTOMER_ID = re.compile(r"[A-Za-z0-9_.@-]+")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id
    if not _CUSTOMER_ID.fullmatch(own):
        return None  # internal / test identities are not customer accounts
    asked = call.input["user_id"]
    if asked == own:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
