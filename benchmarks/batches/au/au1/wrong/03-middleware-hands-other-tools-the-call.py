# Breaks "Otherwise `None` (or an `Allow`: `ALLOW` or a new `Allow()`)" (Returns, Exercise 3):
# like a middleware, the hook hands a call it does not guard back unchanged, so any other tool
# (create_case_file, lookup_user_history, ...) gets the ToolCall itself back, which is not a
# decision; the three account tools, own or other id, are right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return call  # not ours: pass it on unchanged
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
