# Right: compares the JSON text of the asked value with that of the session's id; a str always dumps to a quoted
# text no other JSON type produces, so the texts match exactly when the value is a str == call.context.user_id
# (4 vs "4", ("u_004",), None all differ; NaN and long ints dump fine). Only the three exact tool names are
# checked, a missing key is allowed (ALLOW), and the Deny's alternative is a fixed non-blank sentence.
import json

from toolhooks import ALLOW, Deny

ACCOUNT_TOOLS = ("get_orders", "issue_refund", "lookup_user")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(call.tool_name == name for name in ACCOUNT_TOOLS):
        return ALLOW
    if "user_id" not in call.input:
        return ALLOW
    if json.dumps(call.input["user_id"]) == json.dumps(call.context.user_id):
        return ALLOW
    return Deny(
        "the input asks for an account other than this session's own.",
        "retry with the signed-in user's own account.",
    )
