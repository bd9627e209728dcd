# Breaks "not equal (==) to call.context.user_id ... are someone else": ids made of digits are
# compared as numbers. Session "4", input {"user_id": "04"} (or the fullwidth "\uff14") to
# issue_refund returns None, not a Deny; an input "\u00b2" (isdigit, not int-able) crashes.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _same(asked, own):
    if str(asked).isdigit() and own.isdigit():
        return int(asked) == int(own)  # "004" and "4" are the same customer number
    return asked == own


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if not _same(call.input["user_id"], call.context.user_id):
            return Deny(
                "this session can only access its own account.",
                "ask the person to sign in as the other account holder.",
            )
    return None
