# Right: json.dumps is one-to-one on JSON values and writes only a str as "...", so 4 vs "4",
# "U_004", " u_004", other normalisations, ("u_004",), None, NaN or a quoted id all differ, and an
# equal str (any object, letters, quotes, backslashes) is the same user. Tools are matched exactly
# (name-list matcher); only call.context.user_id is the session's user; no user_id -> None.
import json

from toolhooks import Deny
from toolhooks.matchers import compile_matcher

IS_ACCOUNT_TOOL = compile_matcher("lookup_user|get_orders|issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not IS_ACCOUNT_TOOL(call.tool_name) or "user_id" not in call.input:
        return None
    asked = json.dumps(call.input["user_id"])
    if asked == json.dumps(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
