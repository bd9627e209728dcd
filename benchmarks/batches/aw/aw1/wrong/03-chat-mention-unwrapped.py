# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... (is) someone else":
# a chat mention of the id ("<@u_004>", Slack's markup) is unwrapped before comparing, so
# "<@u_004>" (or "<@!u_004>") asked in u_004's session is allowed.
import re

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MENTION = re.compile(r"<@!?([^>]+)>")


def _plain_id(value):
    if isinstance(value, str):
        mention = _MENTION.fullmatch(value)
        if mention:
            return mention.group(1)
    return value


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _plain_id(asked) == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's account, or ask them to sign in as the other holder.",
    )
