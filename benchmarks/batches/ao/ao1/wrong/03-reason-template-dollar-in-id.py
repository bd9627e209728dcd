# Breaks "... a value of any other JSON shape ... are someone else" (so a Deny is returned for any
# unequal string): the reason goes through string.Template after the asked id was pasted into it, so an
# asked id holding a dollar sign, e.g. "u_$1" (ValueError: Invalid placeholder) or "u_$x" (KeyError) in
# a u_004 session, makes the hook raise instead of returning the Deny.
from string import Template

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    reason = Template(f"this session belongs to $own and cannot access account {asked!r}.")
    return Deny(
        reason.substitute(own=call.context.user_id),
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
