# Breaks "not equal (==) ... (the number 4 for "4", the id in quotes ('"u_004"') ... are
# someone else)": both ids are JSON-decoded when they parse, so '"u_004"' in u_004's session,
# or the number 4 in the session of user "4", is allowed.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _decoded(value):
    """An id the model JSON-encoded once more ('"u_004"', "4") as its plain value."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _decoded(asked) == _decoded(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
