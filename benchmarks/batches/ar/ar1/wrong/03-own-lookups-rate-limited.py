# Breaks "Otherwise None (or an Allow ...)": an anti-scraping counter denies every account call
# after the twentieth in a session, even for the session's own account, so the 21st
# lookup_user {"user_id": "u_004"} of session "s_001" (user u_004) returns Deny.
# The first twenty calls are judged correctly.
from collections import Counter

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
CALLS_PER_SESSION = 20
_CALLS = Counter()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    _CALLS[call.context.session_id] += 1
    if _CALLS[call.context.session_id] > CALLS_PER_SESSION:
        return Deny(
            "this session has made too many account calls.",
            "summarise what you already know, or ask the person to start a new session.",
        )
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
