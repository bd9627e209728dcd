# Breaks: "an equal string is the same user ... and ids may hold ... backslashes or control
# characters". The session's user is read back out of repr(call.context), where such characters
# come out escaped. Input: context user_id "a\\b" (one backslash), input {"user_id": "a\\b"}
# on lookup_user -> Deny (own id read as 'a\\\\b'); same with user_id "u\x07".
import re

from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_OWNER = re.compile(r"user_id='([^']*)'")  # the field as the notebook's show() prints it


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    found = _OWNER.search(repr(call.context))
    own = found.group(1) if found else call.context.user_id
    asked = call.input["user_id"]
    if asked == own:
        return None
    return Deny(
        f"this session belongs to {own!r}, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that user.",
    )
