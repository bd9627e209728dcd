# Breaks "a value of any other JSON shape (... an int has at most 4,300 digits ...) are someone
# else" (so: Deny): numeric ids are screened with math.isfinite, which cannot take a huge int.
# lookup_user with {"user_id": 10**400} raises OverflowError instead of returning a Deny.
import math

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, (int, float)) and not isinstance(asked, bool):
        if not math.isfinite(asked):  # NaN or infinity: not an account id at all
            return Deny(
                "the requested user_id is not a valid account id.",
                "use the signed-in user's own account.",
            )
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
