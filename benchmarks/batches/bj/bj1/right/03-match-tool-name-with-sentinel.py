# Right: match compares the tool name exactly with the three account tools; a private sentinel
# tells a missing "user_id" (allow) from any present value, None included. Only an equal (==)
# value to call.context.user_id is allowed; tuples, numbers, objects and other strings are
# denied with a fixed reason and a non-blank alternative. Nothing else is read.
from toolhooks import Deny

_MISSING = object()


def same_user_hook(call):
    match call.tool_name:
        case "lookup_user" | "get_orders" | "issue_refund":
            asked = call.input.get("user_id", _MISSING)
            if asked is _MISSING or asked == call.context.user_id:
                return None
            return Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account, or ask the other holder to sign in.",
            )
        case _:
            return None
