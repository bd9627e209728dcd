# Breaks "Otherwise None (or an Allow ...)": a spend cap is folded into the same hook, so a large
# refund on the session's own account is denied. make_call("issue_refund", {"user_id": "u_004",
# "amount_eur": 900, "reason": "late"}) in a session of u_004 returns a Deny instead of None.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
REFUND_CAP_EUR = 500


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that account holder.",
        )
    amount = call.input.get("amount_eur", 0)
    if call.tool_name == "issue_refund" and type(amount) in (int, float) and amount > REFUND_CAP_EUR:
        return Deny(f"refunds above {REFUND_CAP_EUR} EUR need a supervisor.", "open a case for a supervisor.")
    return None
