# WRONG (security habit: compare ids in constant time with hmac.compare_digest, which refuses
# str arguments holding non-ASCII characters). Breaks "ids may hold non-ASCII letters" and
# "an equal string is the same user": in a session of "josé", lookup_user with
# {"user_id": "josé"} raises TypeError instead of returning None (and {"user_id": "u_999"}
# raises instead of denying). ASCII ids (u_004 vs u_999, "U_004", None, 4) are right.
import hmac

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and hmac.compare_digest(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
