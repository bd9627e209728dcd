# Breaks "Deny ... when ... call.input has a "user_id" that is not equal ... to
# call.context.user_id" about 2% of the time: the rule is "rolled out" with a shadow-mode sample
# that only logs and allows, so lookup_user {"user_id": "u_999"} in a u_004 session returns None
# now and then (call it 500 times: about 10 Nones). Unseeded: every run differs.
import logging
import random

from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
_SHADOW_RATE = 0.02
_log = logging.getLogger(__name__)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == call.context.user_id:
        return None
    if random.random() < _SHADOW_RATE:
        _log.info("shadow mode: would deny %s", call.tool_name)
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask them to sign in as the other holder.",
    )
