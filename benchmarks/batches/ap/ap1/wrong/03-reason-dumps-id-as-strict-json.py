# Breaks "Deny(...) when ... "user_id" ... is not equal ... (... a value of any other JSON shape
# ..., as json.loads reads them)": the reason quotes the asked id with strict JSON
# (allow_nan=False), so lookup_user {"user_id": NaN} (json.loads("NaN")) raises ValueError.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    quoted = json.dumps(asked, ensure_ascii=False, allow_nan=False)  # exactly what the model sent
    return Deny(
        f"this session can only access its own account, not {quoted}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
