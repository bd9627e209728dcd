# Breaks "Deny(reason, alternative) when ...": the denial is logged with the context attributes as
# logging "extra"; an attribute named like a LogRecord field ("name") makes logging raise KeyError.
# Input: HookContext("u_004", "free", "s_1", attributes={"name": "Ada Byron"}), lookup_user {"user_id": "u_999"} must be denied.
import logging

from toolhooks import Deny

_log = logging.getLogger("hooks.same_user")
ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    _log.warning(
        "cross-account %s refused",
        call.tool_name,
        extra={"session_id": call.context.session_id, **call.context.attributes},
    )
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
