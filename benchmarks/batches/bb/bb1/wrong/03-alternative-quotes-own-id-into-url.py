# Breaks "ids may hold non-ASCII letters ... or control characters" (any own id gets its Deny):
# the alternative links to the session's own account page with urllib.parse.quote(own), which
# encodes to UTF-8 and fails on a lone surrogate (json.loads gives one for "\ud800"): a session
# whose user_id is "u_\ud800" asking for "u_999" raises UnicodeEncodeError instead of denying.
from urllib.parse import quote

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    own = call.context.user_id
    if call.input["user_id"] == own:
        return None
    return Deny(
        "this session can only access its own account.",
        f"show the signed-in user's own page instead: https://desk.example/accounts/{quote(own)}",
    )
