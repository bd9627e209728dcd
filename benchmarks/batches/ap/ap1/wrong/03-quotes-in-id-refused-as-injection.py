# Breaks "an equal string is the same user ... and ids may hold non-ASCII letters, quotes or
# backslashes": an asked id with a quote or semicolon is refused as an injection attempt, so
# a session of user "o'brien" asking lookup_user {"user_id": "o'brien"} is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
INJECTION_CHARACTERS = "'\";"


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and any(ch in asked for ch in INJECTION_CHARACTERS):
        return Deny(
            "the requested user id contains quote characters and looks like an injection.",
            "ask for the account by its plain id.",
        )
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
