# Breaks "The tool name is compared exactly": names are normalised with replace("-", "_") so
# "lookup-user" counts as lookup_user. make_call("lookup-user", {"user_id": "u_999"}) in a
# session of u_004 returns a Deny, but lookup-user is another tool and must be allowed (None).
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    tool = call.tool_name.replace("-", "_")  # some clients spell tool names with dashes
    if tool not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
