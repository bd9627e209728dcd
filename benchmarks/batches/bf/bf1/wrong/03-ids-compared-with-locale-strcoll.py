# Breaks: "an equal string is the same user ... ids may hold ... control characters", and a
# different id must get a Deny. Input: session user_id "u\x00004" asking lookup_user for its own
# "u\x00004" (or session "u_004" asked for "u_\x00") raises ValueError ("embedded null
# character") instead of returning None / Deny: ids are compared with locale.strcoll.
import locale

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def _same_text(a, b):
    return locale.strcoll(a, b) == 0  # compare ids as text, the way the locale orders them


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and _same_text(asked, call.context.user_id):
        return None
    return Deny(
        "The requested user_id is not the session's user.",
        "Ask about the signed-in customer's own account.",
    )
