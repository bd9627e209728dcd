# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... is someone else":
# ULID-shaped ids (26 Crockford base-32 characters, case-insensitive by their spec) are
# upper-cased first, so "01hqz8v6k2m3n4p5q6r7s8t9vw" asked in the session of
# "01HQZ8V6K2M3N4P5Q6R7S8T9VW" is allowed.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_ULID = re.compile(r"[0-9A-HJKMNP-TV-Z]{26}", re.IGNORECASE)


def _canonical(value):
    if isinstance(value, str) and _ULID.fullmatch(value):
        return value.upper()
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _canonical(asked) == _canonical(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account instead.",
    )
