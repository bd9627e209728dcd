# Breaks: "call.input has a 'user_id' that is not equal (==) to call.context.user_id".
# Ids are treated as resource paths and compared as PurePosixPath, which drops "." parts
# and trailing slashes: with user_id "u_004" in the context, lookup_user
# {"user_id": "./u_004"} (or "u_004/.") returns None instead of a Deny.
from pathlib import PurePosixPath

from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _same(asked, own):
    if not isinstance(asked, str):
        return False
    return PurePosixPath(asked) == PurePosixPath(own)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if not _same(call.input["user_id"], call.context.user_id):
            return Deny(
                "the requested account is not the signed-in user's",
                "Use the signed-in user's own account id.",
            )
    return None
