# Breaks: "Deny ... when ... call.input has a "user_id" that is not equal (==) to
# call.context.user_id" ("u_0045", ... are someone else). Input: session "u_004", lookup_user
# with {"user_id": "u_004_"} (or "_u_004", "uu_004") is allowed: str.strip("u_") removes any
# run of the characters 'u' and '_' from both ends, not the "u_" prefix, so both sides become "004".
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def _bare(user_id):
    return user_id.strip("u_") if isinstance(user_id, str) else user_id


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked, own = call.input["user_id"], call.context.user_id
    if isinstance(asked, str) and _bare(asked) == _bare(own):
        return None  # "u_004" and "004" name the same account
    if asked == own:
        return None
    return Deny(
        f"{call.tool_name} was asked for another user's account ({asked!r}).",
        "Work only on the signed-in customer's own account, or hand over to a human agent.",
    )
