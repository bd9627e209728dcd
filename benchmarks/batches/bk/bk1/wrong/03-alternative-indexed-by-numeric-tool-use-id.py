# Breaks "Returns: Deny(reason, alternative) when ..." for any tool_use_id: the alternative
# is rotated by the number after "toolu_", read with int(), so an API-style id crashes.
# Input: session u_004, lookup_user {"user_id": "u_999"} with tool_use_id
# "toolu_01A09q90qw90lq917835lq9" raises ValueError; with "toolu_01" it denies.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
ALTERNATIVES = (
    "work with the signed-in user's own account instead.",
    "ask the person to sign in as the account holder.",
    "offer to help with the signed-in user's own orders and refunds.",
)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    turn = int(call.tool_use_id.rsplit("_", 1)[1])  # toolu_01, toolu_02, ...
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        ALTERNATIVES[turn % len(ALTERNATIVES)],
    )
