# Breaks "Returns: Deny(reason, alternative) when ..." off the importing thread (the package's
# hosts run hooks on daemon threads): the per-thread denial cache exists only in the importing
# thread, so make_call("lookup_user", {"user_id": "u_999"}) in a u_004 session, judged in a
# worker thread, raises AttributeError instead of returning a Deny.
import threading

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_local = threading.local()
_local.denials = {}   # one Deny per (tool, session user), per thread: no lock needed


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id
    if call.input["user_id"] == own:
        return None
    key = (call.tool_name, own)
    denial = _local.denials.get(key)
    if denial is None:
        denial = _local.denials[key] = Deny(
            f"{call.tool_name} is limited to the signed-in user's own account",
            "work on the session's own account, or ask the customer to sign in",
        )
    return denial
