# Breaks "... another Unicode normalisation of the same letters ... are someone else": both ids
# are NFC-normalised before comparing. Session user "jos\u00e9" (NFC), input
# {"user_id": "jose\u0301"} (NFD) to lookup_user: returns None instead of a Deny.
import unicodedata

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str):
        asked = unicodedata.normalize("NFC", asked)
        own = unicodedata.normalize("NFC", own)
    if asked == own:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask them to sign in as the other holder.",
    )
