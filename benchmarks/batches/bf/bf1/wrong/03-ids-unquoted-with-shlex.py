# Breaks: "the id in quotes ('"u_004"') ... are someone else"; ids "may hold ... quotes,
# backslashes". Inputs: session "u_004", lookup_user {"user_id": '"u_004"'} (or 'u\\_004') is
# allowed, since shlex.split unquotes and unescapes it to "u_004"; a session "o'brien" asking
# for its own id "o'brien" raises ValueError ("No closing quotation") instead of allowing.
import shlex

from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def _words(text):
    return shlex.split(text)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if isinstance(asked, str):
        if _words(asked) == _words(own):  # the model sometimes quotes ids like shell words
            return None
    elif asked == own:
        return None
    return Deny(
        "user_id does not match the signed-in user.",
        "Use the session's own user id, or escalate to a human agent.",
    )
