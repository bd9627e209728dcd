# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... is someone else":
# an id written as an LDAP distinguished name has its uid= part taken out, so
# "uid=u_004,ou=people,dc=example,dc=com" asked in u_004's session is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _uid(value):
    if isinstance(value, str) and value.lower().startswith("uid="):
        first_rdn = value.split(",", 1)[0]
        return first_rdn.split("=", 1)[1]
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _uid(asked) == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account.",
    )
