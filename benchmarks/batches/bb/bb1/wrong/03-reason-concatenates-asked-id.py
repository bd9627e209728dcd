# Breaks "Deny(reason, alternative) when ... call.input has a "user_id" that is not equal ...
# (... a value of any other JSON shape ...)": the reason is built with `+ asked`, which only
# works for strings, so same_user_hook on lookup_user with {"user_id": 4.5} (or 4, None, a
# tuple) raises TypeError instead of returning a Deny.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in _ACCOUNT_TOOLS and "user_id" in call.input:
        asked = call.input["user_id"]
        if asked != call.context.user_id:
            return Deny(
                "this session cannot access the account " + asked + ".",
                "use the signed-in user's own account instead.",
            )
    return None
