# Breaks "Otherwise None ..., also when the input has no "user_id"": the trusted id is merged
# over the input and any change means "another user", and adding a missing key is a change,
# so lookup_user {} (or {"note": "hi"}) is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    trusted = {**call.input, "user_id": call.context.user_id}
    if trusted == dict(call.input):  # the input already names the session's own user
        return None
    return Deny(
        f"this session can only access its own account, not {call.input.get('user_id')!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
