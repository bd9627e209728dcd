# Breaks: "Otherwise None ... Other fields of the input ... change nothing" (with "lists arrive as
# tuples"). A JSON-shape guard accepts list but not tuple, so lookup_user
# {"user_id": "u_004", "fields": ["email"]} in a u_004 session arrives with ("email",) and is denied
# as malformed instead of allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_SCALARS = (str, int, float, bool, type(None))


def _is_json(value):
    if isinstance(value, dict):
        return all(isinstance(key, str) and _is_json(item) for key, item in value.items())
    if isinstance(value, list):
        return all(_is_json(item) for item in value)
    return isinstance(value, _SCALARS)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if not _is_json(call.input):
        return Deny("the tool input is not plain JSON.", "resend the call with plain JSON values.")
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
