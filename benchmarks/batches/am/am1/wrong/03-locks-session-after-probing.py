# Breaks "allow everything else" / "an equal string is the same user": after three denials in a
# session it "locks" the session and denies every account call there, own account included.
# In session s_1 of u_004: three calls with user_id "u_999", then {"user_id": "u_004"} returns a
# Deny instead of None.
from collections import Counter

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
ALTERNATIVE = "use the signed-in user's own account, or ask the person to sign in as that account holder."
_probes = Counter()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    session = call.context.session_id
    if _probes[session] >= 3:  # repeated probing of other accounts: lock the session
        return Deny("this session tried other accounts repeatedly and is locked.", ALTERNATIVE)
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    _probes[session] += 1
    return Deny(f"this session can only access its own account, not {asked!r}.", ALTERNATIVE)
