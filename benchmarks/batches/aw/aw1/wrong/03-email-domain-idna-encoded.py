# Breaks: "a "user_id" that is not equal (==) ... (ids that differ only in non-ASCII letters
# ...) are someone else": e-mail domains are IDNA-encoded on both sides before comparing, so
# "josé@xn--bcher-kva.example" (or "josé@BÜCHER.example") asked in the session of
# "josé@bücher.example" is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _ascii_mail(value):
    if isinstance(value, str) and "@" in value:
        local, _, domain = value.rpartition("@")
        try:
            return f"{local}@{domain.encode('idna').decode('ascii')}"
        except UnicodeError:
            return value
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _ascii_mail(asked) == _ascii_mail(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account.",
    )
