# Breaks "Otherwise `None` ... (for every other tool)" once a verdict is cached: verdicts are kept
# per (session user, asked id) without the tool name. In a session of "u_004": lookup_user with
# {"user_id": "u_999"} is denied (right), then create_case_file with {"user_id": "u_999"} returns
# that Deny instead of None (and in the other order, lookup_user of "u_999" is let through).
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}
_verdicts = {}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    asked = call.input.get("user_id", own)
    try:
        key = (own, asked)
        if key in _verdicts:
            return _verdicts[key]
    except TypeError:  # an unhashable value: no caching
        key = None
    verdict = None
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input and asked != own:
        verdict = Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that account.",
        )
    if key is not None:
        _verdicts[key] = verdict
    return verdict
