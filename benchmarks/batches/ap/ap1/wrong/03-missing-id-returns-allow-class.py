# Breaks "Otherwise None (or an Allow: ALLOW or a new Allow()), also when the input has no
# "user_id"": the no-id branch returns the class Allow, not an instance, so
# lookup_user {} returns <class Allow> (the dispatcher would refuse it).
from toolhooks import Allow, Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        return Allow  # nothing asked about another user: explicitly allowed
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
