# Breaks "Deny(reason, alternative) (a toolhooks.Deny whose alternative is not blank)": the
# alternative is taken from the session's "support_hint" attribute when there is one, and `or`
# only replaces an empty one. With HookContext("u_004", "free", "s_1",
# attributes={"support_hint": "   "}) and input {"user_id": "u_999"}, the Deny's alternative is "   ".
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
DEFAULT_ALTERNATIVE = "use the signed-in user's own account, or ask the person to sign in as that account holder."


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    alternative = call.context.attributes.get("support_hint") or DEFAULT_ALTERNATIVE
    return Deny(f"this session can only access its own account, not {asked!r}.", alternative)
