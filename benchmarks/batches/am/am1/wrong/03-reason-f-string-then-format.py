# Breaks "(... are someone else ...)": any id that differs must get a Deny, but the reason is an
# f-string run through str.format again, so braces in the asked id are read as fields.
# make_call("lookup_user", {"user_id": "u_{999}"}) in a session of u_004 raises IndexError
# (make it "{x}": KeyError; "}": ValueError) instead of returning a Deny.
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
    reason = f"this session belongs to {{owner}}; it cannot access {asked!s}.".format(owner=own)
    return Deny(reason, "use {owner}'s own account, or ask the person to sign in as that holder.".format(owner=own))
