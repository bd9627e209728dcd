# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... [is] someone else".
# Email-shaped ids are compared without a "+tag" in the local part (mail plus-addressing), so
# in a session of "jose@example.com" a lookup_user for "jose+billing@example.com" is allowed.
# Ids without "@" or without "+" compare with ==.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _mailbox(account):
    if not isinstance(account, str) or "@" not in account:
        return account
    local, _, domain = account.rpartition("@")
    return f"{local.split('+', 1)[0]}@{domain}"


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _mailbox(asked) == _mailbox(call.context.user_id):
        return None
    return Deny(f"this session can only access its own account, not {asked!r}.", "use the signed-in user's own account, or ask the person to sign in as that account holder.")
