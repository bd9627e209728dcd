# Breaks "an equal string is the same user ... ids may hold non-ASCII letters, quotes or backslashes":
# the model's id is HTML-escaped ("neutralise model output") before it is compared, so in a session of
# "o'brien" a lookup_user for "o'brien" compares "o&#x27;brien" with "o'brien" and is denied (likewise
# ids with & < > or a double quote). Plain ids like u_004 pass.
import html

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = html.escape(asked)  # model output: neutralise markup before using it
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
