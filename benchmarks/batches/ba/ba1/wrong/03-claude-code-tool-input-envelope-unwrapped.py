# Breaks: "Other fields of the input (... a user_id nested in another field ...) change nothing".
# To accept Claude Code's payload shape too, ids are read from a "tool_input" field when present.
# On lookup_user in a u_004 session: {"user_id": "u_999", "tool_input": {"user_id": "u_004"}} ->
# None (should Deny); {"tool_input": {"user_id": "u_999"}} -> Deny (no user_id: should be None).
from collections.abc import Mapping

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    args = call.input.get("tool_input", call.input)  # Claude Code: {"tool_name", "tool_input"}
    if not isinstance(args, Mapping):
        args = call.input
    if "user_id" not in args or args["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {args['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
