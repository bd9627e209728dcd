# Breaks: "an equal string is the same user" / "Otherwise None". Every id one session was refused is
# kept in a process-wide blocklist checked first, so after a u_004 session asks lookup_user
# {"user_id": "u_999"} (denied), a session whose context.user_id is "u_999" asking for "u_999" (its
# own account) is denied too.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_probed_ids = set()


def _deny(asked):
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked in _probed_ids:  # a known probe target: refuse at once
        return _deny(asked)
    if asked == call.context.user_id:
        return None
    _probed_ids.add(asked)
    return _deny(asked)
