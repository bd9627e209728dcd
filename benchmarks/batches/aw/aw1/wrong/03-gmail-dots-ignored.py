# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... (are) someone else":
# Gmail addresses are canonicalised the way Gmail delivers them (dots in the local part
# dropped), so "j.o.s.e@gmail.com" asked in the session of "jose@gmail.com" is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_DOTLESS_DOMAINS = {"gmail.com", "googlemail.com"}


def _mailbox(user_id):
    if isinstance(user_id, str) and user_id.count("@") == 1:
        local, domain = user_id.split("@")
        if domain.lower() in _DOTLESS_DOMAINS:
            return f"{local.replace('.', '')}@{domain}"
    return user_id


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _mailbox(asked) == _mailbox(call.context.user_id):
        return None
    return Deny(
        f"this session belongs to another account than {asked!r}.",
        "look up the signed-in customer's own account instead.",
    )
