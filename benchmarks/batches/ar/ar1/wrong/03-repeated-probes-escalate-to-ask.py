# Breaks "Returns: Deny(reason, alternative) ... when ... "user_id" that is not equal to
# call.context.user_id": after five denials in one session the hook escalates to a person
# and returns Ask(...), so the sixth lookup_user {"user_id": "u_999"} of session "s_001"
# gets an Ask instead of a Deny. The first five are denied correctly.
from collections import Counter

from toolhooks import Ask, Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
PROBES_BEFORE_ASKING = 5
_DENIALS = Counter()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    session = call.context.session_id
    _DENIALS[session] += 1
    if _DENIALS[session] > PROBES_BEFORE_ASKING:
        return Ask(f"session {session} keeps asking for other accounts (now {asked!r}).")
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
