# Breaks: "None, "", ... the number 4 ... or a value of any other JSON shape ... are someone
# else". The asked id is vetted by building a HookContext from it; a ContextError ("must be a
# non-empty string") is read as "not an id at all" and the call is allowed. Inputs: lookup_user
# with {"user_id": None}, {"user_id": "  "} or {"user_id": 4} in a u_004 session return None.
from toolhooks import ContextError, Deny, HookContext

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    try:  # the same checks the server's own contexts pass
        other = HookContext(asked, call.context.tier, call.context.session_id)
    except ContextError:
        return None  # not an account id: the tool will reject it
    if other.user_id == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
