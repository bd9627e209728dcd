# RIGHT. One class pattern: the tool name must equal one of the three literals (literal
# patterns compare with ==, so exact names only), the input mapping must hold "user_id"
# (extra keys are ignored by mapping patterns), and the guard denies when that value is not ==
# the trusted call.context.user_id. Anything else (other tools, no "user_id") -> None.
from toolhooks import Deny, ToolCall


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    match call:
        case ToolCall(
            tool_name="lookup_user" | "get_orders" | "issue_refund",
            input={"user_id": asked},
        ) if asked != call.context.user_id:
            return Deny(
                f"this session belongs to another account than {asked!r}.",
                "work on the signed-in user's own account instead.",
            )
        case _:
            return None
