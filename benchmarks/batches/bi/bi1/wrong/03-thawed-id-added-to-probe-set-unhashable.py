# Breaks "a list/tuple holding the id, or a value of any other JSON shape ... are someone else"
# (-> Deny): the input is thawed to plain data and the asked id recorded in a set of probes, so
# make_call("get_orders", {"user_id": ["u_004"]}) (thawed back to a list) or {"user_id": {"id": 1}}
# raises TypeError "unhashable type" instead of returning a Deny.
from toolhooks import Deny
from toolhooks.readonly import thaw

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_probes = set()   # (session, asked id) pairs, for the security report


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    data = thaw(call.input)
    if "user_id" not in data:
        return None
    asked = data["user_id"]
    if asked == call.context.user_id:
        return None
    _probes.add((call.context.session_id, asked))
    return Deny(
        "that account does not belong to this session's user",
        "continue with the signed-in user's own account",
    )
