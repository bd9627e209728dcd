# Breaks "... a value of any other JSON shape ... are someone else", with the ids "as json.loads reads
# them": json.loads('"u_\\udcff"') gives a str with a lone surrogate; this answer compares ids in
# constant time as UTF-8 bytes, and .encode("utf-8") raises UnicodeEncodeError for it, so the hook
# crashes instead of denying (session u_004, lookup_user, user_id "u_\udcff").
import hmac

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if isinstance(asked, str) and hmac.compare_digest(asked.encode("utf-8"), own.encode("utf-8")):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
