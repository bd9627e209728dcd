# Breaks: "Returns: Deny(reason, alternative) when ... "user_id" ... not equal ... (None, ...,
# a list/tuple holding the id, or a value of any other JSON shape". The reason right-aligns the
# id with {asked:>12}: fine for str/int/float/bool, but lookup_user with user_id None, ("u_004",)
# or {"id": "u_004"} raises TypeError (unsupported format string) instead of denying.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if asked == own:
        return None
    return Deny(
        f"account mismatch: asked {asked:>12} | session {own:>12}; this session can only "
        "access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
