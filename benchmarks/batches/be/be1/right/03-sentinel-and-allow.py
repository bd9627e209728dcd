# Right: exact tool-name membership in a tuple (== per element); the asked id is read with a
# private sentinel so a missing key (and only that) allows, while None, "", 4, tuples or
# mappings are compared with == against call.context.user_id and, being unequal, denied.
# Allowed calls return a new Allow() (never a falsy value); denials carry a non-blank
# alternative. Nothing reads attributes, other input fields or the timestamp.
from toolhooks import Allow, Deny

_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_ABSENT = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    asked = call.input.get("user_id", _ABSENT) if call.tool_name in _TOOLS else _ABSENT
    if asked is _ABSENT or asked == call.context.user_id:
        return Allow()
    return Deny(
        "this session may only read or change the signed-in user's own account.",
        "repeat the request for the signed-in user's account, or ask the other account "
        "holder to contact support themselves.",
    )
