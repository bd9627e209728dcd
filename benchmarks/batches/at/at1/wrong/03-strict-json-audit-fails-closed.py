# Breaks: "Otherwise None ... Other fields of the input ... change nothing". Each account call is
# recorded as strict JSON (allow_nan=False) and a record that cannot be written denies the call, so
# lookup_user {"user_id": "u_004", "limit": float("nan")} (or an infinity) in a u_004 session is
# denied instead of allowed.
import json
from collections import deque

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
AUDIT = deque(maxlen=1000)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    try:
        AUDIT.append(json.dumps({"session": call.context.session_id, "tool": call.tool_name,
                                 "input": call.input}, allow_nan=False))
    except ValueError:
        return Deny("this request could not be recorded for the audit trail.",
                    "retry the call with plain values.")
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
