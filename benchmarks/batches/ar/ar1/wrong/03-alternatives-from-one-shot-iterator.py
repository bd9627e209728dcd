# Breaks "Deny(reason, alternative) (a toolhooks.Deny whose alternative is not blank)": the
# alternatives rotate through a module-level iter(...) read with next(it, ""), which runs dry,
# so from the seventh denial in a process on (e.g. lookup_user {"user_id": "u_999"} seven
# times) the Deny's alternative is "". The first six denials are complete.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
ALTERNATIVES = (
    "use the signed-in user's own account instead.",
    "ask the person to sign in as the other account holder.",
    "offer to help with the signed-in user's own orders and refunds.",
    "explain that each session can only see the account it is signed in to.",
    "suggest the other account holder contacts support from their own session.",
    "continue with the signed-in user's own account and leave the other one aside.",
)
_NEXT_ALTERNATIVE = iter(ALTERNATIVES)  # vary the wording so the model does not loop


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        next(_NEXT_ALTERNATIVE, ""),
    )
