# Breaks: "call.input has a "user_id" that is not equal (==) to call.context.user_id ... an
# equal string is the same user". Ids that parse as numbers are compared as floats. Inputs:
# own "NaN", asked "NaN" (equal strings) -> Deny; own "1000", asked "1e3" -> allowed; own "1",
# asked True -> allowed (also own "4", asked 4 -> allowed).
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _same_id(asked, own):
    """Numeric ids come as numbers or strings ("4" and 4.0): compare them as numbers."""
    try:
        return float(asked) == float(own)
    except (TypeError, ValueError):
        return asked == own


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _same_id(asked, call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
