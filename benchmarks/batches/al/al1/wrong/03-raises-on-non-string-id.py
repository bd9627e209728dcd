# Breaks: "`Deny(reason, alternative)` ... when ... `call.input` has a `"user_id"` that is not equal ... (`None`, ...,
# the number `4` ..., a `list`/`tuple` holding the id, or a value of any other JSON shape ... are someone else)".
# Treats a non-string id as a malformed call and raises TypeError: lookup_user with {"user_id": 4}
# or {"user_id": None} raises instead of returning a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if not isinstance(asked, str):
        raise TypeError(f"user_id must be a string, got {type(asked).__name__}")
    if asked != call.context.user_id:
        return Deny(
            f"account {asked!r} is not this session's account.",
            "look up the signed-in user's own account instead.",
        )
    return None
