# Breaks "`Deny(reason, alternative)` ... when ... `call.input` has a "user_id" that is not
# equal ... (`None`, ..., the number `4` ..., a `list`/`tuple` ...)" (Returns, Exercise 3): like
# Go's `return err`, a user_id that is not a string gets an error string back, which is not a
# decision, so lookup_user with {"user_id": 4}, {"user_id": None} or {"user_id": ["u_004"]}
# returns "error: ..."; string ids, own or not, and missing ids are right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if not isinstance(asked, str):
        return f"error: user_id must be a string, got {type(asked).__name__}"
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
