# Breaks "Other fields of the input (...) change nothing": a lookup_user call that asks only
# for public profile fields is let through for any user_id ("a display name is public").
# Input: session u_004, lookup_user with {"user_id": "u_999", "fields": ("display_name",)}
# (fields arrive as a tuple) returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
PUBLIC_FIELDS = frozenset({"name", "display_name", "avatar_url"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    fields = call.input.get("fields")
    if call.tool_name == "lookup_user" and isinstance(fields, tuple) and fields:
        if all(isinstance(f, str) and f in PUBLIC_FIELDS for f in fields):
            return None  # a public profile: nothing private leaves the desk
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as the "
        "account holder.",
    )
