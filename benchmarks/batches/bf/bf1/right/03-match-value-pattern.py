# Right: one match on (tool_name, input): exact account-tool literals, and a "user_id" equal to
# call.context.user_id (a dotted name is a value pattern, compared with ==) -> None; same tools
# with any other "user_id" value (None, 4, tuples, "U_004", ...) -> Deny with an alternative;
# everything else (other tools, no "user_id") -> None. Input is only read; nothing else used.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call.tool_name, call.input:
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": call.context.user_id}:
            return None
        case ("lookup_user" | "get_orders" | "issue_refund"), {"user_id": _}:
            return Deny(
                "The user_id asked for is not the user this session belongs to.",
                "Ask only about the signed-in customer's own account; for anyone else, hand "
                "over to a human agent.",
            )
        case _:
            return None
