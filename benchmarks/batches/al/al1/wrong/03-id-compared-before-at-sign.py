# Breaks: "`call.input` has a `"user_id"` that is not equal (`==`) to `call.context.user_id` ... [is] someone else".
# Login-name habit: compares only the part before "@", so for context user "u_004",
# issue_refund with {"user_id": "u_004@other-tenant.example"} is allowed (None) instead of denied.
from toolhooks import ALLOW, Deny


def _account(value):
    return value.split("@", 1)[0] if isinstance(value, str) else value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ("lookup_user", "get_orders", "issue_refund") and "user_id" in call.input:
        if _account(call.input["user_id"]) != _account(call.context.user_id):
            return Deny(
                "this session can only access its own account.",
                "use the signed-in user's own account id.",
            )
    return ALLOW
