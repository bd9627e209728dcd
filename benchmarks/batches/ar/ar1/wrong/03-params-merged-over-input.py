# Breaks "Other fields of the input (... a user_id nested in another field, a note) change
# nothing": an Express habit merges route parameters over the body (args.update(params)), so a
# nested id wins: lookup_user {"user_id": "u_999", "params": {"user_id": "u_004"}} in u_004's
# session is allowed (and the swapped pair denied). Inputs without "params" are judged right.
from collections.abc import Mapping

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    args = dict(call.input)
    params = call.input.get("params")
    if isinstance(params, Mapping):
        args.update(params)  # route parameters, like req.params, take precedence
    if "user_id" not in args or args["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {args['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
