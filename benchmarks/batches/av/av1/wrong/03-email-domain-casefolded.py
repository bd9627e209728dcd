# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ("U_004", ...) [is]
# someone else". Email-shaped ids are canonicalised by lower-casing the part after the last
# "@" (domains are case-insensitive), so in a session of "jose@example.com", lookup_user for
# "jose@Example.COM" is allowed. Ids without "@" compare with ==.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _canonical(account):
    if not isinstance(account, str):
        return account
    local, at, domain = account.rpartition("@")
    return f"{local}@{domain.lower()}" if at else account


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _canonical(asked) == _canonical(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
