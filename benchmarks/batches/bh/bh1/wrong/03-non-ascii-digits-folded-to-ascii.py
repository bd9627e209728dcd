# Breaks: "... not equal (==) to call.context.user_id (... ids that differ only in non-ASCII
# letters ...) are someone else; an equal string is the same user".
# Input: lookup_user with input {"user_id": "u_\u0660\u0660\u0664"} (Arabic-Indic 004) in
# session u_004 returns None: \d matches any Unicode digit and each is folded to ASCII.
import re

from toolhooks import Deny

_DIGIT = re.compile(r"\d")


def _ascii_digits(value):
    if not isinstance(value, str):
        return value
    # phone keyboards type ids with local digits: read them as 0-9
    return _DIGIT.sub(lambda m: str(int(m.group())), value)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input:
        return None
    if _ascii_digits(call.input["user_id"]) == _ascii_digits(call.context.user_id):
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
