# Breaks "an equal string is the same user ... and ids may hold non-ASCII letters, quotes,
# backslashes or control characters" and "the number `4` for `"4"`" (Returns, Exercise 3):
# the asked id is compared as its JSON text with the quotes stripped, so in a session of
# "josé" a call asking for "josé" is denied (json escapes the é), and in a session of "4" the
# number 4 is allowed; plain ids such as "u_004"/"u_999" are right.
import json

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = json.dumps(call.input["user_id"]).strip('"')  # the id as plain text
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
