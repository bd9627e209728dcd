# Breaks: "Deny ... when ... `call.input` has a "user_id" that is not equal ..." on a later
# call -- verdicts are memoised under (tool, session user, repr(input)[:80]) to keep keys
# small, so a long field before "user_id" hides it. Input: lookup_user {"note": "x"*100,
# "user_id": "u_004"} (allowed), then {"note": "x"*100, "user_id": "u_999"} is allowed too.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_verdicts = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    key = (call.tool_name, call.context.user_id, repr(call.input)[:80])
    if key not in _verdicts:
        if "user_id" in call.input and call.input["user_id"] != call.context.user_id:
            _verdicts[key] = Deny(
                "a session can only access its own account.", "use the signed-in account."
            )
        else:
            _verdicts[key] = None
    return _verdicts[key]
