# Breaks "a `list`/`tuple` ... or a value of any other JSON shape (lists arrive as tuples) are
# someone else" (Returns, Exercise 3): the "no user_id" sentinel is the empty tuple, and an
# empty JSON list arrives as that very tuple (CPython has one ()), so lookup_user with
# {"user_id": []} is taken as "no id" and allowed; missing ids, own ids and other ids are right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MISSING = ()  # an immutable "nothing here" marker


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id", _MISSING)
    if asked is _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
