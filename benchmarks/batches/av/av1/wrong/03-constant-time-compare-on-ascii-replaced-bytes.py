# Breaks: "... "josè" or "jose" for "josé" (ids that differ only in non-ASCII letters or
# accents) ... are someone else". hmac.compare_digest refuses non-ASCII str, so both ids are
# encoded with encode("ascii", "replace") first: every non-ASCII letter becomes "?", and in a
# session of "josé" a lookup_user for "josè" (or "josë", "jos中") is allowed.
import hmac

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if isinstance(asked, str) and hmac.compare_digest(
        asked.encode("ascii", "replace"), own.encode("ascii", "replace")
    ):  # constant time, so the model cannot probe ids by timing
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
