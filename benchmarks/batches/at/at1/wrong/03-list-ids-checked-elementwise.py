# Breaks: "... or a list/tuple holding the id, or a value of any other JSON shape ... are someone
# else". A list is read as a batch lookup that is fine when every id is the session's own, which is
# vacuously true for an empty list: lookup_user {"user_id": []} (a tuple () on arrival) and
# {"user_id": ["u_004"]} in a u_004 session return None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own, asked = call.context.user_id, call.input["user_id"]
    if isinstance(asked, (list, tuple)):  # several ids at once
        others = [one for one in asked if one != own]
    else:
        others = [] if asked == own else [asked]
    if not others:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
