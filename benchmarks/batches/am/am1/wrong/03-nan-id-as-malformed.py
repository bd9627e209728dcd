# Breaks "(... or a value of any other JSON shape ... as json.loads reads them) are someone
# else": a NaN user_id (json.loads("NaN")) is waved through as "malformed, the tool will refuse
# it". make_call("lookup_user", {"user_id": float("nan")}) in a session of u_004 returns None.
import math

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, float) and math.isnan(asked):
        return None  # not an id at all: leave it to the tool's own validation
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
