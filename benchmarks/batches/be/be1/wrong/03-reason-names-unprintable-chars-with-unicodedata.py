# Breaks: "ids may hold ... control characters" (such an id is still someone else: Deny) --
# to make hidden characters visible in the reason, the answer spells each unprintable one
# with unicodedata.name(), which raises ValueError for control characters (they have no
# name). Input: lookup_user {"user_id": "u_9\x0799"} in u_004's session raises instead of Deny.
import unicodedata

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _visible(value):
    text = value if isinstance(value, str) else repr(value)
    return "".join(ch if ch.isprintable() else f"<{unicodedata.name(ch)}>" for ch in text)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to {call.context.user_id}, not {_visible(asked)}.",
        "work on the signed-in user's own account, or ask the other holder to sign in.",
    )
